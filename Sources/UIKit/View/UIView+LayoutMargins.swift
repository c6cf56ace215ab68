import Foundation

extension UIView {
  /// The guide for the view's bounds inset by its layout margins.
  public var layoutMarginsGuide: UILayoutGuide {
    if let guide = storedLayoutMarginsGuide { return guide }
    let guide = UILayoutGuide()
    guide.identifier = "UIViewLayoutMarginsGuide"
    guide.owningView = self
    guide.systemFrame = { [unowned self] in storedBounds.inset(by: storedLayoutMargins) }
    guide.systemInsets = { [unowned self] in storedLayoutMargins }
    storedLayoutMarginsGuide = guide
    return guide
  }

  func setLayoutMargins(_ margins: UIEdgeInsets) {
    guard margins != storedLayoutMargins else { return }
    storedLayoutMargins = margins
    if let guide = storedLayoutMarginsGuide, let registration = guide.registration {
      registration.engine.updatePins(of: guide)
    }
    needsLayoutFlag = true
    layoutMarginsDidChange()
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
