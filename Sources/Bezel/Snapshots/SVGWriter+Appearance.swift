import UIKit

// The pieces of a layer's appearance in SVG: colours, transforms, path data and rounded
// rectangles, all numbers in the snapshot format.

extension SVGWriter {
  /// ` fill="rgb(…)"` (or another colour property named `property`) and, below full alpha,
  /// ` fill-opacity="…"`; red, green and blue are written 0 to 255.
  mutating func color(_ property: String, _ color: SnapshotColor) {
    raw(" ")
    raw(property)
    raw("=\"rgb(")
    number(color.red * 255)
    raw(",")
    number(color.green * 255)
    raw(",")
    number(color.blue * 255)
    raw(")\"")
    if color.alpha < 1 {
      // `stop-color` pairs with `stop-opacity`, `fill` with `fill-opacity`.
      let opacity = property == "stop-color" ? "stop-opacity" : property + "-opacity"
      attribute(opacity, color.alpha)
    }
  }

  /// ` transform="…"` for `transform`: nothing for the identity, `translate(x y)` for a
  /// translation, `matrix(a b c d tx ty)` otherwise (SVG's matrix has CGAffineTransform's order).
  mutating func transform(_ transform: CGAffineTransform) {
    if transform.a == 1, transform.b == 0, transform.c == 0, transform.d == 1 {
      guard transform.tx != 0 || transform.ty != 0 else { return }
      raw(" transform=\"translate(")
      number(transform.tx)
      raw(" ")
      number(transform.ty)
      raw(")\"")
      return
    }
    raw(" transform=\"matrix(")
    let values = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
    for (index, value) in values.enumerated() {
      if index > 0 { raw(" ") }
      number(value)
    }
    raw(")\"")
  }

  /// A path's elements as the value of a `d` attribute: `M`, `L`, `Q`, `C` and `Z` commands.
  ///
  /// A path that does not start with a move starts at (0, 0), where SVG needs one.
  mutating func pathData(_ path: SnapshotPath) {
    switch path.elements.first {
    case .none, .move?: break
    default: raw("M0 0")
    }
    for element in path.elements {
      switch element {
      case .move(let p): command("M", [p])
      case .line(let p): command("L", [p])
      case .quadCurve(let c, let p): command("Q", [c, p])
      case .curve(let c1, let c2, let p): command("C", [c1, c2, p])
      case .close: raw("Z")
      }
    }
  }

  private mutating func command(_ letter: String, _ points: [CGPoint]) {
    raw(letter)
    for (index, point) in points.enumerated() {
      if index > 0 { raw(" ") }
      number(point.x)
      raw(" ")
      number(point.y)
    }
  }

  /// A closed element tracing `rect` with `radius` on the `corners` chosen, then the attributes
  /// in `rest`: a `<rect>` when all four or none are rounded, else a `<path>` with arcs.
  ///
  /// The radius is at most half the shorter side, as Core Animation draws it. Corners are
  /// circular arcs, also for the `.continuous` corner curve, whose exact shape Apple does not
  /// publish.
  mutating func roundedRect(
    _ rect: CGRect, radius: CGFloat, corners: CACornerMask, _ rest: String = ""
  ) {
    let radius = max(0, min(radius, rect.width / 2, rect.height / 2))
    if radius == 0 || corners.isEmpty || corners.isSuperset(of: LayerSnapshot.allCorners) {
      raw("<rect")
      attribute("x", rect.minX)
      attribute("y", rect.minY)
      attribute("width", max(0, rect.width))
      attribute("height", max(0, rect.height))
      if radius > 0, !corners.isEmpty {
        attribute("rx", radius)
        attribute("ry", radius)
      }
      raw(rest)
      raw("/>\n")
      return
    }
    // CALayer.h, `maskedCorners`: MinXMinY is the top-left corner in UIKit's coordinates.
    let topLeft = corners.contains(.layerMinXMinYCorner) ? radius : 0
    let topRight = corners.contains(.layerMaxXMinYCorner) ? radius : 0
    let bottomRight = corners.contains(.layerMaxXMaxYCorner) ? radius : 0
    let bottomLeft = corners.contains(.layerMinXMaxYCorner) ? radius : 0
    raw("<path d=\"M")
    number(rect.minX + topLeft)
    raw(" ")
    number(rect.minY)
    raw("H")
    number(rect.maxX - topRight)
    arc(topRight, to: CGPoint(x: rect.maxX, y: rect.minY + topRight))
    raw("V")
    number(rect.maxY - bottomRight)
    arc(bottomRight, to: CGPoint(x: rect.maxX - bottomRight, y: rect.maxY))
    raw("H")
    number(rect.minX + bottomLeft)
    arc(bottomLeft, to: CGPoint(x: rect.minX, y: rect.maxY - bottomLeft))
    raw("V")
    number(rect.minY + topLeft)
    arc(topLeft, to: CGPoint(x: rect.minX + topLeft, y: rect.minY))
    raw("Z\"")
    raw(rest)
    raw("/>\n")
  }

  /// A clockwise quarter circle of `radius` to `end`; nothing for a square corner.
  private mutating func arc(_ radius: CGFloat, to end: CGPoint) {
    guard radius > 0 else { return }
    raw("A")
    number(radius)
    raw(" ")
    number(radius)
    raw(" 0 0 1 ")
    number(end.x)
    raw(" ")
    number(end.y)
  }
}
