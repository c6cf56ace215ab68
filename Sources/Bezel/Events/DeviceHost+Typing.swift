import UIKit

extension DeviceHost {
  /// Why typing went nowhere.
  public enum TypingError: Error, Equatable, CustomStringConvertible {
    /// No responder of the window is first responder: nothing would receive the keys.
    case noFirstResponder
    /// The first responder does not adopt `UIKeyInput`, so it cannot take typing; its type's
    /// name.
    case firstResponderTakesNoTyping(String)

    public var description: String {
      switch self {
      case .noFirstResponder:
        "No first responder in the window: tap a text field or call becomeFirstResponder() first"
      case .firstResponderTakesNoTyping(let type):
        "The first responder, a \(type), does not adopt UIKeyInput"
      }
    }
  }

  /// The window's first responder, if any.
  public var firstResponder: UIResponder? { window.firstResponder }

  /// Types `text` into the first responder, one character at a time, as the keyboard does.
  ///
  /// Each character goes through the first responder's `UIKeyInput.insertText(_:)`, so a text
  /// field's delegate hears each change with its range; a line break is the return key
  /// (`insertText("\n")`, which a text field answers with `textFieldShouldReturn(_:)`). The
  /// first responder is looked up again for every character: a delegate that moves it (to the
  /// next field, say) sends the rest of the text there. The window is laid out afterwards, as at
  /// the end of a turn of the run loop.
  ///
  /// - Throws: `TypingError` when no first responder takes typing (before the first character,
  ///   or once a character left none); nothing else is typed then.
  public func type(_ text: String) throws(TypingError) {
    for character in text {
      let input = try keyInput()
      perform { input.insertText(String(character)) }
    }
    perform { window.layoutIfNeeded() }
  }

  /// Presses the return key: `insertText("\n")` on the first responder.
  ///
  /// - Throws: `TypingError` when no first responder takes typing.
  public func pressReturn() throws(TypingError) {
    try type("\n")
  }

  /// Presses the delete key `count` times: `deleteBackward()` on the first responder.
  ///
  /// - Throws: `TypingError` when no first responder takes typing.
  public func deleteBackward(times count: Int = 1) throws(TypingError) {
    for _ in 0..<max(count, 0) {
      let input = try keyInput()
      perform { input.deleteBackward() }
    }
    perform { window.layoutIfNeeded() }
  }

  /// The first responder as the receiver of keys.
  private func keyInput() throws(TypingError) -> any UIKeyInput {
    guard let responder = window.firstResponder else { throw .noFirstResponder }
    guard let input = responder as? any UIKeyInput else {
      throw .firstResponderTakesNoTyping(String(describing: Swift.type(of: responder)))
    }
    return input
  }
}
