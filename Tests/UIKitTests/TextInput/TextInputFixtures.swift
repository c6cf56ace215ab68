import Foundation

@testable import UIKit

/// A log of the calls a text field or text view makes, in order.
@MainActor
final class EditingLog {
  var entries: [String] = []
  nonisolated(unsafe) private var observers: [NSObjectProtocol] = []

  /// Starts recording the notifications `names` posted by `object`.
  func observe(_ names: [Notification.Name], of object: AnyObject) {
    for name in names {
      let observer = NotificationCenter.default.addObserver(
        forName: name, object: object, queue: nil
      ) { [unowned self] notification in
        let name = notification.name.rawValue
        MainActor.assumeIsolated {
          self.entries.append(name)
        }
      }
      observers.append(observer)
    }
  }

  deinit {
    for observer in observers { NotificationCenter.default.removeObserver(observer) }
  }
}

/// A text field delegate that records each call under the field's tag and answers what it is
/// told to.
@MainActor
final class RecordingFieldDelegate: NSObject, UITextFieldDelegate {
  let log: EditingLog
  var shouldBegin = true
  var shouldEnd = true
  var shouldChange = true
  var shouldReturn = true
  var shouldClear = true
  /// What to do when the return key is pressed, after recording it.
  var onReturn: ((UITextField) -> Void)?

  init(log: EditingLog) {
    self.log = log
  }

  private func record(_ field: UITextField, _ call: String) {
    log.entries.append("\(field.tag) \(call)")
  }

  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
    record(textField, "shouldBegin")
    return shouldBegin
  }
  func textFieldDidBeginEditing(_ textField: UITextField) { record(textField, "didBegin") }
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
    record(textField, "shouldEnd")
    return shouldEnd
  }
  func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
    record(textField, "didEnd(\(reason.rawValue))")
  }
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    record(textField, "change \(range.location),\(range.length) \"\(string)\"")
    return shouldChange
  }
  func textFieldDidChangeSelection(_ textField: UITextField) {
    record(textField, "selection")
  }
  func textFieldShouldClear(_ textField: UITextField) -> Bool {
    record(textField, "shouldClear")
    return shouldClear
  }
  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    record(textField, "shouldReturn")
    onReturn?(textField)
    return shouldReturn
  }
}

/// A text field that records the control events it sends.
final class RecordingTextField: UITextField {
  var log: EditingLog?

  override func sendActions(for controlEvents: UIControl.Event) {
    let names: [(UIControl.Event, String)] = [
      (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
      (.editingDidEnd, "editingDidEnd"), (.editingDidEndOnExit, "editingDidEndOnExit"),
    ]
    for (event, name) in names where controlEvents.contains(event) {
      log?.entries.append("\(tag) \(name)")
    }
    super.sendActions(for: controlEvents)
  }
}

/// A window of 320 × 480 showing `views` at their frames.
@MainActor
func makeWindow(showing views: UIView...) -> UIWindow {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  for view in views { window.addSubview(view) }
  return window
}

/// A view that accepts becoming first responder, and may refuse to resign.
final class FocusableView: UIView {
  var refusesToResign = false
  override var canBecomeFirstResponder: Bool { true }
  override var canResignFirstResponder: Bool { !refusesToResign }
}
