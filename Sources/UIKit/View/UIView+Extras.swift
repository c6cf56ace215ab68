import Foundation

/// What few views have: a controller, recognizers, interactions, their own tint, margins,
/// background colour or corner configuration, observers, a tag or an identifier.
///
/// Kept in a box made on the first write of a value other than the default, so that every view
/// is a smaller allocation and a layout pass, which reads none of these for most views, touches
/// fewer cache lines per view. The properties below read and write it under the names the
/// fields had.
final class ViewExtras {
  weak var owningViewController: UIViewController?
  /// The interactions added to the view (`UIView+Interactions.swift`), in the order added.
  var interactions: [UIInteraction] = []
  /// The recognizers attached to the view, which it holds.
  var gestureRecognizers: [UIGestureRecognizer] = []
  /// The corner configuration, once set (iOS 26; `UIView+CornerConfiguration.swift`).
  var cornerConfiguration: UICornerConfiguration?
  /// The key-value observations of the view, made with the first (`UIView+KeyValueObserving`).
  var keyValueObservers: KeyValueObservers?
  /// The tint set on this view, nil to inherit.
  var tintColor: UIColor?
  var tintAdjustmentMode = UIView.TintAdjustmentMode.automatic
  /// The view's own margins once the app or the view's container set them; nil while they are
  /// the defaults.
  var ownMargins: OwnLayoutMargins?
  /// The colour last set on the view, and the `CGColor` it gave the layer for it.
  var backgroundColor: UIColor?
  var appliedBackgroundColor: CGColor?
  var tag = 0
  var accessibilityIdentifier: String?
}

extension UIView {
  /// The extras, made if there are none yet.
  var writableExtras: ViewExtras {
    if let extras { return extras }
    let made = ViewExtras()
    extras = made
    return made
  }

  /// The interactions added to the view, in the order they were added.
  var storedInteractions: [UIInteraction] {
    get { extras?.interactions ?? [] }
    set { if !newValue.isEmpty || extras != nil { writableExtras.interactions = newValue } }
  }

  /// The recognizers attached to the view, which it holds.
  var storedGestureRecognizers: [UIGestureRecognizer] {
    get { extras?.gestureRecognizers ?? [] }
    set { if !newValue.isEmpty || extras != nil { writableExtras.gestureRecognizers = newValue } }
  }

  /// The corner configuration, once set.
  var storedCornerConfiguration: UICornerConfiguration? {
    get { extras?.cornerConfiguration }
    set { if newValue != nil || extras != nil { writableExtras.cornerConfiguration = newValue } }
  }

  /// The key-value observations of the view.
  var keyValueObservers: KeyValueObservers? {
    get { extras?.keyValueObservers }
    set { if newValue != nil || extras != nil { writableExtras.keyValueObservers = newValue } }
  }

  /// The tint set on this view, nil to inherit.
  var storedTintColor: UIColor? {
    get { extras?.tintColor }
    set { if newValue != nil || extras != nil { writableExtras.tintColor = newValue } }
  }

  var storedTintAdjustmentMode: TintAdjustmentMode {
    get { extras?.tintAdjustmentMode ?? .automatic }
    set {
      if newValue != .automatic || extras != nil { writableExtras.tintAdjustmentMode = newValue }
    }
  }

  /// The view's own margins once the app or the view's container set them.
  ///
  /// Nil while they are the defaults. Written only by `setOwnLayoutMargins(_:by:)`.
  var storedOwnMargins: OwnLayoutMargins? {
    get { extras?.ownMargins }
    set { if newValue != nil || extras != nil { writableExtras.ownMargins = newValue } }
  }

  /// The colour last set on the view.
  var storedBackgroundColor: UIColor? {
    get { extras?.backgroundColor }
    set { if newValue != nil || extras != nil { writableExtras.backgroundColor = newValue } }
  }

  /// The `CGColor` the view last gave its layer for its background colour.
  var appliedBackgroundColor: CGColor? {
    get { extras?.appliedBackgroundColor }
    set { if newValue != nil || extras != nil { writableExtras.appliedBackgroundColor = newValue } }
  }
}
