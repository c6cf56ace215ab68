import Foundation

extension UIView {
  /// `hitTest(_:with:)` as UIView documents it: a view that is hidden, does not take user
  /// interaction or is almost transparent (alpha below 0.01) is never hit, nor is a point
  /// outside it (`point(inside:with:)`), whatever its subviews; otherwise the frontmost subview
  /// that reports a hit wins, else the view itself.
  func hitTestSubviews(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard !isHidden, isUserInteractionEnabled, alpha >= 0.01,
      self.point(inside: point, with: event)
    else { return nil }
    for subview in storedSubviews.reversed() {
      if let hit = subview.hitTest(subview.pointFromSuperview(point), with: event) {
        return hit
      }
    }
    return self
  }
}
