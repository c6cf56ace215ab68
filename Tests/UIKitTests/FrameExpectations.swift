import Foundation
import Testing
import UIKit

/// The expected frame on the 3× pixel grid that Auto Layout frames are rounded to: each edge to
/// the nearest third of a point.
func pixelAligned(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) -> CGRect {
  func round(_ value: CGFloat) -> CGFloat { (value * 3).rounded() / 3 }
  let left = round(x)
  let top = round(y)
  return CGRect(x: left, y: top, width: round(x + width) - left, height: round(y + height) - top)
}

/// Whether two frames agree to within floating-point noise.
func isClose(_ a: CGRect, _ b: CGRect) -> Bool {
  abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9
    && abs(a.height - b.height) < 1e-9
}
