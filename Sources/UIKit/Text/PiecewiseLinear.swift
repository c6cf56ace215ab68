import Foundation

/// The value at `x` of the piecewise-linear function through `points`, sorted by x: linear
/// between two points, exact at each, and held at the first or last value outside them.
///
/// The rule of the system font's tables: its weight axis (`SystemFontMetrics.axisValue(of:)`)
/// and its tracking by point size (`SystemFontTracking`).
func piecewiseLinear<Point>(
  at x: CGFloat, through points: [Point], x px: (Point) -> CGFloat, y py: (Point) -> CGFloat
) -> CGFloat {
  guard let first = points.first, let last = points.last else { return 0 }
  if x <= px(first) { return py(first) }
  if x >= px(last) { return py(last) }
  var lower = first
  for point in points.dropFirst() {
    if x == px(point) { return py(point) }
    if x < px(point) {
      let fraction = (x - px(lower)) / (px(point) - px(lower))
      return py(lower) + (py(point) - py(lower)) * fraction
    }
    lower = point
  }
  return py(last)
}
