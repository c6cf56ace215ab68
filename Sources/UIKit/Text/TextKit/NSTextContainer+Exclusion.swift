import Foundation

/// A proposed line fragment cut by the container's exclusion paths
/// (`lineFragmentRect(forProposedRect:at:writingDirection:remaining:)`).
extension NSTextContainer {
  /// Gaps narrower than this between exclusions, or between an exclusion and the rectangle's
  /// end, are rounding, not room.
  private static let tolerance: CGFloat = 1e-9

  /// The first free part of `rect` in the writing direction, and the rest of `rect` past the
  /// exclusion that ends it (empty when none).
  func fragment(of rect: CGRect, rightToLeft: Bool) -> (fragment: CGRect, remaining: CGRect) {
    let blocked = excludedIntervals(in: rect)
    func piece(_ low: CGFloat, _ high: CGFloat) -> CGRect {
      high - low > Self.tolerance
        ? CGRect(x: low, y: rect.minY, width: high - low, height: rect.height) : .zero
    }
    if rightToLeft {
      var edge = rect.maxX
      for interval in blocked.reversed() {
        if edge - interval.upperBound > Self.tolerance {
          return (piece(interval.upperBound, edge), piece(rect.minX, interval.lowerBound))
        }
        edge = min(edge, interval.lowerBound)
      }
      return (piece(rect.minX, edge), .zero)
    }
    var edge = rect.minX
    for interval in blocked {
      if interval.lowerBound - edge > Self.tolerance {
        return (piece(edge, interval.lowerBound), piece(interval.upperBound, rect.maxX))
      }
      edge = max(edge, interval.upperBound)
    }
    return (piece(edge, rect.maxX), .zero)
  }

  /// Where the first of the exclusion paths that cover part of `rect` ends (the bottom of its
  /// bounding box), or nil when none does: below it, that path takes nothing from a line.
  func exclusionBottom(in rect: CGRect) -> CGFloat? {
    let rect = rect.intersection(layoutBounds)
    guard !rect.isNull, rect.height > 0 else { return nil }
    var bottom: CGFloat?
    for path in exclusionPaths {
      let reachesIn = path.coveredIntervals(minY: rect.minY, maxY: rect.maxY).contains {
        $0.upperBound > rect.minX && $0.lowerBound < rect.maxX
      }
      let maxY = path.cgPath.boundingBoxOfPath.maxY
      if reachesIn, maxY.isFinite { bottom = min(bottom ?? maxY, maxY) }
    }
    return bottom
  }

  /// The x-intervals of `rect` the exclusion paths cover somewhere over its height, merged,
  /// left to right.
  func excludedIntervals(in rect: CGRect) -> [ClosedRange<CGFloat>] {
    var intervals: [ClosedRange<CGFloat>] = []
    for path in exclusionPaths {
      for interval in path.coveredIntervals(minY: rect.minY, maxY: rect.maxY)
      where interval.upperBound > rect.minX && interval.lowerBound < rect.maxX {
        intervals.append(max(interval.lowerBound, rect.minX)...min(interval.upperBound, rect.maxX))
      }
    }
    return UIBezierPath.merged(intervals)
  }
}
