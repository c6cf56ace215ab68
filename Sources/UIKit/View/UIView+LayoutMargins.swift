import Foundation

extension UIView {
  /// The guide for the view's bounds inset by its effective layout margins.
  public var layoutMarginsGuide: UILayoutGuide {
    systemGuide(.layoutMargins) {
      let guide = UILayoutGuide()
      guide.identifier = "UIViewLayoutMarginsGuide"
      guide.systemFrame = { [link = itemLink] in
        guard let owner = link.view else { return .zero }
        return owner.storedBounds.inset(by: owner.effectiveLayoutMargins)
      }
      guide.systemInsets = { [link = itemLink] in link.view?.effectiveLayoutMargins ?? .zero }
      return guide
    }
  }

  /// The view's own margins in absolute terms: set ones as given (directional ones follow the
  /// layout direction), else the view's defaults.
  var ownLayoutMargins: UIEdgeInsets {
    switch storedOwnMargins?.value {
    case .absolute(let margins)?: margins
    case .directional(let margins)?: absoluteMargins(from: margins)
    case nil: defaultLayoutMargins.margins
    }
  }

  /// Who set the view's own margins; nil while they are the defaults.
  var ownLayoutMarginsWriter: OwnLayoutMargins.Writer? { storedOwnMargins?.writer }

  /// The margins layout uses.
  ///
  /// Apple, UIView.layoutMargins, https://developer.apple.com/documentation/uikit/uiview/layoutmargins:
  /// - a controller's root view keeps at least the system minimum on its sides, unless
  ///   `viewRespectsSystemMinimumLayoutMargins` is false (`systemMinimumLayoutMargins`: "the root
  ///   view's actual margins are set to either your custom values or the minimum values …
  ///   whichever values are greater");
  /// - `insetsLayoutMarginsFromSafeArea` adds the safe area to every edge (additive, not a
  ///   maximum: an own top of 28 under a 20-point safe area gives 48, SO 47003878);
  /// - `preservesSuperviewLayoutMargins` raises an edge by the smallest amount that keeps content
  ///   inside the superview's margins.
  ///
  var effectiveLayoutMargins: UIEdgeInsets {
    var margins = ownLayoutMargins
    if let controller = owningViewController, controller.viewRespectsSystemMinimumLayoutMargins {
      let minimum = absoluteMargins(from: controller.systemMinimumLayoutMargins)
      margins = UIEdgeInsets(
        top: max(margins.top, minimum.top), left: max(margins.left, minimum.left),
        bottom: max(margins.bottom, minimum.bottom), right: max(margins.right, minimum.right))
    }
    if insetsLayoutMarginsFromSafeArea {
      let safe = safeAreaInsets
      margins.top += safe.top
      margins.left += safe.left
      margins.bottom += safe.bottom
      margins.right += safe.right
    }
    if preservesSuperviewLayoutMargins, let superview = storedSuperview {
      let outer = superview.layoutMargins
      let frame = self.frame
      let bounds = superview.storedBounds
      margins.top = max(margins.top, outer.top - (frame.minY - bounds.minY))
      margins.left = max(margins.left, outer.left - (frame.minX - bounds.minX))
      margins.bottom = max(margins.bottom, outer.bottom - (bounds.maxY - frame.maxY))
      margins.right = max(margins.right, outer.right - (bounds.maxX - frame.maxX))
    }
    return margins
  }

  /// Sets the view's own margins: the one writer of `storedOwnMargins`.
  ///
  /// The app's writes always go through; a container's (a table giving its cells margins during
  /// layout) are skipped when the margins hold that value already.
  func setOwnLayoutMargins(_ value: OwnLayoutMargins.Value, by writer: OwnLayoutMargins.Writer) {
    if writer == .container, storedOwnMargins?.value == value { return }
    storedOwnMargins = OwnLayoutMargins(value: value, writer: writer)
    marginsInputsDidChange()
  }

  /// Gives a view being initialized other default margins; nothing has read the margins yet, so
  /// the applied margins start at the new ones and no change is reported.
  func initializeDefaultLayoutMargins(_ defaults: DefaultLayoutMargins) {
    defaultLayoutMargins = defaults
    appliedLayoutMargins = effectiveLayoutMargins
  }

  /// Brings the margins guide (and the readable guide inside it) up to date; calls
  /// `layoutMarginsDidChange` once per change of the effective margins.
  func marginsInputsDidChange() {
    let margins = effectiveLayoutMargins
    guard margins != appliedLayoutMargins else { return }
    appliedLayoutMargins = margins
    systemGuideInputsDidChange(.margins)
    needsLayoutFlag = true
    layoutMarginsDidChange()
    owningViewController?.viewLayoutMarginsDidChange()
    for subview in storedSubviews where subview.preservesSuperviewLayoutMargins {
      subview.marginsInputsDidChange()
    }
  }

  func directionalMargins(from insets: UIEdgeInsets) -> NSDirectionalEdgeInsets {
    let isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    return NSDirectionalEdgeInsets(
      top: insets.top, leading: isRightToLeft ? insets.right : insets.left, bottom: insets.bottom,
      trailing: isRightToLeft ? insets.left : insets.right)
  }

  func absoluteMargins(from insets: NSDirectionalEdgeInsets) -> UIEdgeInsets {
    let isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    return UIEdgeInsets(
      top: insets.top, left: isRightToLeft ? insets.trailing : insets.leading,
      bottom: insets.bottom, right: isRightToLeft ? insets.leading : insets.trailing)
  }
}

/// A view's own layout margins once set: one value, in the form it was given, and who gave it.
///
/// `layoutMargins` and `directionalLayoutMargins` are two readings of this one value, converted
/// by the effective layout direction; margins given as directional follow later changes of
/// direction, margins given as absolute stay on their sides.
struct OwnLayoutMargins: Equatable {
  enum Value: Equatable {
    case absolute(UIEdgeInsets)
    case directional(NSDirectionalEdgeInsets)
  }

  /// Who set the margins.
  enum Writer: Equatable {
    /// The app, through `layoutMargins` or `directionalLayoutMargins`.
    case app
    /// The view's container during layout: a table view for itself, its cells and their
    /// content views, its header and footer views.
    case container
  }

  var value: Value
  var writer: Writer
}

/// What a view's own margins are while nobody has set them.
enum DefaultLayoutMargins: Equatable {
  /// 8 points on every side (UIView.layoutMargins: "the default layout margins are normally 8
  /// points on each side").
  case standard
  /// None: a stack view's (`-[UIStackView initWithFrame:]` sets them to zero).
  case none
  /// A view controller's root view: 0 at the top and bottom, and the system minimum on the
  /// sides, which `effectiveLayoutMargins` applies over the 8 here (every measured root has its
  /// margin top equal to its safe-area top, DIM: Tests/BezelTests/Fixtures/RootGeometry.swift).
  case controllerRoot

  var margins: UIEdgeInsets {
    switch self {
    case .standard: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    case .none: .zero
    case .controllerRoot: UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8)
    }
  }
}
