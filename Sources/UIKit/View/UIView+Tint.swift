import Foundation

// Tint (UIView.h, `tintColor` and `tintAdjustmentMode`): a view's tint is the first one set on
// it or an ancestor, else the system's default, systemBlue; its adjustment mode is the first
// one other than `.automatic`, else `.normal`. `tintColorDidChange()` is called on a view whose
// own tint or mode is set, and on the views below it that inherit the change, and on a view
// moved under an ancestor with another tint.

extension UIView {
  /// How a view's tint is adjusted; raw values as UIView.h declares them.
  public enum TintAdjustmentMode: Int, Sendable {
    /// The mode of the nearest ancestor with another one, else `.normal`.
    case automatic = 0
    /// The tint as set.
    case normal = 1
    /// A desaturated, dimmed tint, as behind a presented alert.
    case dimmed = 2
  }

  /// Whether any view has had a tint or an adjustment mode set: until then every view's tint
  /// is the default, and moving a view cannot change it.
  static var anyTintCustomized = false

  var effectiveTintColor: UIColor {
    effectiveTintAdjustmentMode == .dimmed ? Self.dimmed(undimmedTintColor) : undimmedTintColor
  }

  /// The first tint set on the view or an ancestor, else systemBlue.
  var undimmedTintColor: UIColor {
    var node: UIView? = self
    while let view = node {
      if let own = view.storedTintColor { return own }
      node = view.storedSuperview
    }
    return .systemBlue
  }

  var effectiveTintAdjustmentMode: TintAdjustmentMode {
    var node: UIView? = self
    while let view = node {
      if view.storedTintAdjustmentMode != .automatic { return view.storedTintAdjustmentMode }
      node = view.storedSuperview
    }
    return .normal
  }

  func setTintColor(_ color: UIColor?) {
    Self.anyTintCustomized = true
    let before = (undimmedTintColor, effectiveTintAdjustmentMode)
    storedTintColor = color
    tintDidChange(from: before, force: true)
  }

  func setTintAdjustmentMode(_ mode: TintAdjustmentMode) {
    Self.anyTintCustomized = true
    let before = (undimmedTintColor, effectiveTintAdjustmentMode)
    storedTintAdjustmentMode = mode
    tintDidChange(from: before, force: true)
  }

  /// The tint in effect and its mode before a move, when any tint was ever customized.
  func tintBeforeMove() -> (UIColor, TintAdjustmentMode)? {
    Self.anyTintCustomized ? (undimmedTintColor, effectiveTintAdjustmentMode) : nil
  }

  /// Calls `tintColorDidChange()` on this view, when forced or when its tint in effect changed,
  /// and on the views below it that inherit the change.
  func tintDidChange(from before: (UIColor, TintAdjustmentMode)?, force: Bool = false) {
    guard let before else { return }
    let colorChanged = !undimmedTintColor.isEqual(before.0)
    let modeChanged = effectiveTintAdjustmentMode != before.1
    guard colorChanged || modeChanged || force else { return }
    tintColorDidChange()
    var stack = Array(storedSubviews.reversed())
    while let view = stack.popLast() {
      // A view that sets what changed inherits nothing, and nor do the views below it.
      let inheritsChange =
        (colorChanged && view.storedTintColor == nil)
        || (modeChanged && view.storedTintAdjustmentMode == .automatic)
      guard inheritsChange else { continue }
      view.tintColorDidChange()
      stack.append(contentsOf: view.storedSubviews.reversed())
    }
  }

  /// The dimmed form of a tint.
  ///
  /// UIKit's dimmed tint is unpublished; Bezel's model is the gray of
  /// the same luminance (Rec. 709 weights), at the tint's alpha.
  static func dimmed(_ tint: UIColor) -> UIColor {
    var red: CGFloat = 0
    var green: CGFloat = 0
    var blue: CGFloat = 0
    var alpha: CGFloat = 0
    _ = tint.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    return UIColor(white: 0.2126 * red + 0.7152 * green + 0.0722 * blue, alpha: alpha)
  }

  /// Gives the layer the background color, resolved with the view's traits when dynamic.
  func applyBackgroundColor() {
    let applied = storedBackgroundColor.map {
      $0.provider == nil ? $0.cgColor : $0.resolvedColor(with: traitCollection).cgColor
    }
    appliedBackgroundColor = applied
    storedLayer.backgroundColor = applied
  }

  /// The view's background colour as its layer has it: the colour set on the view (dynamic
  /// ones included) while the layer still shows it, else the layer's own colour, set on the
  /// layer directly.
  func backgroundColorOfLayer() -> UIColor? {
    let shown = storedLayer.backgroundColor
    if shown === appliedBackgroundColor { return storedBackgroundColor }
    return shown.map { UIColor(cgColor: $0) }
  }

  /// Resolves the view's dynamic colors again after its traits changed, as UIKit does.
  func traitsDidChangeColors() {
    guard let color = backgroundColor, color.provider != nil else { return }
    UIView.performWithoutAnimation { applyBackgroundColor() }
  }
}
