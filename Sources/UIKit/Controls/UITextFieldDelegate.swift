import Foundation

/// The messages a text field sends its delegate while it is edited; every method is optional.
@MainActor @preconcurrency
public protocol UITextFieldDelegate: NSObjectProtocol {
  /// Asked before the field becomes first responder; `false` keeps it from editing.
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  /// The field became first responder and is editing.
  func textFieldDidBeginEditing(_ textField: UITextField)
  /// Asked before the field resigns first responder, unless it is forced to.
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
  /// The field resigned first responder.
  func textFieldDidEndEditing(_ textField: UITextField)
  /// The field resigned first responder; called instead of `textFieldDidEndEditing(_:)` by
  /// adopters that implement it (the default calls that one).
  func textFieldDidEndEditing(
    _ textField: UITextField, reason: UITextField.DidEndEditingReason)
  /// Asked before typing or deleting replaces `range` (in UTF-16 code units) with `string`.
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool
  /// The selection (the caret) moved.
  func textFieldDidChangeSelection(_ textField: UITextField)
  /// Asked before the clear button removes the text.
  func textFieldShouldClear(_ textField: UITextField) -> Bool
  /// Asked when the return key is pressed.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  public func textFieldDidEndEditing(
    _ textField: UITextField, reason: UITextField.DidEndEditingReason
  ) {
    textFieldDidEndEditing(textField)
  }
  public func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool { true }
  public func textFieldDidChangeSelection(_ textField: UITextField) {}
  public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
