import Foundation

// What an exclusion path takes from a line of text. Apple documents only that, for a proposed
// line fragment rectangle "intersecting one of the regions defined by the exclusion paths, the
// text container returns an adjusted line fragment rectangle excluding that region"
// (`NSTextContainer.exclusionPaths`, iOS 7 on); how a curved region meets a line is unpublished.
// Bezel's model: over a horizontal band (the proposed rectangle's height), a path excludes every
// x at which its filled region (under its fill rule, open subpaths closed, as filling closes
// them) reaches anywhere in the band: the union over the band of the region's cross-sections,
// so a line never overlaps the region at any height of its fragment. A region touching the band
// only along its top or bottom edge covers nothing.
//
// Curves are flattened into 64 chords each (CoreGraphics' hit-testing count), with points added
// where a curve crosses the band's edges and at its horizontal extremes: the covered extent is
// then the Bézier curve's own, to rounding, so rectangles and ovals (`UIBezierPath(ovalIn:)`,
// four cubic quarters) are exact.

extension UIBezierPath {
  /// The x-intervals the path's filled region covers somewhere between `minY` and `maxY`,
  /// merged, left to right.
  func coveredIntervals(minY: CGFloat, maxY: CGFloat) -> [ClosedRange<CGFloat>] {
    guard maxY > minY else { return [] }
    let path = cgPath
    let box = path.boundingBoxOfPath
    guard !box.isNull, box.maxY > minY, box.minY < maxY else { return [] }
    let polygons = Self.polygons(of: path.elements, bandEdges: [minY, maxY])
    // The edges that reach into the band, and slabs between the band's edges and every vertex
    // inside it: no edge starts or ends inside a slab, so the region in a slab is trapezoids
    // between the edges crossing it.
    var edges: [(CGPoint, CGPoint)] = []
    var events: [CGFloat] = [minY, maxY]
    for polygon in polygons {
      for (index, a) in polygon.enumerated() {
        let b = polygon[(index + 1) % polygon.count]
        // Edges with an endpoint out of range (a curve's points overflowing) bound nothing.
        guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { continue }
        if a.y != b.y, max(a.y, b.y) > minY, min(a.y, b.y) < maxY { edges.append((a, b)) }
        if a.y > minY, a.y < maxY { events.append(a.y) }
      }
    }
    events.sort()
    var covered: [ClosedRange<CGFloat>] = []
    var top = events[0]
    for bottom in events.dropFirst() where bottom > top {
      covered += slabCoverage(edges, top: top, bottom: bottom)
      top = bottom
    }
    return Self.merged(covered)
  }

  /// The x-extents of the region's trapezoids between `top` and `bottom`.
  private func slabCoverage(_ edges: [(CGPoint, CGPoint)], top: CGFloat, bottom: CGFloat)
    -> [ClosedRange<CGFloat>]
  {
    struct Crossing {
      var top: CGFloat
      var bottom: CGFloat
      var middle: CGFloat
      var winding: Int
    }
    let middle = top / 2 + bottom / 2
    var crossings: [Crossing] = []
    for (a, b) in edges where min(a.y, b.y) <= top && max(a.y, b.y) >= bottom {
      // Near ±1.8e308 the differences overflow to infinity and the product to NaN: then halved
      // differences and a weighted mean, finite for any finite coordinates.
      func x(at y: CGFloat) -> CGFloat {
        let x = a.x + (b.x - a.x) * (y - a.y) / (b.y - a.y)
        if x.isFinite { return x }
        let t = min(1, max(0, (y / 2 - a.y / 2) / (b.y / 2 - a.y / 2)))
        return a.x * (1 - t) + b.x * t
      }
      let crossing = Crossing(
        top: x(at: top), bottom: x(at: bottom), middle: x(at: middle),
        winding: b.y > a.y ? 1 : -1)
      guard crossing.top.isFinite, crossing.bottom.isFinite, crossing.middle.isFinite else {
        continue
      }
      crossings.append(crossing)
    }
    crossings.sort { $0.middle < $1.middle }
    let evenOdd = usesEvenOddFillRule
    func isInside(_ winding: Int) -> Bool { evenOdd ? winding % 2 != 0 : winding != 0 }
    var result: [ClosedRange<CGFloat>] = []
    var winding = 0
    var entry: Crossing?
    for crossing in crossings {
      let wasInside = isInside(winding)
      winding += crossing.winding
      let inside = isInside(winding)
      if !wasInside, inside {
        entry = crossing
      } else if wasInside, !inside, let left = entry {
        // Edges that cross inside the slab (a self-intersecting path) still bound its extent.
        let low = min(left.top, left.bottom, crossing.top, crossing.bottom)
        let high = max(left.top, left.bottom, crossing.top, crossing.bottom)
        if low <= high { result.append(low...high) }
        entry = nil
      }
    }
    return result
  }

