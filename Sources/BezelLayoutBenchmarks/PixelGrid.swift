import Foundation

/// The pixel grid UIKit aligns Auto Layout frames to, and how far a frame is from a
/// hand-computed one once both are on it.
///
/// Bezel, like UIKit, rounds each edge of a frame the engine computed to the nearest pixel of the
/// screen's scale, in the superview's coordinates. The benchmarks lay out without a window, so the
/// scale is the main screen's, 3×.
enum PixelGrid {
  static let scale: CGFloat = 3

  /// The rectangle with each edge rounded to the nearest pixel, as UIKit rounds a frame.
  static func aligned(_ rect: CGRect) -> CGRect {
    let left = round(rect.minX)
    let top = round(rect.minY)
    return CGRect(x: left, y: top, width: round(rect.maxX) - left, height: round(rect.maxY) - top)
  }

  static func round(_ value: CGFloat) -> CGFloat {
    (value * scale).rounded() / scale
  }

  /// The largest distance between an edge of `actual` and the same edge of `aligned`, the hand
  /// frame on the pixel grid; `exact` is the hand frame before rounding.
  ///
  /// An exact edge that lies half way between two pixels (within floating-point noise) may round
  /// either way, since the engine's value for it carries its own noise: either pixel counts.
  static func error(_ actual: CGRect, aligned: CGRect, exact: CGRect) -> Double {
    max(
      edgeError(actual.minX, aligned.minX, exact.minX),
      edgeError(actual.minY, aligned.minY, exact.minY),
      edgeError(actual.maxX, aligned.maxX, exact.maxX),
      edgeError(actual.maxY, aligned.maxY, exact.maxY))
  }

  static func edgeError(_ actual: CGFloat, _ aligned: CGFloat, _ exact: CGFloat) -> Double {
    let scaled = exact * scale
    let below = scaled.rounded(.down)
    if abs(scaled - below - 0.5) <= 1e-9 * max(1, abs(scaled)) {
      return Double(min(abs(actual - below / scale), abs(actual - (below + 1) / scale)))
    }
    return Double(abs(actual - aligned))
  }

  /// The largest error over lists of frames in the same order, or nil when the lists differ in
  /// length.
  static func maxError(_ actual: [CGRect], aligned: [CGRect], exact: [CGRect]) -> Double? {
    guard actual.count == aligned.count, actual.count == exact.count else { return nil }
    var result = 0.0
    for index in actual.indices {
      result = max(result, error(actual[index], aligned: aligned[index], exact: exact[index]))
    }
    return result
  }
}
