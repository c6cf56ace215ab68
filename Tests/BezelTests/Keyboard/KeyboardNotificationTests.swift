import Bezel
import Foundation
import Testing
import UIKit

/// The keyboard's notifications on a hosted screen.
///
/// The screen is an iPhone 16 (393 × 852) whose keyboard, predictive bar included, is 335
/// points tall in portrait and 208 in landscape (DF-SPECS, Xcode 26.6): up, it covers
/// y 517 to 852 (852 − 335 = 517); down, it waits just below the screen, at y 852.
@MainActor
struct KeyboardNotificationTests {
  /// A form with two text fields and a text view.
  final class FormController: UIViewController, UITextFieldDelegate, UITextViewDelegate {
    let name = UITextField(frame: CGRect(x: 20, y: 100, width: 353, height: 34))
    let email = UITextField(frame: CGRect(x: 20, y: 150, width: 353, height: 34))
    let notes = UITextView(frame: CGRect(x: 20, y: 200, width: 353, height: 100))
    var log: [String] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      for field in [name, email] {
        field.delegate = self
        view.addSubview(field)
      }
      notes.delegate = self
      view.addSubview(notes)
    }

    func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBeginEditing") }
    func textViewDidBeginEditing(_ textView: UITextView) { log.append("didBeginEditing") }
  }

  static let shown = CGRect(x: 0, y: 517, width: 393, height: 335)
  static let below = CGRect(x: 0, y: 852, width: 393, height: 335)

  /// Records the keyboard notifications from its creation to `stop()`.
  @MainActor
  final class Recorder {
    var names: [String] = []
    var infos: [[AnyHashable: Any]] = []
    private var tokens: [any NSObjectProtocol] = []

    init() {
      let names: [(Notification.Name, String)] = [
        (UIResponder.keyboardWillChangeFrameNotification, "willChangeFrame"),
        (UIResponder.keyboardWillShowNotification, "willShow"),
        (UIResponder.keyboardWillHideNotification, "willHide"),
        (UIResponder.keyboardDidChangeFrameNotification, "didChangeFrame"),
        (UIResponder.keyboardDidShowNotification, "didShow"),
        (UIResponder.keyboardDidHideNotification, "didHide"),
      ]
      for (name, label) in names {
        tokens.append(
          NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) {
            [weak self] note in
            let info = note.userInfo ?? [:]
            nonisolated(unsafe) let sent = info
            MainActor.assumeIsolated {
              self?.names.append(label)
              self?.infos.append(sent)
            }
          })
      }
    }

    func stop() {
      for token in tokens { NotificationCenter.default.removeObserver(token) }
      tokens = []
    }

    func frames(_ index: Int) -> (begin: CGRect?, end: CGRect?) {
      let info = infos[index]
      return (
        (info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue,
        (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
      )
    }
  }

  private func host(
    _ controller: UIViewController, orientation: Orientation = .portrait,
    keyboard: KeyboardSettings = KeyboardSettings()
  ) -> DeviceHost {
    let host = DeviceHost(controller, on: DeviceCatalog.iPhone16, orientation: orientation)
    host.setKeyboard(keyboard)
    return host
  }

  @Test func becomingFirstResponderPostsWillThenDidAfterTheDuration() {
    let form = FormController()
    let host = host(form)
    let recorder = Recorder()
    defer { recorder.stop() }
    host.perform { _ = form.name.becomeFirstResponder() }
    #expect(recorder.names == ["willChangeFrame", "willShow"])
    host.advance(by: 0.2)
    #expect(recorder.names == ["willChangeFrame", "willShow"])
    host.advance(by: 0.05)
    #expect(recorder.names == ["willChangeFrame", "willShow", "didChangeFrame", "didShow"])
  }

  @Test func showingFramesRiseFromBelowTheScreen() {
    let form = FormController()
    let host = host(form)
    let recorder = Recorder()
    defer { recorder.stop() }
    host.perform { _ = form.name.becomeFirstResponder() }
    host.finish()
    for index in 0..<4 {
      #expect(recorder.frames(index).begin == Self.below)
      #expect(recorder.frames(index).end == Self.shown)
    }
    #expect(host.keyboardFrame == Self.shown)
  }

  @Test func userInfoReadsAsUIKitClientsReadIt() throws {
    let form = FormController()
    let host = host(form)
    let recorder = Recorder()
    defer { recorder.stop() }
    host.perform { _ = form.name.becomeFirstResponder() }
    let info = try #require(recorder.infos.first)
    #expect(info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect == Self.shown)
    #expect(info[UIResponder.keyboardFrameBeginUserInfoKey] as? CGRect == Self.below)
    #expect(info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double == 0.25)
    #expect(
      (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue == 0.25)
    #expect(info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int == 7)
    #expect(info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt == 7)
    #expect(info[UIResponder.keyboardIsLocalUserInfoKey] as? Bool == true)
  }

  @Test func textFieldDidBeginEditingComesBeforeTheKeyboard() {
    let form = FormController()
    let host = host(form)
    let token = NotificationCenter.default.addObserver(
      forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
    ) { _ in MainActor.assumeIsolated { form.log.append("willShow") } }
    defer { NotificationCenter.default.removeObserver(token) }
    host.perform { _ = form.name.becomeFirstResponder() }
    #expect(form.log == ["didBeginEditing", "willShow"])
  }

  @Test func textViewDidBeginEditingComesAfterTheKeyboard() {
    let form = FormController()
    let host = host(form)
    let token = NotificationCenter.default.addObserver(
      forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
    ) { _ in MainActor.assumeIsolated { form.log.append("willShow") } }
    defer { NotificationCenter.default.removeObserver(token) }
    host.perform { _ = form.notes.becomeFirstResponder() }
    #expect(form.log == ["willShow", "didBeginEditing"])
  }

  @Test func resigningPostsWillHideWithTheKeyboardBelowTheScreen() {
    let form = FormController()
    let host = host(form)
    host.perform { _ = form.name.becomeFirstResponder() }
    host.finish()
    let recorder = Recorder()
    defer { recorder.stop() }
    host.perform { _ = form.name.resignFirstResponder() }
    host.finish()
    #expect(recorder.names == ["willChangeFrame", "willHide", "didChangeFrame", "didHide"])
    #expect(recorder.frames(1).begin == Self.shown)
    #expect(recorder.frames(1).end == Self.below)
    #expect(host.keyboardFrame == nil)
  }

  @Test func switchingFieldsKeepsTheKeyboardUpAndPostsShowAgain() {
    let form = FormController()
    let host = host(form)
    host.perform { _ = form.name.becomeFirstResponder() }
    host.finish()
    let recorder = Recorder()
    defer { recorder.stop() }
    host.perform { _ = form.email.becomeFirstResponder() }
    host.finish()
    #expect(recorder.names == ["willChangeFrame", "willShow", "didChangeFrame", "didShow"])
    #expect(recorder.frames(0).begin == Self.shown)
    #expect(recorder.frames(0).end == Self.shown)
  }

  @Test func anInputAccessoryViewAddsItsHeight() {
    let form = FormController()
    form.name.inputAccessoryView = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 44))
    let host = host(form)
    host.perform { _ = form.name.becomeFirstResponder() }
    // 335 + 44 = 379 tall, from 852 − 379 = 473.
    #expect(host.keyboardFrame == CGRect(x: 0, y: 473, width: 393, height: 379))
  }

  @Test func anInputViewReplacesTheKeyboard() {
    let form = FormController()
    form.name.inputView = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 200))
    let host = host(form)
    host.perform { _ = form.name.becomeFirstResponder() }
    #expect(host.keyboardFrame == CGRect(x: 0, y: 652, width: 393, height: 200))
  }

  @Test func aHardwareKeyboardShowsNoSoftwareKeyboard() {
    let form = FormController()
    let host = host(form, keyboard: KeyboardSettings(hardwareKeyboardAttached: true))
    let recorder = Recorder()
    defer { recorder.stop() }
    host.perform { _ = form.name.becomeFirstResponder() }
    host.finish()
    #expect(recorder.names.isEmpty)
    #expect(host.keyboardFrame == nil)
  }

  @Test func aHardwareKeyboardStillRaisesTheAccessoryView() {
    let form = FormController()
    form.name.inputAccessoryView = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 44))
    let host = host(form, keyboard: KeyboardSettings(hardwareKeyboardAttached: true))
    host.perform { _ = form.name.becomeFirstResponder() }
    #expect(host.keyboardFrame == CGRect(x: 0, y: 808, width: 393, height: 44))
  }

  @Test func withoutThePredictiveBarTheKeyboardIs44PointsShorter() {
    let form = FormController()
    let host = host(form, keyboard: KeyboardSettings(showsPredictiveBar: false))
    host.perform { _ = form.name.becomeFirstResponder() }
    // 335 − 44 = 291, from 852 − 291 = 561.
    #expect(host.keyboardFrame == CGRect(x: 0, y: 561, width: 393, height: 291))
  }

  @Test func inLandscapeTheKeyboardSpansTheLongSide() {
    let form = FormController()
    let host = host(form, orientation: .landscapeLeft)
    host.perform { _ = form.name.becomeFirstResponder() }
    // 852 × 393 in landscape: 208 tall, from 393 − 208 = 185.
    #expect(host.keyboardFrame == CGRect(x: 0, y: 185, width: 852, height: 208))
  }

  @Test func rotatingMovesAnUpKeyboardToItsNewFrame() {
    let form = FormController()
    let host = host(form)
    host.perform { _ = form.name.becomeFirstResponder() }
    host.finish()
    let recorder = Recorder()
    defer { recorder.stop() }
    host.rotate(to: .landscapeLeft)
    host.finish()
    #expect(recorder.names == ["willChangeFrame", "willShow", "didChangeFrame", "didShow"])
    #expect(recorder.frames(0).end == CGRect(x: 0, y: 185, width: 852, height: 208))
  }

  @Test func aViewLeavingTheWindowTakesTheKeyboardDown() {
    let form = FormController()
    let host = host(form)
    host.perform { _ = form.name.becomeFirstResponder() }
    host.finish()
    let recorder = Recorder()
    defer { recorder.stop() }
    host.perform { form.name.removeFromSuperview() }
    #expect(recorder.names == ["willChangeFrame", "willHide"])
  }
}
