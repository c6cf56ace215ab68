import Foundation

// Arcs as cubic Bézier curves. Each curve spans at most a quarter turn and the pieces are split at
// the axes (angles that are multiples of π/2), so that an arc's extreme points are curve end
// points, exactly on the circle; a piece of angle θ has its control points at 4/3·tan(θ/4) of the
// radius along the tangents (the standard construction, error below 0.03 % of the radius).
// Angles are in radians from the positive x-axis towards the positive y-axis; `clockwise`
// means decreasing angles, as CGPathAddArc defines it (which looks counter-clockwise on a flipped,
// y-down screen such as UIKit's).

extension CGPath {
  /// An arc of the circle at `center`: a line (or a move, in an empty path) to its start, then
  /// curves through `sweep` radians from `startAngle`.
  func appendArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, sweep: CGFloat, _ t: CGAffineTransform
  ) {
    guard center.isUsable, radius.isFinite, startAngle.isFinite, sweep.isFinite, t.isUsable,
      radius >= 0
    else { return }
    let start = Self.point(on: center, radius: radius, angle: startAngle, quarter: nil)
    let transformedStart = start.applying(t)
    if hasCurrentPoint {
      if currentPoint != transformedStart { elements.append(.line(transformedStart)) }
    } else {
      elements.append(.move(transformedStart))
    }
    guard sweep != 0, radius > 0 else { return }
    // At most one turn (more would retrace the circle), from an angle reduced to one turn, so that
    // the quarter indices below stay small whatever the caller passed.
    let sweep = max(-2 * CGFloat.pi, min(2 * CGFloat.pi, sweep))
    let startAngle = startAngle.truncatingRemainder(dividingBy: 2 * CGFloat.pi)
    // The angles where the arc crosses an axis, strictly inside the sweep, then its end.
    let quarter = CGFloat.pi / 2
    let end = startAngle + sweep
    var cuts: [(angle: CGFloat, quarter: Int?)] = []
    if sweep > 0 {
      var index = Int((startAngle / quarter).rounded(.down)) + 1
      while CGFloat(index) * quarter < end {
        cuts.append((CGFloat(index) * quarter, index))
        index += 1
      }
    } else {
      var index = Int((startAngle / quarter).rounded(.up)) - 1
      while CGFloat(index) * quarter > end {
        cuts.append((CGFloat(index) * quarter, index))
        index -= 1
      }
    }
    cuts.append((end, nil))
    var from: (angle: CGFloat, quarter: Int?) = (startAngle, nil)
    for to in cuts {
      appendArcPiece(center: center, radius: radius, from: from, to: to, t)
      from = to
    }
  }

  private func appendArcPiece(
    center: CGPoint, radius: CGFloat, from: (angle: CGFloat, quarter: Int?),
    to: (angle: CGFloat, quarter: Int?), _ t: CGAffineTransform
  ) {
    let theta = to.angle - from.angle
    guard theta != 0 else { return }
    let k = 4 / 3 * tan(theta / 4) * radius
    let p0 = Self.point(on: center, radius: radius, angle: from.angle, quarter: from.quarter)
    let p3 = Self.point(on: center, radius: radius, angle: to.angle, quarter: to.quarter)
    let p1 = CGPoint(x: p0.x - k * sin(from.angle), y: p0.y + k * cos(from.angle))
    let p2 = CGPoint(x: p3.x + k * sin(to.angle), y: p3.y - k * cos(to.angle))
    elements.append(.curve(control1: p1.applying(t), control2: p2.applying(t), end: p3.applying(t)))
  }

  /// The point of the circle at `angle`; exact on the axes when `quarter` (angle / (π/2)) is given.
  private static func point(on center: CGPoint, radius: CGFloat, angle: CGFloat, quarter: Int?)
    -> CGPoint
  {
    if let quarter {
      let unit: (CGFloat, CGFloat) = [(1, 0), (0, 1), (-1, 0), (0, -1)][((quarter % 4) + 4) % 4]
      return CGPoint(x: center.x + radius * unit.0, y: center.y + radius * unit.1)
    }
    return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
  }

  /// The sweep of `addArc(center:radius:startAngle:endAngle:clockwise:)`: from the start angle to
  /// the end angle in the given direction, less than one turn unless the angles are a turn or
  /// more apart in that direction (then one full circle).
  static func sweep(from startAngle: CGFloat, to endAngle: CGFloat, clockwise: Bool) -> CGFloat {
    let turn = 2 * CGFloat.pi
    let difference = endAngle - startAngle
    if clockwise {
      if difference <= -turn { return -turn }
      var sweep = difference.truncatingRemainder(dividingBy: turn)
      if sweep > 0 { sweep -= turn }
      return sweep
    }
    if difference >= turn { return turn }
    var sweep = difference.truncatingRemainder(dividingBy: turn)
    if sweep < 0 { sweep += turn }
    return sweep
  }

  /// The arc of `addArc(tangent1End:tangent2End:radius:)`, after a line to its first tangent point.
  ///
  /// The arc of `radius` is tangent to the line from the current point to the corner
  /// `tangent1End` and to the line from there to `tangent2End`. When the three points are on one
  /// line, or the radius is zero, it is a line to the corner.
  func appendTangentArc(
    tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat, _ t: CGAffineTransform,
    caller: String
  ) {
    guard p1.isUsable, p2.isUsable, radius.isFinite, radius >= 0, t.isUsable else { return }
    guard hasCurrentPoint else { return CoreGraphicsLog.log("\(caller): no current point.") }
    // The current point is in path coordinates; the corner is before the transform.
    let p0 = currentPoint.applying(t.inverted())
    let v1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y)
    let v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
    let length1 = hypot(v1.x, v1.y)
    let length2 = hypot(v2.x, v2.y)
    let cross = v1.x * v2.y - v1.y * v2.x
    guard radius > 0, length1 > 0, length2 > 0, abs(cross) > 1e-12 * length1 * length2 else {
      return appendLine(p1, t, caller: caller)
    }
    let cosine = max(-1, min(1, (v1.x * v2.x + v1.y * v2.y) / (length1 * length2)))
    let corner = acos(cosine)  // the angle between the two lines at p1
    let tangentDistance = radius / tan(corner / 2)
    let u1 = CGPoint(x: v1.x / length1, y: v1.y / length1)
    let u2 = CGPoint(x: v2.x / length2, y: v2.y / length2)
    let t1 = CGPoint(x: p1.x + u1.x * tangentDistance, y: p1.y + u1.y * tangentDistance)
    let t2 = CGPoint(x: p1.x + u2.x * tangentDistance, y: p1.y + u2.y * tangentDistance)
    let bisector = CGPoint(x: u1.x + u2.x, y: u1.y + u2.y)
    let bisectorLength = hypot(bisector.x, bisector.y)
    let centerDistance = radius / sin(corner / 2)
    let center = CGPoint(
      x: p1.x + bisector.x / bisectorLength * centerDistance,
      y: p1.y + bisector.y / bisectorLength * centerDistance)
    let startAngle = atan2(t1.y - center.y, t1.x - center.x)
    let endAngle = atan2(t2.y - center.y, t2.x - center.x)
    // The short way round: clockwise (decreasing angles) when the corner turns right.
    let sweep = Self.sweep(from: startAngle, to: endAngle, clockwise: cross > 0)
    appendArc(center: center, radius: radius, startAngle: startAngle, sweep: sweep, t)
  }
}
