import Foundation

// Conversions between views. Each step between a view and its superview goes through the backing
// layer's geometry (`CALayer+SuperlayerPoints.swift`), so conversions, hit testing and the frame
// agree whatever the anchor point, transform or sublayerTransform. Views in different windows
// meet in screen coordinates, where each window sits at its frame (UIView.h,
// `convertPoint:toView:`: "If view is nil, this method instead converts to window base
// coordinates").

extension UIView {
  /// Converts a point from this view's coordinates to `view`'s (the window's when nil).
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let (root, inRoot) = pointInRoot(point)
    guard let view else { return inRoot }
    return view.point(fromRootPoint: inRoot, of: root)
  }

  /// Converts a point from `view`'s coordinates (the window's when nil) to this view's.
  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    guard let view else { return pointFromRoot(point) }
    let (root, inRoot) = view.pointInRoot(point)
    return self.point(fromRootPoint: inRoot, of: root)
  }

  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    UIView.boundingBox(of: rect) { self.convert($0, to: view) }
  }

  public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    UIView.boundingBox(of: rect) { self.convert($0, from: view) }
  }

  /// The bounding box of `rect`'s four corners, each mapped by `transform`.
  static func boundingBox(of rect: CGRect, _ transform: (CGPoint) -> CGPoint) -> CGRect {
    let a = transform(CGPoint(x: rect.minX, y: rect.minY))
    let b = transform(CGPoint(x: rect.maxX, y: rect.minY))
    let c = transform(CGPoint(x: rect.minX, y: rect.maxY))
    let d = transform(CGPoint(x: rect.maxX, y: rect.maxY))
    let left = min(a.x, b.x, c.x, d.x)
    let top = min(a.y, b.y, c.y, d.y)
    return CGRect(
      x: left, y: top, width: max(a.x, b.x, c.x, d.x) - left,
      height: max(a.y, b.y, c.y, d.y) - top)
  }

  /// A point in this view's bounds, in its superview's coordinates: one step through the
  /// backing layer's geometry (anchor point, transform, the superlayer's sublayerTransform).
  func pointInSuperview(_ point: CGPoint) -> CGPoint {
    storedLayer.pointInSuperlayer(point)
  }

  func pointFromSuperview(_ point: CGPoint) -> CGPoint {
    storedLayer.pointFromSuperlayer(point)
  }

  /// The root of the view's tree (its window, for a view in one) and `point` in its coordinates.
  func pointInRoot(_ point: CGPoint) -> (root: UIView, point: CGPoint) {
    var result = point
    var current: UIView = self
    while let superview = current.storedSuperview {
      result = current.pointInSuperview(result)
      current = superview
    }
    return (current, result)
  }

  /// `point`, in the coordinates of the root of this view's tree, in this view's.
  func pointFromRoot(_ point: CGPoint) -> CGPoint {
    pointFromRoot(point, of: nil)
  }

  /// `point`, in the coordinates of `root`, in this view's; through the screen when `root` is
  /// not this view's root.
  func point(fromRootPoint point: CGPoint, of root: UIView) -> CGPoint {
    pointFromRoot(point, of: root)
  }

  /// `point`, in the coordinates of `root` (this view's own root when nil), in this view's.
  private func pointFromRoot(_ point: CGPoint, of root: UIView?) -> CGPoint {
    var chain: [UIView] = []
    var current: UIView = self
    while let superview = current.storedSuperview {
      chain.append(current)
      current = superview
    }
    var result = point
    if let root, root !== current {
      result = UIView.rootPoint(UIView.screenPoint(point, ofRoot: root), ofRoot: current)
    }
    for view in chain.reversed() { result = view.pointFromSuperview(result) }
    return result
  }

  /// A point of a tree's root in screen coordinates: a window sits at its frame; the root of a
  /// tree in no window is taken to be at the screen's origin.
  static func screenPoint(_ point: CGPoint, ofRoot root: UIView) -> CGPoint {
    root.isWindow ? root.pointInSuperview(point) : point
  }

  static func rootPoint(_ point: CGPoint, ofRoot root: UIView) -> CGPoint {
    root.isWindow ? root.pointFromSuperview(point) : point
  }

  /// `point`, in this view's coordinates, in the screen's.
  func pointInScreen(_ point: CGPoint) -> CGPoint {
    let (root, inRoot) = pointInRoot(point)
    return UIView.screenPoint(inRoot, ofRoot: root)
  }

  /// `point`, in the screen's coordinates, in this view's.
  func pointFromScreen(_ point: CGPoint) -> CGPoint {
    var root: UIView = self
    while let superview = root.storedSuperview { root = superview }
    return pointFromRoot(UIView.rootPoint(point, ofRoot: root))
  }
}
