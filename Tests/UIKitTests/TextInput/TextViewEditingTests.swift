import Foundation
import Testing

@testable import UIKit

/// A 200 × 100 text view with a recording delegate, in a window.
@MainActor
final class ViewForm {
  let log = EditingLog()
  let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
  let recorder: TextViewEditingTests.Recorder
  let window: UIWindow

  init() {
    recorder = TextViewEditingTests.Recorder(log: log)
    view.delegate = recorder
    window = makeWindow(showing: view)
    log.observe(
      [
        UITextView.textDidBeginEditingNotification, UITextView.textDidChangeNotification,
        UITextView.textDidEndEditingNotification,
      ], of: view)
  }
}

/// A text view's editing, in the order UITextViewDelegate documents.
@MainActor
struct TextViewEditingTests {
  @MainActor
  final class Recorder: NSObject, UITextViewDelegate {
    let log: EditingLog
    var shouldEnd = true
    var allowsNewlines = true

    init(log: EditingLog) {
      self.log = log
    }

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
      log.entries.append("shouldBegin")
      return true
    }
    func textViewDidBeginEditing(_ textView: UITextView) { log.entries.append("didBegin") }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
      log.entries.append("shouldEnd")
      return shouldEnd
    }
    func textViewDidEndEditing(_ textView: UITextView) { log.entries.append("didEnd") }
    func textView(
      _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool {
      log.entries.append("change \(range.location),\(range.length) \(text.debugDescription)")
      return allowsNewlines || text != "\n"
    }
    func textViewDidChange(_ textView: UITextView) { log.entries.append("didChange") }
    func textViewDidChangeSelection(_ textView: UITextView) { log.entries.append("selection") }
  }

  @Test func editingFollowsUIKitsOrder() {
    let form = ViewForm()
    #expect(form.view.becomeFirstResponder())
    form.view.insertText("a")
    #expect(form.view.resignFirstResponder())
    #expect(
      form.log.entries == [
        "shouldBegin", "didBegin", "UITextViewTextDidBeginEditingNotification",
        "change 0,0 \"a\"", "selection", "didChange", "UITextViewTextDidChangeNotification",
        "shouldEnd", "didEnd", "UITextViewTextDidEndEditingNotification",
      ])
  }

  // The return key inserts a line break, asked like any change; a delegate that declines "\n"
  // keeps it out (the usual way to catch return in a text view).
  @Test func returnInsertsALineBreakUnlessTheDelegateDeclines() {
    let form = ViewForm()
    form.view.becomeFirstResponder()
    form.view.insertText("a")
    form.view.insertText("\n")
    #expect(form.view.text == "a\n")
    form.recorder.allowsNewlines = false
    form.view.insertText("\n")
    #expect(form.view.text == "a\n")
  }

  @Test func settingTheTextCallsNoDelegate() {
    let form = ViewForm()
    form.view.text = "hello"
    #expect(form.log.entries.isEmpty)
    #expect(form.view.selectedRange == NSRange(location: 5, length: 0))
  }

  @Test func aNonEditableTextViewDoesNotBecomeFirstResponder() {
    let form = ViewForm()
    form.view.isEditable = false
    #expect(form.view.becomeFirstResponder() == false)
    #expect(form.log.entries.isEmpty)
  }

  @Test func deletingRemovesTheCharacterBeforeTheCaret() {
    let form = ViewForm()
    form.view.becomeFirstResponder()
    form.view.insertText("ab")
    form.log.entries.removeAll()
    form.view.deleteBackward()
    #expect(form.view.text == "a")
    #expect(form.log.entries.first == "change 1,1 \"\"")
  }

  // A forced end skips `textViewShouldEndEditing(_:)`.
  @Test func endEditingTrueSkipsTheQuestion() {
    let form = ViewForm()
    form.view.becomeFirstResponder()
    form.recorder.shouldEnd = false
    #expect(form.view.resignFirstResponder() == false)
    form.log.entries.removeAll()
    form.view.window?.endEditing(true)
    #expect(form.view.isFirstResponder == false)
    #expect(form.log.entries.first == "didEnd")
  }

  // The caret sits after the measured text of its line, lines one line height apart, from the
  // container inset (top 8) and the line padding (5).
  @Test func theCaretOfALaterLineIsOneLineLower() throws {
    let form = ViewForm()
    form.view.text = "a\nb"
    let font = try #require(form.view.font)
    let start = form.view.caretRect(for: form.view.beginningOfDocument)
    #expect(start.origin == CGPoint(x: 5, y: 8))
    let secondLine = try #require(
      form.view.position(from: form.view.beginningOfDocument, offset: 2))
    let caret = form.view.caretRect(for: secondLine)
    #expect(caret.origin == CGPoint(x: 5, y: 8 + font.lineHeight))
  }
}
