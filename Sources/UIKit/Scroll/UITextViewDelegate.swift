import Foundation

/// The messages a text view sends its delegate while it is edited, besides the scroll view's;
/// every method is optional.
///
/// A text view's `delegate` is its scroll view's: set it to an object that adopts this protocol.
@MainActor @preconcurrency
public protocol UITextViewDelegate: UIScrollViewDelegate {
  /// Asked before the text view becomes first responder; `false` keeps it from editing.
  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
  /// Asked before the text view resigns first responder, unless it is forced to.
  func textViewShouldEndEditing(_ textView: UITextView) -> Bool
  /// The text view became first responder and is editing.
  func textViewDidBeginEditing(_ textView: UITextView)
  /// The text view resigned first responder.
  func textViewDidEndEditing(_ textView: UITextView)
  /// Asked before typing or deleting replaces `range` (in UTF-16 code units) with `text`;
  /// the return key asks with `"\n"`.
  func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool
  /// The user changed the text.
  func textViewDidChange(_ textView: UITextView)
  /// The selection (the caret) moved.
  func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
  public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
  public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
  public func textViewDidBeginEditing(_ textView: UITextView) {}
  public func textViewDidEndEditing(_ textView: UITextView) {}
  public func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool { true }
  public func textViewDidChange(_ textView: UITextView) {}
  public func textViewDidChangeSelection(_ textView: UITextView) {}
}
