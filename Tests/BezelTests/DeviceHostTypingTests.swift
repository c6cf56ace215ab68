import Bezel
import Foundation
import Testing
import UIKit

/// Bezel's typing driver on a hosted screen.
@MainActor
struct DeviceHostTypingTests {
  /// A sign-up form: a name field (tag 1) above an email field (tag 2).
  ///
  /// The fields are 353 × 34, 20 points from the sides of an iPhone 16 (393 wide), at y 200 and
  /// y 250. Return in the name field moves to the email field; return in the email field ends
  /// editing.
  final class SignUpController: UIViewController, UITextFieldDelegate {
    let name = UITextField(frame: CGRect(x: 20, y: 200, width: 353, height: 34))
    let email = UITextField(frame: CGRect(x: 20, y: 250, width: 353, height: 34))
    var calls: [String] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      for (tag, field) in [(1, name), (2, email)] {
        field.tag = tag
        field.borderStyle = .roundedRect
        field.delegate = self
        view.addSubview(field)
      }
      name.returnKeyType = .next
      email.keyboardType = .emailAddress
      email.returnKeyType = .done
    }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
      calls.append("\(textField.tag) shouldBegin")
      return true
    }
    func textFieldDidBeginEditing(_ textField: UITextField) {
      calls.append("\(textField.tag) didBegin")
    }
    func textField(
      _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
      replacementString string: String
    ) -> Bool {
      calls.append("\(textField.tag) change \(range.location),\(range.length) \(string)")
      return true
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
      calls.append("\(textField.tag) shouldReturn")
      if textField === name {
        email.becomeFirstResponder()
      } else {
        textField.resignFirstResponder()
      }
      return true
    }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
      calls.append("\(textField.tag) shouldEnd")
      return true
    }
    func textFieldDidEndEditing(_ textField: UITextField) {
      calls.append("\(textField.tag) didEnd")
    }
  }

  // Tapping the name field at its centre (196.5, 217) makes it first responder; each character
  // is one change at the caret; return hands over to the email field, whose delegate is asked
  // to begin before the name field is asked to end (UIResponder: the newcomer's
  // `becomeFirstResponder()` asks the current first responder to resign).
  @Test func aSignUpFormIsTypedThroughTheDriver() throws {
    let form = SignUpController()
    let host = DeviceHost(form, on: DeviceCatalog.iPhone16)
    #expect(host.tap(at: CGPoint(x: 196.5, y: 217)) === form.name)
    #expect(host.firstResponder === form.name)
    try host.type("Al")
    try host.pressReturn()
    #expect(host.firstResponder === form.email)
    try host.type("a@b")
    try host.pressReturn()
    #expect(host.firstResponder == nil)
    #expect(form.name.text == "Al")
    #expect(form.email.text == "a@b")
    #expect(
      form.calls == [
        "1 shouldBegin", "1 didBegin", "1 change 0,0 A", "1 change 1,0 l", "1 shouldReturn",
        "2 shouldBegin", "1 shouldEnd", "1 didEnd", "2 didBegin", "2 change 0,0 a",
        "2 change 1,0 @", "2 change 2,0 b", "2 shouldReturn", "2 shouldEnd", "2 didEnd",
      ])
  }

  @Test func deletingGoesThroughTheFirstResponder() throws {
    let form = SignUpController()
    let host = DeviceHost(form, on: DeviceCatalog.iPhone16)
    form.email.becomeFirstResponder()
    try host.type("abc")
    try host.deleteBackward(times: 2)
    #expect(form.email.text == "a")
    #expect(form.calls.suffix(2) == ["2 change 2,1 ", "2 change 1,1 "])
  }

  @Test func typingWithNoFirstResponderThrows() {
    let form = SignUpController()
    let host = DeviceHost(form, on: DeviceCatalog.iPhone16)
    #expect(throws: DeviceHost.TypingError.noFirstResponder) { try host.type("x") }
    #expect(throws: DeviceHost.TypingError.noFirstResponder) { try host.deleteBackward() }
    #expect(form.calls.isEmpty)
  }

  @Test func typingIntoAResponderThatTakesNoTypingThrows() {
    final class Focusable: UIView {
      override var canBecomeFirstResponder: Bool { true }
    }
    let controller = UIViewController()
    let view = Focusable()
    controller.view.addSubview(view)
    let host = DeviceHost(controller, on: DeviceCatalog.iPhone16)
    #expect(view.becomeFirstResponder())
    #expect(throws: DeviceHost.TypingError.firstResponderTakesNoTyping("Focusable")) {
      try host.type("x")
    }
  }

  // A view of the app's own that adopts UIKeyInput hears each character, the return key as
  // "\n", and each delete.
  @Test func aCustomKeyInputViewReceivesTheTyping() throws {
    final class PinView: UIView, UIKeyInput {
      var keys: [String] = []
      var digits = ""
      override var canBecomeFirstResponder: Bool { true }
      var keyboardType: UIKeyboardType = .numberPad
      var hasText: Bool { !digits.isEmpty }
      func insertText(_ text: String) {
        keys.append(text)
        if text != "\n" { digits += text }
      }
      func deleteBackward() {
        keys.append("delete")
        if !digits.isEmpty { digits.removeLast() }
      }
    }
    let controller = UIViewController()
    let pin = PinView(frame: CGRect(x: 0, y: 100, width: 200, height: 44))
    controller.view.addSubview(pin)
    let host = DeviceHost(controller, on: DeviceCatalog.iPhone16)
    #expect(pin.becomeFirstResponder())
    try host.type("12")
    try host.deleteBackward()
    try host.pressReturn()
    #expect(pin.keys == ["1", "2", "delete", "\n"])
    #expect(pin.digits == "1")
    #expect(pin.keyboardType == .numberPad)
  }

  // Tapping a text view makes it first responder too; return there is a line break.
  @Test func aTextViewTakesALineBreak() throws {
    let controller = UIViewController()
    let notes = UITextView(frame: CGRect(x: 20, y: 300, width: 353, height: 120))
    controller.view.addSubview(notes)
    let host = DeviceHost(controller, on: DeviceCatalog.iPhone16)
    host.tap(at: CGPoint(x: 196.5, y: 360))
    #expect(host.firstResponder === notes)
    try host.type("a\nb")
    #expect(notes.text == "a\nb")
  }
}
