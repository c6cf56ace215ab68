import Foundation

// Ellipses and rounded rectangles as Bézier curves. An ellipse is "a complete subpath of the
// path—that is, the ellipse drawing starts with a move-to operation and ends with a close-subpath
// operation, with all moves oriented in the clockwise direction" (`addEllipse(in:transform:)`):
// Bezel starts at the right end of the horizontal axis and draws four quarter curves through
// increasing angles (clockwise on a flipped, y-down screen), with control points at
// 4/3·(√2 − 1) of each semi-axis. Apple does not document where a rounded rectangle starts;
// Bezel starts it at the end of the bottom-left corner and runs counter-clockwise (in y-up
// coordinates), as `addRect` runs.

extension CGPath {
  /// The quarter-circle control point ratio 4/3·(√2 − 1).
  static let kappa: CGFloat = 4 / 3 * (2.0.squareRoot() - 1)

  func appendEllipse(in rect: CGRect, _ t: CGAffineTransform) {
    guard rect.isUsable, t.isUsable else { return }
    let r = rect.standardized
    let rx = r.width / 2
    let ry = r.height / 2
    let kx = Self.kappa * rx
    let ky = Self.kappa * ry
    let (cx, cy) = (r.midX, r.midY)
    let points: [CGPoint] = [
      CGPoint(x: cx + rx, y: cy),
      CGPoint(x: cx + rx, y: cy + ky), CGPoint(x: cx + kx, y: cy + ry), CGPoint(x: cx, y: cy + ry),
      CGPoint(x: cx - kx, y: cy + ry), CGPoint(x: cx - rx, y: cy + ky), CGPoint(x: cx - rx, y: cy),
      CGPoint(x: cx - rx, y: cy - ky), CGPoint(x: cx - kx, y: cy - ry), CGPoint(x: cx, y: cy - ry),
      CGPoint(x: cx + kx, y: cy - ry), CGPoint(x: cx + rx, y: cy - ky), CGPoint(x: cx + rx, y: cy),
    ].map { $0.applying(t) }
    elements.append(.move(points[0]))
    for index in stride(from: 1, to: points.count, by: 3) {
      elements.append(
        .curve(control1: points[index], control2: points[index + 1], end: points[index + 2]))
    }
    elements.append(.close)
  }

  /// A rectangle whose corners are quarter ellipses of `cornerWidth` by `cornerHeight`.
  ///
  /// CoreGraphics requires each corner size to be at least zero and at most half the rectangle's
  /// side (it asserts otherwise); Bezel clamps them to that range instead of trapping. A zero
  /// corner size gives a plain rectangle.
  func appendRoundedRect(
    in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, _ t: CGAffineTransform
  ) {
    guard rect.isUsable, cornerWidth.isFinite, cornerHeight.isFinite, t.isUsable else { return }
    let r = rect.standardized
    let w = min(max(cornerWidth, 0), r.width / 2)
    let h = min(max(cornerHeight, 0), r.height / 2)
    guard w > 0, h > 0 else { return appendRect(r, t) }
    let kx = Self.kappa * w
    let ky = Self.kappa * h
    let (minX, minY, maxX, maxY) = (r.minX, r.minY, r.maxX, r.maxY)
    func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y).applying(t) }
    elements.append(.move(p(minX + w, minY)))
    elements.append(.line(p(maxX - w, minY)))
    elements.append(
      .curve(
        control1: p(maxX - w + kx, minY), control2: p(maxX, minY + h - ky), end: p(maxX, minY + h)))
    elements.append(.line(p(maxX, maxY - h)))
    elements.append(
      .curve(
        control1: p(maxX, maxY - h + ky), control2: p(maxX - w + kx, maxY), end: p(maxX - w, maxY)))
    elements.append(.line(p(minX + w, maxY)))
    elements.append(
      .curve(
        control1: p(minX + w - kx, maxY), control2: p(minX, maxY - h + ky), end: p(minX, maxY - h)))
    elements.append(.line(p(minX, minY + h)))
    elements.append(
      .curve(
        control1: p(minX, minY + h - ky), control2: p(minX + w - kx, minY), end: p(minX + w, minY)))
    elements.append(.close)
  }
}

extension CGPath {
  /// An immutable path of a rectangle, transformed by `transform` if given.
  public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    self.init(elements: [])
    appendRect(rect, transform?.pointee ?? .identity)
  }

  /// An immutable path of the ellipse that fits `rect`, transformed by `transform` if given.
  public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    self.init(elements: [])
    appendEllipse(in: rect, transform?.pointee ?? .identity)
  }

  /// An immutable path of a rounded rectangle, transformed by `transform` if given.
  public convenience init(
    roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: UnsafePointer<CGAffineTransform>?
  ) {
    self.init(elements: [])
    appendRoundedRect(
      in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
      transform?.pointee ?? .identity)
  }
}
