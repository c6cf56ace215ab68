import Foundation

// `boundingBox` is "the smallest rectangle completely enclosing all points in the path, including
// control points for Bézier and quadratic curves"; `boundingBoxOfPath` the same "but not including
// control points"; both are `CGRectNull` for an empty path (Apple's documentation of each). The
// latter is exact: a curve's extremes are found where its derivative is zero.

extension CGPath {
  /// The smallest rectangle holding every point of the path, control points included.
  public var boundingBox: CGRect {
    var box = BoundsAccumulator()
    for element in elements {
      switch element {
      case .move(let p), .line(let p): box.add(p)
      case .quadCurve(let c, let p):
        box.add(c)
        box.add(p)
      case .curve(let c1, let c2, let p):
        box.add(c1)
        box.add(c2)
        box.add(p)
      case .close: break
      }
    }
    return box.rect
  }

  /// The smallest rectangle holding the path itself, control points excluded.
  public var boundingBoxOfPath: CGRect {
    var box = BoundsAccumulator()
    var current = CGPoint.zero
    var start = CGPoint.zero
    for element in elements {
      switch element {
      case .move(let p):
        box.add(p)
        current = p
        start = p
      case .line(let p):
        box.add(p)
        current = p
      case .quadCurve(let c, let p):
        box.add(p)
        for t in Self.quadExtremes(current.x, c.x, p.x) + Self.quadExtremes(current.y, c.y, p.y) {
          box.add(Self.quadPoint(current, c, p, t))
        }
        current = p
      case .curve(let c1, let c2, let p):
        box.add(p)
        for t in Self.cubicExtremes(current.x, c1.x, c2.x, p.x)
          + Self.cubicExtremes(current.y, c1.y, c2.y, p.y)
        {
          box.add(Self.cubicPoint(current, c1, c2, p, t))
        }
        current = p
      case .close:
        current = start
      }
    }
    return box.rect
  }

  /// Whether the path is a single rectangle (a move, three or four lines back round, and a close,
  /// or the same without the close), and if so stores it in `rect`.
  public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
    var points: [CGPoint] = []
    for (index, element) in elements.enumerated() {
      switch element {
      case .move(let p) where index == 0: points.append(p)
      case .line(let p) where index > 0: points.append(p)
      case .close where index == elements.count - 1: break
      default: return false
      }
    }
    if points.count == 5, points[4] == points[0] { points.removeLast() }
    guard points.count == 4 else { return false }
    let horizontalFirst =
      points[0].y == points[1].y && points[1].x == points[2].x
      && points[2].y == points[3].y && points[3].x == points[0].x
    let verticalFirst =
      points[0].x == points[1].x && points[1].y == points[2].y
      && points[2].x == points[3].x && points[3].y == points[0].y
    guard horizontalFirst || verticalFirst else { return false }
    let xs = points.map(\.x)
    let ys = points.map(\.y)
    let minX = xs.min() ?? 0
    let minY = ys.min() ?? 0
    rect?.pointee = CGRect(
      x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    return true
  }

  package static func quadPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ t: CGFloat)
    -> CGPoint
  {
    let u = 1 - t
    return CGPoint(
      x: u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x,
      y: u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y)
  }

  package static func cubicPoint(
    _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: CGFloat
  ) -> CGPoint {
    let u = 1 - t
    let a = u * u * u
    let b = 3 * u * u * t
    let c = 3 * u * t * t
    let d = t * t * t
    return CGPoint(
      x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
  }

  /// The parameters in (0, 1) where a quadratic's coordinate has a zero derivative.
  package static func quadExtremes(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> [CGFloat] {
    let denominator = a - 2 * b + c
    guard denominator != 0 else { return [] }
    let t = (a - b) / denominator
    return t > 0 && t < 1 ? [t] : []
  }

  /// The parameters in (0, 1) where a cubic's coordinate has a zero derivative: the roots of
  /// 3·(A·t² + B·t + C) with A = −a + 3b − 3c + d, B = 2(a − 2b + c), C = b − a.
  package static func cubicExtremes(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat)
    -> [CGFloat]
  {
    let qa = -a + 3 * b - 3 * c + d
    let qb = 2 * (a - 2 * b + c)
    let qc = b - a
    var roots: [CGFloat] = []
    if abs(qa) < 1e-12 {
      if qb != 0 { roots.append(-qc / qb) }
    } else {
      let discriminant = qb * qb - 4 * qa * qc
      if discriminant >= 0 {
        let root = discriminant.squareRoot()
        roots.append((-qb + root) / (2 * qa))
        roots.append((-qb - root) / (2 * qa))
      }
    }
    return roots.filter { $0 > 0 && $0 < 1 }
  }
}

/// The bounds of points added one at a time; the null rectangle while empty.
struct BoundsAccumulator {
  private var minX = CGFloat.infinity
  private var minY = CGFloat.infinity
  private var maxX = -CGFloat.infinity
  private var maxY = -CGFloat.infinity

  mutating func add(_ point: CGPoint) {
    minX = min(minX, point.x)
    minY = min(minY, point.y)
    maxX = max(maxX, point.x)
    maxY = max(maxY, point.y)
  }

  var rect: CGRect {
    guard minX <= maxX else { return .null }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
