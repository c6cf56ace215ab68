import Foundation
import Testing

@testable import UIKit

/// `UITextView.scrollRangeToVisible(_:)` scrolls the least distance that shows the range.
///
/// Figures: twenty lines of 17 pt system text, each 2444/2048 × 17 = 20.287109375 tall, below
/// the default 8-point container inset, in a text view 100 tall.
@MainActor @Suite struct TextViewScrollRangeTests {
  let line: CGFloat = 2444 * 17 / 2048

  func textView() -> UITextView {
    let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    textView.font = UIFont.systemFont(ofSize: 17)
    textView.text = (0..<20).map { "L\($0)" }.joined(separator: "\n")
    textView.layoutIfNeeded()
    return textView
  }

  // Lines 0–9 are "L0"…"L9", two characters and a line break each: "L10" starts at 30. Its fragment spans 8 + 10 × line to
  // 8 + 11 × line; showing its bottom at the view's bottom takes 8 + 11 × line − 100.
  @Test func aRangeBelowScrollsItsBottomIntoView() {
    let textView = textView()
    textView.scrollRangeToVisible(NSRange(location: 30, length: 3))
    #expect(abs(textView.contentOffset.y - (8 + 11 * line - 100)) < 1e-6)
  }

  @Test func aVisibleRangeDoesNotScroll() {
    let textView = textView()
    textView.scrollRangeToVisible(NSRange(location: 3, length: 2))
    #expect(textView.contentOffset == .zero)
  }

  // Back up from the bottom: line 1 (from 8 + line) comes to the top.
  @Test func aRangeAboveScrollsItsTopIntoView() {
    let textView = textView()
    textView.scrollRangeToVisible(NSRange(location: 57, length: 3))
    textView.scrollRangeToVisible(NSRange(location: 3, length: 2))
    #expect(abs(textView.contentOffset.y - (8 + line)) < 1e-6)
  }

  @Test func aRangePastTheTextDoesNotTrap() {
    let textView = textView()
    textView.scrollRangeToVisible(NSRange(location: 10_000, length: 5))
    textView.scrollRangeToVisible(NSRange(location: NSNotFound, length: 0))
    #expect(textView.contentOffset.y >= 0)
  }
}
