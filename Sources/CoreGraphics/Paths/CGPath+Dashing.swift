import Foundation

// `copy(dashingWithPhase:lengths:transform:)`: the path cut into dashes, alternately drawn and
// skipped lengths starting `phase` into the pattern, each subpath starting the pattern afresh.
// Approximation: curves are flattened into chords first (`flatteningSteps` per curve), so a dash
// along a curve is a polyline, not a piece of the curve as on iOS; lengths along a curve are the
// chords' lengths.

extension CGPath {
  /// The path as dashes: each drawn length of `lengths` becomes an open subpath.
  ///
  /// An empty pattern, or one whose lengths are all zero or not finite, gives a copy of the path.
  public func copy(
    dashingWithPhase phase: CGFloat, lengths: [CGFloat], transform: CGAffineTransform = .identity
  ) -> CGPath {
    let pattern = lengths.map { $0.isFinite ? max($0, 0) : 0 }
    let total = pattern.reduce(0, +)
    guard total > 0, phase.isFinite, transform.isUsable else {
      return CGPath(elements: CGPath.transformed(elements, by: transform))
    }
    var result: [Element] = []
    for (polyline, _) in polylines() {
      var offset = phase.truncatingRemainder(dividingBy: total)
      if offset < 0 { offset += total }
      var index = 0
      while offset >= pattern[index] {
        offset -= pattern[index]
        index = (index + 1) % pattern.count
      }
      var remaining = pattern[index] - offset
      var drawing = index % 2 == 0
      if drawing, let first = polyline.first { result.append(.move(first)) }
      for (a, b) in zip(polyline, polyline.dropFirst()) {
        var from = a
        var segment = hypot(b.x - a.x, b.y - a.y)
        while segment > 0 {
          let step = min(remaining, segment)
          let fraction = step / segment
          let to = CGPoint(
            x: from.x + (b.x - from.x) * fraction, y: from.y + (b.y - from.y) * fraction)
          if drawing { result.append(.line(to)) }
          from = to
          segment -= step
          remaining -= step
          if remaining <= 0 {
            index = (index + 1) % pattern.count
            remaining = pattern[index]
            drawing = index % 2 == 0
            if drawing, remaining > 0 { result.append(.move(from)) }
          }
        }
      }
    }
    return CGPath(elements: CGPath.transformed(Self.withoutEmptyMoves(result), by: transform))
  }

  /// Drops moves not followed by a drawn element.
  private static func withoutEmptyMoves(_ elements: [Element]) -> [Element] {
    var result: [Element] = []
    for element in elements {
      if case .move = element, case .move = result.last { result.removeLast() }
      result.append(element)
    }
    if case .move = result.last { result.removeLast() }
    return result
  }
}
