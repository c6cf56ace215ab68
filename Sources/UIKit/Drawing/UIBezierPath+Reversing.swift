import Foundation

// `reversing()`: "a new path object with the same path shape but for which the path has been
// created in the reverse direction". Each subpath is reversed in place, in the original order
// of subpaths: an open subpath starts at its old end; a closed one starts at its old start and
// first runs back along the closing line (when that line has length), so that the shape and
// its closing are kept. A curve's control points swap.

extension UIBezierPath {
  /// One segment of a subpath, ending at `end`.
  private enum Segment {
    case line
    case quad(CGPoint)
    case curve(CGPoint, CGPoint)
  }

  private struct Subpath {
    var start: CGPoint
    var segments: [(segment: Segment, end: CGPoint)] = []
    var closed = false
  }

  static func reversed(_ elements: [CGPath.Element]) -> [CGPath.Element] {
    var subpaths: [Subpath] = []
    var current: Subpath?
    var lastStart = CGPoint.zero
    func add(_ segment: Segment, to end: CGPoint) {
      // After a close, a segment without a move starts a subpath at the closed one's start.
      if current == nil { current = Subpath(start: lastStart) }
      current?.segments.append((segment, end))
    }
    for element in elements {
      switch element {
      case .move(let point):
        if let current { subpaths.append(current) }
        current = Subpath(start: point)
        lastStart = point
      case .line(let end): add(.line, to: end)
      case .quadCurve(let control, let end): add(.quad(control), to: end)
      case .curve(let control1, let control2, let end): add(.curve(control1, control2), to: end)
      case .close:
        if var closing = current {
          closing.closed = true
          subpaths.append(closing)
        }
        current = nil
      }
    }
    if let current { subpaths.append(current) }
    return subpaths.flatMap(reversed)
  }

  private static func reversed(_ subpath: Subpath) -> [CGPath.Element] {
    let lastEnd = subpath.segments.last?.end ?? subpath.start
    var result: [CGPath.Element]
    if subpath.closed && lastEnd != subpath.start {
      result = [.move(subpath.start), .line(lastEnd)]
    } else {
      result = [.move(lastEnd)]
    }
    for index in subpath.segments.indices.reversed() {
      let from = index == 0 ? subpath.start : subpath.segments[index - 1].end
      switch subpath.segments[index].segment {
      case .line: result.append(.line(from))
      case .quad(let control): result.append(.quadCurve(control: control, end: from))
      case .curve(let control1, let control2):
        result.append(.curve(control1: control2, control2: control1, end: from))
      }
    }
    if subpath.closed { result.append(.close) }
    return result
  }
}
