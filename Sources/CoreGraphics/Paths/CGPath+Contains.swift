import Foundation

// Hit testing. Each subpath is treated as closed, as filling closes it, and its curves are
// flattened into `flatteningSteps` chords each; a point is inside by the nonzero winding rule
// (the path winds round it a nonzero number of times) or the even-odd rule (an odd number of
// crossings), the two rules of CGPathFillRule. The flattening is an approximation: a point within
// about 0.002 % of a curve's size of the true curve may be classified differently than on iOS.

extension CGPath {
  /// Chords per curve when a path is flattened.
  static let flatteningSteps = 64

  /// Whether `point`, transformed by `transform`, is inside the path under `rule`.
  public func contains(
    _ point: CGPoint, using rule: CGPathFillRule = .winding,
    transform: CGAffineTransform = .identity
  ) -> Bool {
    guard point.isUsable, transform.isUsable else { return false }
    let p = point.applying(transform)
    var winding = 0
    for polygon in flattenedSubpaths() where polygon.count > 1 {
      for index in polygon.indices {
        let a = polygon[index]
        let b = polygon[(index + 1) % polygon.count]
        let side = (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
        if a.y <= p.y, b.y > p.y, side > 0 { winding += 1 }
        if b.y <= p.y, a.y > p.y, side < 0 { winding -= 1 }
      }
    }
    switch rule {
    case .winding: return winding != 0
    case .evenOdd: return winding % 2 != 0
    }
  }

  /// The path as polylines, one per subpath, curves replaced by chords.
  func flattenedSubpaths() -> [[CGPoint]] {
    var result: [[CGPoint]] = []
    var current: [CGPoint] = []
    var start = CGPoint.zero
    var last = CGPoint.zero
    let steps = Self.flatteningSteps
    for element in elements {
      switch element {
      case .move(let p):
        if !current.isEmpty { result.append(current) }
        current = [p]
        start = p
        last = p
      case .line(let p):
        if current.isEmpty { current = [last] }
        current.append(p)
        last = p
      case .quadCurve(let c, let p):
        if current.isEmpty { current = [last] }
        for step in 1...steps {
          current.append(Self.quadPoint(last, c, p, CGFloat(step) / CGFloat(steps)))
        }
        last = p
      case .curve(let c1, let c2, let p):
        if current.isEmpty { current = [last] }
        for step in 1...steps {
          current.append(Self.cubicPoint(last, c1, c2, p, CGFloat(step) / CGFloat(steps)))
        }
        last = p
      case .close:
        if !current.isEmpty { result.append(current) }
        current = []
        last = start
      }
    }
    if !current.isEmpty { result.append(current) }
    return result
  }

  /// The subpaths as polylines, with whether each was closed (closed ones end at their start).
  func polylines() -> [(points: [CGPoint], closed: Bool)] {
    var closedFlags: [Bool] = []
    var open = false
    for element in elements {
      switch element {
      case .move:
        if open { closedFlags.append(false) }
        open = true
      case .close:
        closedFlags.append(true)
        open = false
      default:
        open = true
      }
    }
    if open { closedFlags.append(false) }
    return zip(flattenedSubpaths(), closedFlags).map { polyline, closed in
      (closed && polyline.count > 1 ? polyline + [polyline[0]] : polyline, closed)
    }
  }
}
