import Foundation

/// Whether two rectangles agree to a millionth of a point: frames on a 3× pixel grid (thirds of
/// a point) come back from the view's centre and bounds with rounding error.
func isClose(_ a: CGRect, _ b: CGRect) -> Bool {
  abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6
    && abs(a.height - b.height) < 1e-6
}

/// Whether two points agree to a millionth of a point.
func isClose(_ a: CGPoint?, _ b: CGPoint) -> Bool {
  guard let a else { return false }
  return abs(a.x - b.x) < 1e-6 && abs(a.y - b.y) < 1e-6
}
