import Foundation

// Editing a text field, in UIKit's order (UITextFieldDelegate, "the flow of the editing
// process"):
//
// 1. `textFieldShouldBeginEditing(_:)`, before the field becomes first responder;
// 2. the field becomes first responder (the old one resigning first);
// 3. `textFieldDidBeginEditing(_:)`, then `.editingDidBegin`, then
//    `textDidBeginEditingNotification`;
// 4. for each change typed: `textField(_:shouldChangeCharactersIn:replacementString:)`, the
//    change, `textFieldDidChangeSelection(_:)`, `.editingChanged`, `textDidChangeNotification`;
//    the return key asks `textFieldShouldReturn(_:)` and sends `.editingDidEndOnExit`;
// 5. `textFieldShouldEndEditing(_:)` (not asked when forced), the field resigns, then
//    `textFieldDidEndEditing(_:reason:)`, `.editingDidEnd`, `textDidEndEditingNotification`.
//
// UIKit documents the delegate's calls and that each notification follows them; where the
// control event falls among them is unpublished: Bezel sends it right after the delegate call.

extension UITextField {
  func beginEditingAsFirstResponder() -> Bool {
    if isFirstResponder { return true }
    // A field outside any window, or disabled, cannot become first responder; its delegate is
    // not asked.
    guard let window, canBecomeFirstResponder else { return false }
    // The keyboard moves after `textFieldDidBeginEditing(_:)` for a text field (before
    // `textViewDidBeginEditing(_:)` for a text view: craiggrummitt.com, "Keyboards, text views
    // and first responders", 2016).
    return window.changingFirstResponder { beginEditing() }
  }

  private func beginEditing() -> Bool {
    guard delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
    guard becomeFirstResponderOfWindow() else { return false }
    storedIsEditing = true
    if clearsOnBeginEditing, !editable.string.isEmpty {
      editable.setString("")
      invalidateIntrinsicContentSize()
    }
    replacesTextOnNextKeystroke = isSecureTextEntry && hasText
    editable.selection = NSRange(location: editable.length, length: 0)
    setNeedsLayout()
    delegate?.textFieldDidBeginEditing(self)
    sendActions(for: .editingDidBegin)
    NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
    return true
  }

  func endEditingAsFirstResponder() -> Bool {
    guard isFirstResponder else { return resignFirstResponderOfWindow() }
    let forced = window?.isForcingResignation ?? false
    if !forced, !(delegate?.textFieldShouldEndEditing(self) ?? true) { return false }
    guard resignFirstResponderOfWindow() else { return false }
    storedIsEditing = false
    markedRange = nil
    replacesTextOnNextKeystroke = false
    setNeedsLayout()
    delegate?.textFieldDidEndEditing(self, reason: .committed)
    sendActions(for: .editingDidEnd)
    NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
    return true
  }

  /// What typing `text` does: each line break is the return key; the rest replaces the
  /// selection.
  func insertTyped(_ text: String) {
    var pending = ""
    for character in text {
      if character == "\n" || character == "\r\n" {
        if !pending.isEmpty { replaceTyped(with: pending) }
        pending = ""
        pressReturn()
      } else {
        pending.append(character)
      }
    }
    if !pending.isEmpty { replaceTyped(with: pending) }
  }

  func deleteTypedBackward() {
    if replacesTextOnNextKeystroke {
      replaceTyped(with: "")
      return
    }
    // On an empty field nothing changes and the delegate is not asked.
    guard let range = editable.rangeToDeleteBackward else { return }
    changeTyped(range, to: "")
  }

  /// Replaces the selection (the whole text when the field starts over) with `replacement`.
  private func replaceTyped(with replacement: String) {
    let wholeText = replacesTextOnNextKeystroke || clearsOnInsertion
    let range = wholeText ? NSRange(location: 0, length: editable.length) : editable.selection
    changeTyped(markedRange ?? range, to: replacement)
  }

  /// A change typed on the keyboard: asked of the delegate, then made and announced.
  private func changeTyped(_ range: NSRange, to replacement: String) {
    let range = editable.clamped(range)
    guard
      delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: replacement)
        ?? true
    else { return }
    replacesTextOnNextKeystroke = false
    markedRange = nil
    editable.replace(range, with: replacement)
    textDidChange()
  }

  /// Announces a change of the text, after it was made.
  func textDidChange() {
    invalidateIntrinsicContentSize()
    setNeedsLayout()
    delegate?.textFieldDidChangeSelection(self)
    sendActions(for: .editingChanged)
    NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
  }

  /// The return key: the delegate's `textFieldShouldReturn(_:)`, then `.editingDidEndOnExit`.
  ///
  /// A field with an action for `.editingDidEndOnExit` then resigns first responder, the
  /// keyboard-dismissing behaviour that event is known for; otherwise it stays first responder
  /// ("if you want to dismiss the keyboard when the user taps the return button, your
  /// implementation can call the resignFirstResponder() method", `textFieldShouldReturn(_:)`).
  func pressReturn() {
    guard delegate?.textFieldShouldReturn(self) ?? true else { return }
    sendActions(for: .editingDidEndOnExit)
    if allControlEvents.contains(.editingDidEndOnExit), isFirstResponder {
      resignFirstResponder()
    }
  }

  /// The clear button: `textFieldShouldClear(_:)`, then the text empties and the change is
  /// announced; a field not editing yet begins to.
  func clearButtonTapped() {
    guard delegate?.textFieldShouldClear(self) ?? true else { return }
    if !isFirstResponder { becomeFirstResponder() }
    editable.setString("")
    markedRange = nil
    replacesTextOnNextKeystroke = false
    textDidChange()
  }
}
