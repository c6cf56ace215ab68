import Foundation

extension UIView {
  /// The guide for the view's bounds inset by its effective layout margins.
  public var layoutMarginsGuide: UILayoutGuide {
    if let guide = storedLayoutMarginsGuide { return guide }
    let guide = UILayoutGuide()
    guide.identifier = "UIViewLayoutMarginsGuide"
    guide.owningView = self
    guide.systemFrame = { [weak self] in
      self.map { $0.storedBounds.inset(by: $0.effectiveLayoutMargins) } ?? .zero
    }
    guide.systemInsets = { [weak self] in self?.effectiveLayoutMargins ?? .zero }
    storedLayoutMarginsGuide = guide
    return guide
  }

  /// The view's own margins in absolute terms: directional ones follow the layout direction.
  var ownLayoutMargins: UIEdgeInsets {
    if let directional = storedDirectionalMargins { return absoluteMargins(from: directional) }
    return storedLayoutMargins
  }

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

  func setOwnLayoutMargins(_ margins: UIEdgeInsets, directional: NSDirectionalEdgeInsets?) {
    storedLayoutMargins = margins
    storedDirectionalMargins = directional
    marginsInputsDidChange()
  }

  /// Brings the margins guide (and the readable guide inside it) up to date; calls
  /// `layoutMarginsDidChange` once per change of the effective margins.
  func marginsInputsDidChange() {
    let margins = effectiveLayoutMargins
    guard margins != appliedLayoutMargins else { return }
    appliedLayoutMargins = margins
    if let guide = storedLayoutMarginsGuide { guide.registration?.engine?.updatePins(of: guide) }
    if let guide = storedReadableContentGuide { guide.registration?.engine?.updatePins(of: guide) }
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
