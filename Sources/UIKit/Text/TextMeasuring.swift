import Foundation
import Synchronization

/// A model of how big a string is when drawn in a font.
///
/// Labels, buttons and text fields ask `TextMeasurement.current` for their intrinsic sizes, so a
/// test or an embedder can replace the model (with real font files, or a fixed table).
package protocol TextMeasuring: Sendable {
  /// Returns the typographic size of `text` laid out in `font`, not rounded.
  ///
  /// - Parameters:
  ///   - numberOfLines: The most lines shown; 0 means no limit. Lines past the limit are dropped.
  ///   - maxWidth: The widest a line may be; text wraps at spaces and breaks a word that is wider
  ///     than a whole line between characters. `nil`, zero, negative or infinite means no limit,
  ///     so only explicit line breaks start new lines.
  /// - Returns: The width of the widest line and the height of all lines; `.zero` for empty text.
  func size(of text: String, font: UIFont, numberOfLines: Int, maxWidth: CGFloat?) -> CGSize
}

extension TextMeasuring {
  /// Returns the size as a label reports it: the typographic size rounded up to whole pixels.
  ///
  /// UILabel's `intrinsicContentSize` and `sizeThatFits(_:)` are whole numbers of pixels, not of
  /// points: on @2x and @3x screens labels get fractional sizes (openradar 18062963, "UILabel has
  /// different intrinsic size on retina/non-retina devices"). Published examples: a 17 pt label
  /// "Hello, World!" reports (97.5, 20.5) on a @2x device (Steven Curtis, "What is
  /// intrinsicContentSize Anyway?"), and "Hello World" reports (88.0, 20.33) on a @3x device
  /// (IntrinsicVC.swift, 2023); 20.287… rounds up to 20.5 at @2x and 20.333… at @3x.
  package func labelSize(
    of text: String, font: UIFont, numberOfLines: Int, maxWidth: CGFloat?, scale: CGFloat
  ) -> CGSize {
    let size = size(of: text, font: font, numberOfLines: numberOfLines, maxWidth: maxWidth)
    return CGSize(
      width: TextMeasurement.roundedUpToPixels(size.width, scale: scale),
      height: TextMeasurement.roundedUpToPixels(size.height, scale: scale))
  }
}

/// The replaceable text model that UIKit's views measure with.
///
/// `current` is process-wide and guarded by a `Mutex`, so it is safe to read and replace from any
/// thread in Swift 6 without `nonisolated(unsafe)`. Because tests run in parallel, replacing the
/// process-wide model in one test would leak into others; `withModel(_:operation:)` instead
/// installs a model for one task tree only (a task-local value), and `current` prefers it.
package enum TextMeasurement {
  private static let installed = Mutex<any TextMeasuring>(SystemFontTextModel())

  @TaskLocal private static var scoped: (any TextMeasuring)?

  /// The model in effect: the one installed by `withModel` for this task, else the global one.
  package static var current: any TextMeasuring {
    get { scoped ?? installed.withLock { $0 } }
    set { installed.withLock { $0 = newValue } }
  }

  /// Runs `operation` with `model` as `current` for this task and the tasks it creates.
  package static func withModel<Result>(
    _ model: any TextMeasuring, operation: () throws -> Result
  ) rethrows -> Result {
    try $scoped.withValue(model, operation: operation)
  }

  /// Runs an asynchronous `operation` with `model` as `current` for this task and its children.
  package static func withModel<Result>(
    _ model: any TextMeasuring, operation: () async throws -> Result
  ) async rethrows -> Result {
    try await $scoped.withValue(model, operation: operation)
  }

  /// Rounds a length up to the next whole pixel at a screen scale (1, 2 or 3).
  ///
  /// A length already on the pixel grid, up to floating-point noise, stays where it is.
  package static func roundedUpToPixels(_ value: CGFloat, scale: CGFloat) -> CGFloat {
    guard value > 0, value.isFinite else { return value.isNaN ? 0 : max(0, value) }
    let pixelsPerPoint = scale > 0 && scale.isFinite ? scale : 1
    return ((value * pixelsPerPoint) - 1e-6).rounded(.up) / pixelsPerPoint
  }
}
