import Foundation

// `copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)`: the area a stroke covers, as a
// path to fill with the nonzero winding rule.
// Approximation: iOS returns one outline; Bezel returns overlapping closed pieces whose union is
// the stroked area: a rectangle of the line width around each segment (curves flattened into
// chords first), a circle at each joint for round joins, a triangle closing each joint's outer
// gap for bevel and miter joins (a miter is drawn as a bevel: the miter's tip is not added), and
// a half-width extension (square caps) or a circle (round caps) at the ends of open subpaths.
// Filled with the winding rule, the pieces cover what the stroke covers, except the miter tips.

extension CGPath {
  /// The outline of the path stroked with the given line width, cap and join, as closed pieces.
  public func copy(
    strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin,
    miterLimit: CGFloat, transform: CGAffineTransform = .identity
  ) -> CGPath {
    let result = CGPath(elements: [])
    guard lineWidth.isFinite, lineWidth > 0, transform.isUsable else { return result }
    let half = lineWidth / 2
    for polyline in polylines() {
      let points = polyline.points
      guard points.count > 1 else { continue }
      for (index, (a, b)) in zip(points, points.dropFirst()).enumerated() {
        let length = hypot(b.x - a.x, b.y - a.y)
        guard length > 0 else { continue }
        let dx = (b.x - a.x) / length
        let dy = (b.y - a.y) / length
        let isFirst = index == 0 && !polyline.closed
        let isLast = index == points.count - 2 && !polyline.closed
        let extendStart = isFirst && lineCap == .square ? half : 0
        let extendEnd = isLast && lineCap == .square ? half : 0
        let start = CGPoint(x: a.x - dx * extendStart, y: a.y - dy * extendStart)
        let end = CGPoint(x: b.x + dx * extendEnd, y: b.y + dy * extendEnd)
        let (nx, ny) = (-dy * half, dx * half)
        result.appendLines(
          [
            CGPoint(x: start.x + nx, y: start.y + ny), CGPoint(x: end.x + nx, y: end.y + ny),
            CGPoint(x: end.x - nx, y: end.y - ny), CGPoint(x: start.x - nx, y: start.y - ny),
          ], .identity)
        result.appendClose()
      }
      let joints =
        polyline.closed
        ? Array(points.indices.dropLast()) : Array(points.indices.dropFirst().dropLast())
      for index in joints {
        let previous = points[index == 0 ? points.count - 2 : index - 1]
        let next = points[index + 1]
        appendJoint(to: result, previous, points[index], next, half: half, join: lineJoin)
      }
      if !polyline.closed, lineCap == .round, let first = points.first, let last = points.last {
        for end in [first, last] {
          result.appendEllipse(
            in: CGRect(x: end.x - half, y: end.y - half, width: lineWidth, height: lineWidth),
            .identity)
        }
      }
    }
    return CGPath(elements: CGPath.transformed(result.elements, by: transform))
  }

  private func appendJoint(
    to result: CGPath, _ previous: CGPoint, _ joint: CGPoint, _ next: CGPoint, half: CGFloat,
    join: CGLineJoin
  ) {
    if join == .round {
      result.appendEllipse(
        in: CGRect(x: joint.x - half, y: joint.y - half, width: 2 * half, height: 2 * half),
        .identity)
      return
    }
    let normal = { (a: CGPoint, b: CGPoint) -> CGPoint in
      let length = hypot(b.x - a.x, b.y - a.y)
      guard length > 0 else { return .zero }
      return CGPoint(x: -(b.y - a.y) / length * half, y: (b.x - a.x) / length * half)
    }
    let n1 = normal(previous, joint)
    let n2 = normal(joint, next)
    for sign in [CGFloat(1), -1] {
      result.appendLines(
        [
          joint, CGPoint(x: joint.x + sign * n1.x, y: joint.y + sign * n1.y),
          CGPoint(x: joint.x + sign * n2.x, y: joint.y + sign * n2.y),
        ], .identity)
      result.appendClose()
    }
  }
}
