import Foundation

/// A model of how big a string is when drawn in a font.
///
/// Labels, buttons and text fields measure with their window context's model
/// (`TextMeasurement`), so a test or an embedder can replace it (with real font files, or a fixed
/// table).
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

  /// The horizontal advance of one character in a font, as laid out in a line (attributed text
  /// lays out character by character). By default, the width of the character measured alone.
  func advance(of character: Character, in font: UIFont) -> CGFloat

  /// Each character's advance in one font, and how much the font's kerning moves the next
  /// character (negative: closer; 0 for the last), for a stretch of characters at once. By
  /// default, `advance(of:in:)` of each and no kerning.
  func advancesAndPairKerning(of characters: [Character], in font: UIFont)
    -> [(advance: CGFloat, kerning: CGFloat)]
}

extension TextMeasuring {
  package func advance(of character: Character, in font: UIFont) -> CGFloat {
    size(of: String(character), font: font, numberOfLines: 1, maxWidth: nil).width
  }

  package func advancesAndPairKerning(of characters: [Character], in font: UIFont)
    -> [(advance: CGFloat, kerning: CGFloat)]
  {
    characters.map { (advance(of: $0, in: font), 0) }
  }
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
/// The model is a fact of the window context (`WindowContext`): a window's own, else the one of
/// the innermost context the task entered, else the system font model. `withModel(_:operation:)`
/// enters a context that sets only the model, for one call and the tasks it creates, so tests
/// running in parallel never see each other's model.
package enum TextMeasurement {
  /// The model in effect for this task (`WindowContext.textModel(in:)` for a view's window).
  @MainActor
  package static var current: any TextMeasuring { WindowContext.textModel() }

  /// Runs `operation` with `model` as `current` for this task and the tasks it creates.
  @MainActor
  package static func withModel<Result>(
    _ model: any TextMeasuring, operation: () throws -> Result
  ) rethrows -> Result {
    try WindowContext(textModel: model).run(operation)
  }

  /// Runs an asynchronous `operation` with `model` as `current` for this task and its children.
  @MainActor
  package static func withModel<Result>(
    _ model: any TextMeasuring, operation: () async throws -> Result
  ) async rethrows -> Result {
    try await WindowContext(textModel: model).runAsync(operation)
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

extension TextMeasurement {
  /// Whether two models are known to measure alike: both absent, the same object, or equal
  /// values of an `Equatable` model.
  ///
  /// Any other pair counts as different.
  package static func isSameModel(_ a: (any TextMeasuring)?, _ b: (any TextMeasuring)?) -> Bool {
    switch (a, b) {
    case (nil, nil): return true
    case (let a?, let b?):
      if type(of: a) is AnyClass, type(of: b) is AnyClass {
        return (a as AnyObject) === (b as AnyObject)
      }
      guard let equatable = a as? any Equatable else { return false }
      return isEqual(equatable, b)
    default: return false
    }
  }

  private static func isEqual<Model: Equatable>(_ a: Model, _ b: Any) -> Bool {
    (b as? Model) == a
  }
}
