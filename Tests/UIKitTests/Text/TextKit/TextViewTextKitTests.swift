import Foundation
import Testing

@testable import UIKit

/// `UITextView`'s TextKit objects: its text storage holds its text, its size is its layout
/// manager's used rectangle plus its text container inset, and TextKit 2 is on until TextKit 1's
/// layout manager is asked for (iOS 16).
@MainActor @Suite struct TextViewTextKitTests {
  let model = FixedAdvanceTextModel()
  let font = UIFont.systemFont(ofSize: 17)

  func textView(_ text: String = "abc def ghi", width: CGFloat = 80) -> UITextView {
    let view = UITextView(frame: CGRect(x: 0, y: 0, width: width, height: 200))
    view.font = font
    view.text = text
    return view
  }

  /// A length rounded up to the view's pixel grid, as its sizes are.
  func pixels(_ length: CGFloat, in view: UIView) -> CGFloat {
    TextMeasurement.roundedUpToPixels(length, scale: view.layoutScale)
  }

  @Test func sizeThatFitsIsTheUsedRectPlusTheInset() {
    TextMeasurement.withModel(model) {
      let view = textView()
      let used = view.layoutManager.usedRect(for: view.textContainer)
      let fitting = view.sizeThatFits(CGSize(width: 80, height: 0))
      #expect(fitting.width == pixels(used.width, in: view))
      #expect(fitting.height == pixels(used.height, in: view) + 16)
      // "abc def" and "ghi": two 17 pt system-font lines, 2444 × 17 / 2048 each.
      #expect(used.height == 2 * (2444 * 17 / 2048 as CGFloat))
    }
  }

  @Test func theContainerIsAsWideAsTheViewLessTheInset() {
    let view = textView(width: 120)
    view.textContainerInset = UIEdgeInsets(top: 8, left: 6, bottom: 8, right: 4)
    #expect(view.textContainer.size.width == 110)
    #expect(view.textContainer.widthTracksTextView)
  }

  @Test func contentSizeFollowsTheLayoutManager() {
    TextMeasurement.withModel(model) {
      let view = textView()
      view.text = "abc def ghi jkl mno"
      let used = view.layoutManager.usedRect(for: view.textContainer)
      #expect(view.contentSize.height == pixels(used.height, in: view) + 16)
    }
  }

  @Test func theTextStorageHoldsTheTextInTheViewsFont() {
    let view = textView("Hello")
    #expect(view.textStorage.string == "Hello")
    #expect(view.textStorage.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == font)
  }

  @Test func editingTheTextStorageChangesTheViewsText() {
    let view = textView("Hello")
    view.textStorage.replaceCharacters(in: NSRange(location: 0, length: 5), with: "Goodbye")
    #expect(view.text == "Goodbye")
  }

  @Test func replacingTextKeepsTheStoragesAttributesAround() {
    let view = textView("Hello world")
    view.textStorage.addAttribute(.kern, value: 2, range: NSRange(location: 6, length: 5))
    let start = view.position(from: view.beginningOfDocument, offset: 0)!
    let end = view.position(from: view.beginningOfDocument, offset: 5)!
    view.replace(view.textRange(from: start, to: end)!, withText: "Howdy")
    #expect(view.textStorage.string == "Howdy world")
    #expect(view.textStorage.attribute(.kern, at: 8, effectiveRange: nil) as? Int == 2)
  }

  @Test func attributedTextIsMeasuredWithItsAttributes() {
    // Two fonts: the text view measures what boundingRect measures at its width less the
    // padding.
    TextMeasurement.withModel(SystemFontTextModel()) {
      let view = UITextView(frame: CGRect(x: 0, y: 0, width: 150, height: 100))
      let text = NSMutableAttributedString(
        string: "Big and small words wrap here", attributes: [.font: UIFont.systemFont(ofSize: 13)])
      text.addAttribute(
        .font, value: UIFont.boldSystemFont(ofSize: 28), range: NSRange(location: 0, length: 3))
      view.attributedText = text
      let bounding = text.boundingRect(
        with: CGSize(width: 140, height: CGFloat.greatestFiniteMagnitude),
        options: [.usesLineFragmentOrigin, .usesFontLeading], context: nil)
      #expect(
        view.sizeThatFits(CGSize(width: 150, height: 0)).height == pixels(bounding.height, in: view)
          + 16)
      #expect(
        view.attributedText.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
          == UIFont.boldSystemFont(ofSize: 28))
    }
  }

  @Test func anEmptyTextViewIsOneLineTall() {
    TextMeasurement.withModel(model) {
      let view = textView("")
      #expect(
        view.sizeThatFits(CGSize(width: 80, height: 0)).height == pixels(font.lineHeight, in: view)
          + 16)
    }
  }

  @Test func aTextViewMadeWithAContainerUsesItsLayoutManagerAndStorage() {
    let storage = NSTextStorage(string: "Given text")
    let manager = NSLayoutManager()
    storage.addLayoutManager(manager)
    let container = NSTextContainer(size: CGSize(width: 100, height: 100))
    manager.addTextContainer(container)
    let view = UITextView(frame: .zero, textContainer: container)
    #expect(view.textContainer === container)
    #expect(view.textStorage === storage)
    #expect(view.text == "Given text")
    #expect(view.textLayoutManager == nil)
    #expect(view.layoutManager === manager)
  }

  @Test func textKit2IsOnUntilTheLayoutManagerIsAskedFor() {
    let view = UITextView()
    #expect(view.textLayoutManager != nil)
    #expect(view.textContainer.textLayoutManager === view.textLayoutManager)
    _ = view.layoutManager
    #expect(view.textLayoutManager == nil)
  }

  @Test func aTextViewMadeForTextKit1HasNoTextLayoutManager() {
    #expect(UITextView(usingTextLayoutManager: false).textLayoutManager == nil)
  }

  @Test func usageBoundsAreTheUsedRect() {
    TextMeasurement.withModel(model) {
      let view = textView()
      let bounds = view.textLayoutManager?.usageBoundsForTextContainer
      // Two lines, "abc def" and "ghi", each 2444 × 17 / 2048 tall (the font's line); as wide as
      // the longer line, 7 characters of 10, plus the padding, 5 on each side (the used rectangle
      // of setLineFragmentRect(_:forGlyphRange:usedRect:) includes the line fragment padding).
      #expect(
        bounds
          == CGRect(x: 0, y: 0, width: 7 * 10 + 2 * 5, height: 2 * (2444 * 17 / 2048 as CGFloat)))
    }
  }

  @Test func layoutFragmentsArePerParagraphWithTheirLines() {
    // "abc def ghi" wraps in two lines; "jk" is a second paragraph of one line.
    TextMeasurement.withModel(model) {
      let view = textView("abc def ghi\njk")
      var fragments: [(NSRange, Int)] = []
      view.textLayoutManager?.enumerateTextLayoutFragments(from: nil, options: []) { fragment in
        let range = fragment.textLineFragments.first!.characterRange
        fragments.append((range, fragment.textLineFragments.count))
        return true
      }
      #expect(fragments.map(\.1) == [2, 1])
      #expect(fragments.map(\.0.location) == [0, 12])
    }
  }
}