  /// Overlapping or touching intervals joined, left to right.
  static func merged(_ intervals: [ClosedRange<CGFloat>]) -> [ClosedRange<CGFloat>] {
    var result: [ClosedRange<CGFloat>] = []
    for interval in intervals.sorted(by: { $0.lowerBound < $1.lowerBound }) {
      if let last = result.last, interval.lowerBound <= last.upperBound {
        result[result.count - 1] = last.lowerBound...max(last.upperBound, interval.upperBound)
      } else {
        result.append(interval)
      }
    }
    return result
  }

  /// The subpaths as closed polygons (see the file's discussion); those of fewer than three
  /// points enclose nothing and are left out.
  static func polygons(of elements: [CGPath.Element], bandEdges: [CGFloat]) -> [[CGPoint]] {
    var result: [[CGPoint]] = []
    var current: [CGPoint] = []
    var start = CGPoint.zero
    var last = CGPoint.zero
    func finish() {
      if current.count > 2 { result.append(current) }
      current = []
    }
    for element in elements {
      switch element {
      case .move(let point):
        finish()
        current = [point]
        start = point
        last = point
      case .line(let point):
        if current.isEmpty { current = [last] }
        current.append(point)
        last = point
      case .quadCurve(let control, let end):
        if current.isEmpty { current = [last] }
        let (p0, p1) = (last, control)
        let ts = parameters(
          xExtremes: CGPath.quadExtremes(p0.x, p1.x, end.x),
          yExtremes: CGPath.quadExtremes(p0.y, p1.y, end.y), bandEdges: bandEdges
        ) { CGPath.quadPoint(p0, p1, end, $0).y }
        current += ts.map { CGPath.quadPoint(p0, p1, end, $0) }
        current.append(end)
        last = end
      case .curve(let control1, let control2, let end):
        if current.isEmpty { current = [last] }
        let p0 = last
        let ts = parameters(
          xExtremes: CGPath.cubicExtremes(p0.x, control1.x, control2.x, end.x),
          yExtremes: CGPath.cubicExtremes(p0.y, control1.y, control2.y, end.y),
          bandEdges: bandEdges
        ) { CGPath.cubicPoint(p0, control1, control2, end, $0).y }
        current += ts.map { CGPath.cubicPoint(p0, control1, control2, end, $0) }
        current.append(end)
        last = end
      case .close:
        finish()
        last = start
      }
    }
    finish()
    return result
  }

  /// The parameters in (0, 1) where a curve is sampled: 64 even steps, its extremes, and where
  /// its y crosses a band edge (by bisection on each piece between y extremes).
  private static func parameters(
    xExtremes: [CGFloat], yExtremes: [CGFloat], bandEdges: [CGFloat],
    y: (CGFloat) -> CGFloat
  ) -> [CGFloat] {
    let steps = 64
    var ts = (1..<steps).map { CGFloat($0) / CGFloat(steps) } + xExtremes + yExtremes
    let bounds = [0] + yExtremes.sorted() + [1]
    for edge in bandEdges {
      for (low, high) in zip(bounds, bounds.dropFirst()) where high > low {
        var (a, b) = (low, high)
        let (fa, fb) = (y(a) - edge, y(b) - edge)
        guard fa * fb < 0 else { continue }
        let rising = fb > 0
        for _ in 0..<64 {
          let mid = (a + b) / 2
          if (y(mid) - edge > 0) == rising { b = mid } else { a = mid }
        }
        ts.append((a + b) / 2)
      }
    }
    return ts.filter { $0 > 0 && $0 < 1 }.sorted()
  }
}
