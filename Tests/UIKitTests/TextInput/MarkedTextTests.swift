import Testing

@testable import UIKit

/// `setMarkedText(_:selectedRange:)` (UITextInput): the marked text replaces the marked range,
/// else the selection, and stays marked; `selectedRange` is relative to the marked text.
@MainActor
struct MarkedTextTests {
  private func range(_ textRange: UITextRange?) -> NSRange? {
    (textRange as? IndexedTextRange)?.range
  }

  // "ab" with the caret at its end (offset 2): marking "xy" with the caret 1 into it gives
  // "abxy", marked 2…4, caret at 3; marking "z" replaces the marked "xy": "abz", marked 2…3.
  @Test func markedTextReplacesTheMarkedRangeInATextField() {
    let field = UITextField()
    field.text = "ab"
    field.setMarkedText("xy", selectedRange: NSRange(location: 1, length: 0))
    #expect(field.text == "abxy")
    #expect(range(field.markedTextRange) == NSRange(location: 2, length: 2))
    #expect(range(field.selectedTextRange) == NSRange(location: 3, length: 0))
    field.setMarkedText("z", selectedRange: NSRange(location: 1, length: 0))
    #expect(field.text == "abz")
    #expect(range(field.markedTextRange) == NSRange(location: 2, length: 1))
    #expect(range(field.selectedTextRange) == NSRange(location: 3, length: 0))
  }

  // Marking empty text removes the marked text and leaves nothing marked.
  @Test func emptyMarkedTextUnmarksATextView() {
    let textView = UITextView()
    textView.text = "ab"
    textView.setMarkedText("xy", selectedRange: NSRange(location: 2, length: 0))
    #expect(textView.text == "abxy")
    #expect(range(textView.markedTextRange) == NSRange(location: 2, length: 2))
    textView.setMarkedText("", selectedRange: NSRange(location: 0, length: 0))
    #expect(textView.text == "ab")
    #expect(textView.markedTextRange == nil)
    #expect(range(textView.selectedTextRange) == NSRange(location: 2, length: 0))
  }
}
