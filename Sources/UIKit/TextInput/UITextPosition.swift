import Foundation

/// A place in a text object's content.
///
/// Adopters of `UITextInput` subclass it; UIKit's text
/// field and text view answer positions that count UTF-16 code units from the start.
@MainActor @preconcurrency
open class UITextPosition: NSObject {}

/// A range of a text object's content, between two positions.
///
/// Adopters of `UITextInput`
/// subclass it and override `start` and `end`.
@MainActor @preconcurrency
open class UITextRange: NSObject {
  /// Whether the range holds no characters; the base class compares nothing and answers `true`.
  open var isEmpty: Bool { true }
  open var start: UITextPosition { UITextPosition() }
  open var end: UITextPosition { UITextPosition() }
}

/// The directions of the text's layout (UITextInput.h; raw values are Apple's).
public enum UITextLayoutDirection: Int, Sendable {
  case right = 2
  case left = 3
  case up = 4
  case down = 5
}

/// The directions of the text's storage.
public enum UITextStorageDirection: Int, Sendable {
  case forward = 0
  case backward = 1
}

/// A storage or layout direction, as the tokenizer takes it (an `NSInteger` in Objective-C).
public struct UITextDirection: RawRepresentable, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static func storage(_ direction: UITextStorageDirection) -> UITextDirection {
    UITextDirection(rawValue: direction.rawValue)
  }
  public static func layout(_ direction: UITextLayoutDirection) -> UITextDirection {
    UITextDirection(rawValue: direction.rawValue)
  }
}

/// The units the tokenizer moves by.
public enum UITextGranularity: Int, Sendable {
  case character = 0
  case word = 1
  case sentence = 2
  case paragraph = 3
  case line = 4
  case document = 5
}

/// The writing direction of a run of text (NSText.h).
public enum NSWritingDirection: Int, Sendable {
  case natural = -1
  case leftToRight = 0
  case rightToLeft = 1
}

/// The old name of `NSWritingDirection`.
public typealias UITextWritingDirection = NSWritingDirection

/// A piece of a selection's highlight, as `selectionRects(for:)` answers it.
@MainActor @preconcurrency
open class UITextSelectionRect: NSObject {
  open var rect: CGRect { .zero }
  open var writingDirection: NSWritingDirection { .natural }
  open var containsStart: Bool { false }
  open var containsEnd: Bool { false }
  open var isVertical: Bool { false }
  open var transform: CGAffineTransform { .identity }
}

/// The object the system tells of a text object's changes: UIKit sets a text object's
/// `inputDelegate`, which the object tells before and after it changes its text or selection by
/// itself.
@MainActor @preconcurrency
public protocol UITextInputDelegate: NSObjectProtocol {
  func selectionWillChange(_ textInput: (any UITextInput)?)
  func selectionDidChange(_ textInput: (any UITextInput)?)
  func textWillChange(_ textInput: (any UITextInput)?)
  func textDidChange(_ textInput: (any UITextInput)?)
}

/// Finds the boundaries of words, sentences and other units in a text object.
@MainActor @preconcurrency
public protocol UITextInputTokenizer: NSObjectProtocol {
  func rangeEnclosingPosition(
    _ position: UITextPosition, with granularity: UITextGranularity,
    inDirection direction: UITextDirection
  ) -> UITextRange?
  func isPosition(
    _ position: UITextPosition, atBoundary granularity: UITextGranularity,
    inDirection direction: UITextDirection
  ) -> Bool
  func position(
    from position: UITextPosition, toBoundary granularity: UITextGranularity,
    inDirection direction: UITextDirection
  ) -> UITextPosition?
  func isPosition(
    _ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
    inDirection direction: UITextDirection
  ) -> Bool
}
