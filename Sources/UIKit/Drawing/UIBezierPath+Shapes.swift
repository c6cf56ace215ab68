import Foundation

// Rounded rectangles. `init(roundedRect:cornerRadius:)`: "Values larger than half the rectangle's
// width or height are clamped appropriately to half the width or height" — a circular corner is
// clamped to half the shorter side, so that it stays circular; `cornerRadii` are "the radius of
// each corner oval", each axis clamped to half its side. Both run clockwise on a y-down screen
// from the end of the top-left corner ("proceeding in a clockwise direction (relative to the
// default coordinate system)").
//
// The corner curve: since iOS 7 UIKit draws `init(roundedRect:cornerRadius:)` with a
// "continuous" corner that starts about 1.5 radii from the corner, a shape Apple has never
// published (it is known only from tracing its control points). Bezel draws each corner as a
// quarter ellipse of the given radii (two Bézier curves' worth of control points at 4/3·(√2 − 1)
// of the radius, CGPath's construction), the geometry the documentation describes. The two
// shapes share their bounds, the rectangle, and differ by a small fraction of r² in area.

extension UIBezierPath {
  /// How a rounded rectangle's radii are given.
  enum CornerRadii {
    /// One radius for both axes, clamped to half the shorter side.
    case circular(CGFloat)
    /// A radius per axis, each clamped to half the side along it.
    case elliptical(CGSize)
  }

  func appendRoundedRect(_ rect: CGRect, corners: UIRectCorner, radii: CornerRadii) {
    let values = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
    guard values.allSatisfy(\.isFinite) else { return }
    let r = rect.standardized
    var rx: CGFloat
    var ry: CGFloat
    switch radii {
    case .circular(let radius):
      guard radius.isFinite else { return }
      rx = min(max(radius, 0), min(r.width, r.height) / 2)
      ry = rx
    case .elliptical(let size):
      guard size.width.isFinite, size.height.isFinite else { return }
      rx = min(max(size.width, 0), r.width / 2)
      ry = min(max(size.height, 0), r.height / 2)
    }
    if rx == 0 || ry == 0 {
      rx = 0
      ry = 0
    }
    func radius(_ corner: UIRectCorner) -> (x: CGFloat, y: CGFloat) {
      corners.contains(corner) ? (rx, ry) : (0, 0)
    }
    let topLeft = radius(.topLeft)
    let topRight = radius(.topRight)
    let bottomRight = radius(.bottomRight)
    let bottomLeft = radius(.bottomLeft)
    let k = 4 / 3 * (2.0.squareRoot() - 1)
    let (minX, minY, maxX, maxY) = (r.minX, r.minY, r.maxX, r.maxY)
    let path = storage
    let start = CGPoint(x: minX + topLeft.x, y: minY)
    path.move(to: start)
    func line(_ x: CGFloat, _ y: CGFloat) {
      let point = CGPoint(x: x, y: y)
      if path.currentPoint != point { path.addLine(to: point) }
    }
    func corner(
      _ radius: (x: CGFloat, y: CGFloat), from p0: CGPoint, corner c: CGPoint, to p3: CGPoint
    ) {
      guard radius.x > 0 else { return }
      // Each control point lies k of the way from its end point to the rectangle's corner.
      path.addCurve(
        to: p3,
        control1: CGPoint(x: p0.x + k * (c.x - p0.x), y: p0.y + k * (c.y - p0.y)),
        control2: CGPoint(x: p3.x + k * (c.x - p3.x), y: p3.y + k * (c.y - p3.y)))
    }
    line(maxX - topRight.x, minY)
    corner(
      topRight, from: CGPoint(x: maxX - topRight.x, y: minY), corner: CGPoint(x: maxX, y: minY),
      to: CGPoint(x: maxX, y: minY + topRight.y))
    line(maxX, maxY - bottomRight.y)
    corner(
      bottomRight, from: CGPoint(x: maxX, y: maxY - bottomRight.y),
      corner: CGPoint(x: maxX, y: maxY), to: CGPoint(x: maxX - bottomRight.x, y: maxY))
    line(minX + bottomLeft.x, maxY)
    corner(
      bottomLeft, from: CGPoint(x: minX + bottomLeft.x, y: maxY),
      corner: CGPoint(x: minX, y: maxY), to: CGPoint(x: minX, y: maxY - bottomLeft.y))
    line(minX, minY + topLeft.y)
    corner(
      topLeft, from: CGPoint(x: minX, y: minY + topLeft.y), corner: CGPoint(x: minX, y: minY),
      to: start)
    path.closeSubpath()
  }
}
