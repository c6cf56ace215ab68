import Foundation

/// The least a responder adopts to take typing: it says whether it has text, and the keyboard
/// (Bezel's typing driver) inserts and deletes through it.
///
/// A view that adopts it and can become first responder receives what is typed while it is
/// first responder, one `insertText(_:)` per character and `"\n"` for the return key.
@MainActor @preconcurrency
public protocol UIKeyInput: UITextInputTraits {
  var hasText: Bool { get }
  func insertText(_ text: String)
  func deleteBackward()
}

/// A text object that exposes its content, selection and geometry to the system, through
/// positions and ranges of its own.
///
/// These are the protocol's required members (UITextInput.h); the optional ones have defaults.
@MainActor @preconcurrency
public protocol UITextInput: UIKeyInput {
  func text(in range: UITextRange) -> String?
  func replace(_ range: UITextRange, withText text: String)
  var selectedTextRange: UITextRange? { get set }
  var markedTextRange: UITextRange? { get }
  var markedTextStyle: [NSAttributedString.Key: Any]? { get set }
  func setMarkedText(_ markedText: String?, selectedRange: NSRange)
  func unmarkText()
  var beginningOfDocument: UITextPosition { get }
  var endOfDocument: UITextPosition { get }
  func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
  func position(from position: UITextPosition, offset: Int) -> UITextPosition?
  func position(
    from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int
  ) -> UITextPosition?
  func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
  func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
  var inputDelegate: (any UITextInputDelegate)? { get set }
  var tokenizer: any UITextInputTokenizer { get }
  func position(
    within range: UITextRange, farthestIn direction: UITextLayoutDirection
  ) -> UITextPosition?
  func characterRange(
    byExtending position: UITextPosition, in direction: UITextLayoutDirection
  ) -> UITextRange?
  func baseWritingDirection(
    for position: UITextPosition, in direction: UITextStorageDirection
  ) -> NSWritingDirection
  func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange)
  func firstRect(for range: UITextRange) -> CGRect
  func caretRect(for position: UITextPosition) -> CGRect
  func selectionRects(for range: UITextRange) -> [UITextSelectionRect]
  func closestPosition(to point: CGPoint) -> UITextPosition?
  func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition?
  func characterRange(at point: CGPoint) -> UITextRange?
}

// The optional members of UITextInput.h that code most often calls.
extension UITextInput {
  /// Whether the text in `range` may be replaced; `true` unless the adopter says otherwise.
  public func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool {
    true
  }

  /// The view that draws the text: the adopter itself when it is a view.
  public var textInputView: UIView { (self as? UIView) ?? UIView() }
}
