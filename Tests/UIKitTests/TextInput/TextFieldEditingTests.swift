import Foundation
import Testing

@testable import UIKit

/// A field tagged 1 with a recording delegate, in a window, with its control events and
/// notifications recorded.
@MainActor
final class FieldForm {
  let log = EditingLog()
  let field = RecordingTextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
  let delegate: RecordingFieldDelegate
  let window: UIWindow

  init() {
    field.tag = 1
    field.log = log
    delegate = RecordingFieldDelegate(log: log)
    field.delegate = delegate
    window = makeWindow(showing: field)
    log.observe(
      [
        UITextField.textDidBeginEditingNotification, UITextField.textDidChangeNotification,
        UITextField.textDidEndEditingNotification,
      ], of: field)
  }
}

/// A text field's editing, in the order UITextFieldDelegate documents.
@MainActor
struct TextFieldEditingTests {
  // "Before becoming the first responder, the text field calls its delegate's
  // textFieldShouldBeginEditing(_:) … The text field becomes the first responder … calls its
  // delegate's textFieldDidBeginEditing(_:) method and posts a textDidBeginEditingNotification"
  // (UITextFieldDelegate).
  @Test func beginningToEditFollowsUIKitsOrder() {
    let form = FieldForm()
    #expect(form.field.becomeFirstResponder())
    #expect(form.field.isEditing)
    #expect(
      form.log.entries == [
        "1 shouldBegin", "1 didBegin", "1 editingDidBegin",
        "UITextFieldTextDidBeginEditingNotification",
      ])
  }

  @Test func endingEditingFollowsUIKitsOrder() {
    let form = FieldForm()
    form.field.becomeFirstResponder()
    form.log.entries.removeAll()
    #expect(form.field.resignFirstResponder())
    #expect(form.field.isEditing == false)
    #expect(
      form.log.entries == [
        "1 shouldEnd", "1 didEnd(0)", "1 editingDidEnd",
        "UITextFieldTextDidEndEditingNotification",
      ])
  }

  @Test func aDelegateCanRefuseToBeginEditing() {
    let form = FieldForm()
    form.delegate.shouldBegin = false
    #expect(form.field.becomeFirstResponder() == false)
    #expect(form.window.firstResponder == nil)
    #expect(form.log.entries == ["1 shouldBegin"])
  }

  @Test func aDelegateCanRefuseToEndEditing() {
    let form = FieldForm()
    form.field.becomeFirstResponder()
    form.delegate.shouldEnd = false
    #expect(form.field.resignFirstResponder() == false)
    #expect(form.field.isEditing)
    #expect(form.window.firstResponder === form.field)
  }

  // "May be called if forced even if shouldEndEditing returns NO (e.g. view removed from
  // window) or endEditing:YES called" (UITextField.h): forced, the delegate is not asked.
  @Test(arguments: ["removed from form.window", "endEditing(true)"])
  func forcedEndsOfEditingSkipTheQuestion(_ how: String) {
    let form = FieldForm()
    form.field.becomeFirstResponder()
    form.delegate.shouldEnd = false
    form.log.entries.removeAll()
    if how == "endEditing(true)" {
      form.window.endEditing(true)
    } else {
      form.field.removeFromSuperview()
    }
    #expect(form.field.isEditing == false)
    #expect(form.window.firstResponder == nil)
    #expect(form.log.entries.first == "1 didEnd(0)")
    #expect(form.log.entries.contains("1 shouldEnd") == false)
  }

  // A field outside any window: false, and its delegate is not asked.
  @Test func aFieldOutsideAWindowDoesNotBeginEditing() {
    let log = EditingLog()
    let field = UITextField()
    let delegate = RecordingFieldDelegate(log: log)
    field.delegate = delegate
    #expect(field.becomeFirstResponder() == false)
    #expect(field.isEditing == false)
    #expect(log.entries.isEmpty)
  }

  @Test func aDisabledFieldDoesNotBecomeFirstResponder() {
    let form = FieldForm()
    form.field.isEnabled = false
    #expect(form.field.becomeFirstResponder() == false)
    #expect(form.log.entries.isEmpty)
  }

  // Each keystroke: the delegate is asked with the range the change replaces, the text changes,
  // the selection moves, `.editingChanged`, then the notification.
  @Test func typingAsksTheDelegateThenAnnouncesTheChange() {
    let form = FieldForm()
    form.field.becomeFirstResponder()
    form.log.entries.removeAll()
    form.field.insertText("a")
    form.field.insertText("b")
    #expect(form.field.text == "ab")
    let change = [
      "1 selection", "1 editingChanged", "UITextFieldTextDidChangeNotification",
    ]
    #expect(form.log.entries == ["1 change 0,0 \"a\""] + change + ["1 change 1,0 \"b\""] + change)
  }

  // NSRange counts UTF-16 code units: "👍" is two, so the next character goes at 2, and
  // deleting it removes both units at once.
  @Test func rangesCountUTF16CodeUnits() {
    let form = FieldForm()
    form.field.becomeFirstResponder()
    form.field.insertText("👍")
    form.field.insertText("x")
    form.field.deleteBackward()
    form.field.deleteBackward()
    let changes = form.log.entries.filter { $0.hasPrefix("1 change") }
    #expect(
      changes == [
        "1 change 0,0 \"👍\"", "1 change 2,0 \"x\"", "1 change 2,1 \"\"", "1 change 0,2 \"\"",
      ])
    #expect(form.field.text == "")
  }

  // Deleting in an empty field changes nothing and asks nothing (the reason apps override
  // `deleteBackward()` to see it).
  @Test func deletingInAnEmptyFieldAsksNothing() {
    let form = FieldForm()
    form.field.becomeFirstResponder()
    form.log.entries.removeAll()
    form.field.deleteBackward()
    #expect(form.log.entries.isEmpty)
  }

  @Test func aDelegateCanRejectAChange() {
    let form = FieldForm()
    form.field.becomeFirstResponder()
    form.delegate.shouldChange = false
    form.log.entries.removeAll()
    form.field.insertText("a")
    #expect(form.field.text == "")
    #expect(form.log.entries == ["1 change 0,0 \"a\""])
  }

  // The return key is `insertText("\n")`: the delegate's `textFieldShouldReturn(_:)`, then
  // `.editingDidEndOnExit`; no line break enters the text, and the field stays first responder.
  @Test func returnAsksTheDelegateAndInsertsNothing() {
    let form = FieldForm()
    form.field.becomeFirstResponder()
    form.field.insertText("a")
    form.log.entries.removeAll()
    form.field.insertText("\n")
    #expect(form.field.text == "a")
    #expect(form.log.entries == ["1 shouldReturn", "1 editingDidEndOnExit"])
    #expect(form.window.firstResponder === form.field)
  }

  @Test func aDelegateThatDeclinesReturnStopsTheEvent() {
    let form = FieldForm()
    form.field.becomeFirstResponder()
    form.delegate.shouldReturn = false
    form.log.entries.removeAll()
    form.field.insertText("\n")
    #expect(form.log.entries == ["1 shouldReturn"])
  }

  // A field with an action for `.editingDidEndOnExit` resigns when return is pressed.
  @Test func anEndOnExitActionDismissesTheField() {
    final class Target: SelectorTarget {
      var calls = 0
      func method(for selector: Selector) -> ((Any?, UIEvent?) -> Void)? {
        selector == "done:" ? { [unowned self] _, _ in calls += 1 } : nil
      }
    }
    let form = FieldForm()
    let target = Target()
    form.field.addTarget(target, action: "done:", for: .editingDidEndOnExit)
    form.field.becomeFirstResponder()
    form.field.insertText("\n")
    #expect(target.calls == 1)
    #expect(form.window.firstResponder == nil)
  }

  @Test func settingTheTextCallsNoDelegateAndPutsTheCaretAtTheEnd() {
    let form = FieldForm()
    form.field.becomeFirstResponder()
    form.log.entries.removeAll()
    form.field.text = "hello"
    #expect(form.log.entries.isEmpty)
    let range = form.field.selectedTextRange
    #expect(
      range.map { form.field.offset(from: form.field.beginningOfDocument, to: $0.start) } == 5)
    #expect(range?.isEmpty == true)
  }

  // `selectedTextRange` at its simplest: after typing the caret is at the end of the text.
  @Test func theCaretFollowsTyping() throws {
    let form = FieldForm()
    form.field.becomeFirstResponder()
    form.field.insertText("abc")
    let range = try #require(form.field.selectedTextRange)
    #expect(form.field.offset(from: form.field.beginningOfDocument, to: range.end) == 3)
    #expect(form.field.compare(range.end, to: form.field.endOfDocument) == .orderedSame)
  }

  @Test func textCanBeReadThroughRanges() throws {
    let form = FieldForm()
    form.field.text = "hello"
    let start = try #require(form.field.position(from: form.field.beginningOfDocument, offset: 1))
    let end = try #require(form.field.position(from: start, offset: 3))
    let range = try #require(form.field.textRange(from: start, to: end))
    #expect(form.field.text(in: range) == "ell")
    #expect(form.field.position(from: form.field.endOfDocument, offset: 1) == nil)
  }

  @Test func clearsOnBeginEditingEmptiesTheField() {
    let form = FieldForm()
    form.field.text = "old"
    form.field.clearsOnBeginEditing = true
    form.field.becomeFirstResponder()
    #expect(form.field.text == "")
  }

  // A secure field that begins editing again starts over: the first keystroke replaces all.
  @Test func aSecureFieldStartsOverWhenEditedAgain() {
    let form = FieldForm()
    form.field.isSecureTextEntry = true
    form.field.text = "secret"
    form.field.becomeFirstResponder()
    form.field.insertText("x")
    #expect(form.field.text == "x")
    #expect(form.log.entries.contains("1 change 0,6 \"x\""))
  }

  // The clear button asks `textFieldShouldClear(_:)`, then empties the field.
  @Test func theClearButtonAsksThenClears() throws {
    let form = FieldForm()
    form.field.clearButtonMode = .always
    form.field.text = "abc"
    form.field.layoutIfNeeded()
    let button = try #require(form.field.clearButton)
    form.delegate.shouldClear = false
    button.touchesEnded([touch(at: CGPoint(x: 5, y: 5), in: button)], with: nil)
    #expect(form.field.text == "abc")
    form.delegate.shouldClear = true
    button.touchesEnded([touch(at: CGPoint(x: 5, y: 5), in: button)], with: nil)
    #expect(form.field.text == "")
    #expect(form.log.entries.filter { $0 == "1 shouldClear" }.count == 2)
    #expect(form.log.entries.contains("1 editingChanged"))
  }

  @Test func theTextFieldsNotificationNamesAreUIKits() {
    #expect(
      UITextField.textDidBeginEditingNotification.rawValue
        == "UITextFieldTextDidBeginEditingNotification")
    #expect(
      UITextField.textDidChangeNotification.rawValue == "UITextFieldTextDidChangeNotification")
    #expect(
      UITextField.textDidEndEditingNotification.rawValue
        == "UITextFieldTextDidEndEditingNotification")
  }

  /// A touch at `point` in `view`.
  private func touch(at point: CGPoint, in view: UIView) -> UITouch {
    let touch = UITouch()
    touch.window = view.window
    touch.locationInWindow = view.convert(point, to: nil)
    return touch
  }
}
