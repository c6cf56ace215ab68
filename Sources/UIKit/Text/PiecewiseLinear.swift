import Foundation

/// The value at `x` of the piecewise-linear function through `points`, sorted by x: linear
/// between two points, exact at each, and held at the first or last value outside them.
///
/// The rule of the system font's tables: its weight axis (`SystemFontMetrics.axisValue(of:)`)
/// and its tracking by point size (`SystemFontTracking`). Text measurement asks for every
/// character, so the segment is found by bisection and the points read by index: a generic
/// slice per call (`dropFirst`) made this a quarter of a debug build's layout time.
func piecewiseLinear<Point>(
  at x: CGFloat, through points: [Point], x px: (Point) -> CGFloat, y py: (Point) -> CGFloat
) -> CGFloat {
  guard let first = points.first, let last = points.last else { return 0 }
  if x <= px(first) { return py(first) }
  if x >= px(last) { return py(last) }
  // Invariant: px(points[low]) < x < px(points[high]).
  var low = 0
  var high = points.count - 1
  while high - low > 1 {
    let middle = (low + high) / 2
    let point = points[middle]
    if x == px(point) { return py(point) }
    if x < px(point) { high = middle } else { low = middle }
  }
  let lower = points[low]
  let upper = points[high]
  let fraction = (x - px(lower)) / (px(upper) - px(lower))
  return py(lower) + (py(upper) - py(lower)) * fraction
}
