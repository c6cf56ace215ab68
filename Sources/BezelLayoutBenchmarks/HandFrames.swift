import BezelBenchmarks
import Foundation

/// Frames computed by hand-written arithmetic, with no engine: the lower bound any layout
/// engine is compared with.
struct HandFrames {
  /// The frames as the arithmetic gives them.
  var exact: [CGRect] = []
  /// The same frames on the pixel grid, as UIKit would report them.
  var aligned: [CGRect] = []

  /// Computes the frames with `arithmetic` and rounds them to the pixel grid; both steps count
  /// towards the lower bound.
  static func timed(_ arithmetic: () -> [CGRect]) -> (frames: HandFrames, milliseconds: Double) {
    var frames = HandFrames()
    let milliseconds = Timing.milliseconds {
      frames.exact = arithmetic()
      frames.aligned = frames.exact.map(PixelGrid.aligned)
    }
    return (frames, milliseconds)
  }

  /// The largest distance between `actual` and these frames on the pixel grid, or nil when the
  /// counts differ.
  func maxError(_ actual: [CGRect]) -> Double? {
    PixelGrid.maxError(actual, aligned: aligned, exact: exact)
  }
}
