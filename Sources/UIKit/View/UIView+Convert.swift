import Foundation

extension UIView {
  /// Converts a point from this view's coordinates to `view`'s (the window's when nil).
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let inRoot = pointInRoot(point)
    guard let view else { return inRoot }
    return view.pointFromRoot(inRoot)
  }

  /// Converts a point from `view`'s coordinates (the window's when nil) to this view's.
  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    let inRoot = view?.pointInRoot(point) ?? point
    return pointFromRoot(inRoot)
  }

  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    convertRect(rect) { self.convert($0, to: view) }
  }

  public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    convertRect(rect) { self.convert($0, from: view) }
  }

  private func convertRect(_ rect: CGRect, _ transform: (CGPoint) -> CGPoint) -> CGRect {
    let corners = [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
    ].map(transform)
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let left = xs.min() ?? 0
    let top = ys.min() ?? 0
    return CGRect(x: left, y: top, width: (xs.max() ?? 0) - left, height: (ys.max() ?? 0) - top)
  }

  /// A point in this view's bounds, in its superview's coordinates.
  func pointInSuperview(_ point: CGPoint) -> CGPoint {
    let offset = CGPoint(x: point.x - storedBounds.midX, y: point.y - storedBounds.midY)
    let moved = offset.applying(storedTransform)
    return CGPoint(x: storedCenter.x + moved.x, y: storedCenter.y + moved.y)
  }

  func pointFromSuperview(_ point: CGPoint) -> CGPoint {
    let offset = CGPoint(x: point.x - storedCenter.x, y: point.y - storedCenter.y)
    let local = offset.applying(storedTransform.inverted())
    return CGPoint(x: local.x + storedBounds.midX, y: local.y + storedBounds.midY)
  }

  /// The point in the coordinates of the root of the tree (the window's, for a view in one).
  func pointInRoot(_ point: CGPoint) -> CGPoint {
    var result = point
    var view: UIView? = self
    while let current = view, current.storedSuperview != nil || !(current is UIWindow) {
      guard current.storedSuperview != nil else { break }
      result = current.pointInSuperview(result)
      view = current.storedSuperview
    }
    return result
  }

  func pointFromRoot(_ point: CGPoint) -> CGPoint {
    var chain: [UIView] = []
    var view: UIView? = self
    while let current = view, current.storedSuperview != nil {
      chain.append(current)
      view = current.storedSuperview
    }
    var result = point
    for current in chain.reversed() {
      result = current.pointFromSuperview(result)
    }
    return result
  }
}
