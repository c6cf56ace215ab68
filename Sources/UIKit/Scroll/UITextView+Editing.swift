import Foundation

// Editing a text view, in UIKit's order (UITextViewDelegate): `textViewShouldBeginEditing(_:)`,
// the view becomes first responder, `textViewDidBeginEditing(_:)` then
// `textDidBeginEditingNotification`; for each change typed
// `textView(_:shouldChangeTextIn:replacementText:)`, the change,
// `textViewDidChangeSelection(_:)`, `textViewDidChange(_:)`, `textDidChangeNotification`; then
// `textViewShouldEndEditing(_:)` (not asked when forced), the view resigns,
// `textViewDidEndEditing(_:)`, `textDidEndEditingNotification`.

extension UITextView {
  /// The delegate, when it adopts `UITextViewDelegate`.
  var textViewDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

  func beginEditingAsFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard window != nil, canBecomeFirstResponder else { return false }
    guard textViewDelegate?.textViewShouldBeginEditing(self) ?? true else { return false }
    guard becomeFirstResponderOfWindow() else { return false }
    textViewDelegate?.textViewDidBeginEditing(self)
    NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
    return true
  }

  func endEditingAsFirstResponder() -> Bool {
    guard isFirstResponder else { return resignFirstResponderOfWindow() }
    let forced = window?.isForcingResignation ?? false
    if !forced, !(textViewDelegate?.textViewShouldEndEditing(self) ?? true) { return false }
    guard resignFirstResponderOfWindow() else { return false }
    markedRange = nil
    textViewDelegate?.textViewDidEndEditing(self)
    NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
    return true
  }

  /// What typing `text` does: it replaces the selection (or the marked text), line breaks
  /// included, in one change.
  func insertTyped(_ text: String) {
    let whole = NSRange(location: 0, length: editable.length)
    changeTyped(markedRange ?? (clearsOnInsertion ? whole : editable.selection), to: text)
  }

  func deleteTypedBackward() {
    guard let range = editable.rangeToDeleteBackward else { return }
    changeTyped(range, to: "")
  }

  private func changeTyped(_ range: NSRange, to replacement: String) {
    let range = editable.clamped(range)
    guard
      textViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: replacement)
        ?? true
    else { return }
    markedRange = nil
    editable.replace(range, with: replacement)
    textLayoutDidChange()
    announceTextChange()
  }

  /// Tells the delegate and observers of a change of the text, after it was made.
  func announceTextChange() {
    textViewDelegate?.textViewDidChangeSelection(self)
    textViewDelegate?.textViewDidChange(self)
    NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
  }

  /// Sets the selection, clamped to the text; the delegate hears
  /// `textViewDidChangeSelection(_:)` when it moved.
  func selectOffsets(_ range: NSRange) {
    let clamped = editable.clamped(range)
    guard clamped != editable.selection else { return }
    editable.selection = clamped
    textViewDelegate?.textViewDidChangeSelection(self)
  }

  /// `replace(_:withText:)`: a change made by code through UITextInput; the delegate is not
  /// asked, and hears of the change as of a typed one.
  func replaceProgrammatically(_ range: UITextRange, with text: String) {
    guard let offsets = editable.range(of: range) else { return }
    markedRange = nil
    editable.replace(offsets, with: text)
    textLayoutDidChange()
    announceTextChange()
  }

  /// `setMarkedText(_:selectedRange:)`: the marked text replaces the marked range (or the
  /// selection) and stays marked.
  func mark(_ text: String, selectedRange: NSRange) {
    markedRange = editable.mark(text, replacing: markedRange, selectedRange: selectedRange)
    textLayoutDidChange()
    announceTextChange()
  }
}
