import Foundation

// The first responder: one per window, kept by the window (`UIWindow.storedFirstResponder`).
// A responder's window is its own window for a view, its view's for a view controller; any other
// responder has none and never becomes first responder.

extension UIResponder {
  /// The window whose first responder this object can be.
  var responderWindow: UIWindow? {
    if let view = self as? UIView { return view.window }
    if let controller = self as? UIViewController { return controller.viewIfLoaded?.window }
    return nil
  }

  /// The view that places this responder in a view tree: itself, or a controller's view.
  var responderView: UIView? {
    if let view = self as? UIView { return view }
    return (self as? UIViewController)?.viewIfLoaded
  }

  var isFirstResponderOfWindow: Bool {
    guard let window = responderWindow else { return false }
    return window.storedFirstResponder === self
  }

  func becomeFirstResponderOfWindow() -> Bool {
    guard let window = responderWindow else { return false }
    // The resigning responder and this one move the keyboard once (`UIWindow+Keyboard.swift`).
    return window.changingFirstResponder { becomeFirstResponder(of: window) }
  }

  private func becomeFirstResponder(of window: UIWindow) -> Bool {
    if window.storedFirstResponder === self { return true }
    guard canBecomeFirstResponder else { return false }
    if let current = window.storedFirstResponder {
      // "UIKit asks the current first responder to resign as first responder, which it might
      // not" (UIResponder, `becomeFirstResponder()`).
      guard current.resignFirstResponder(), window.storedFirstResponder == nil else {
        return false
      }
    }
    window.storedFirstResponder = self
    window.showInputViews(of: self)
    return true
  }

  func resignFirstResponderOfWindow() -> Bool {
    guard let window = responderWindow, window.storedFirstResponder === self else { return true }
    guard canResignFirstResponder || window.isForcingResignation else { return false }
    window.storedFirstResponder = nil
    window.showInputViews(of: nil)
    return true
  }

  func reloadInputViewsOfWindow() {
    guard let window = responderWindow, window.storedFirstResponder === self else { return }
    window.showInputViews(of: self)
  }
}

extension UIWindow {
  /// The window's first responder, if any.
  package var firstResponder: UIResponder? { storedFirstResponder }

  func showInputViews(of responder: UIResponder?) {
    shownInputViews = (responder?.inputView, responder?.inputAccessoryView)
    updateKeyboard()
  }

  /// Makes the first responder resign without asking it.
  ///
  /// UIKit does so when its view leaves the window or for `endEditing(true)`:
  /// `canResignFirstResponder` and a text field's
  /// `textFieldShouldEndEditing(_:)` are not consulted. A subclass whose override refuses to
  /// call `super` loses the status all the same.
  func forceResignation(of responder: UIResponder) {
    guard storedFirstResponder === responder else { return }
    let wasForcing = isForcingResignation
    isForcingResignation = true
    defer { isForcingResignation = wasForcing }
    responder.resignFirstResponder()
    if storedFirstResponder === responder {
      storedFirstResponder = nil
      showInputViews(of: nil)
    }
  }
}

extension UIView {
  func endEditingBelow(force: Bool) -> Bool {
    guard let window, let responder = window.storedFirstResponder,
      let view = responder.responderView, view.isDescendant(of: self)
    else { return true }
    if force {
      window.forceResignation(of: responder)
      return true
    }
    return responder.resignFirstResponder()
  }

  /// Makes a first responder in this subtree resign, forced, before the subtree leaves
  /// `oldWindow`.
  ///
  /// A text field's end of editing "may be called if forced even if shouldEndEditing returns NO
  /// (e.g. view removed from window)" (UITextField.h, `textFieldDidEndEditing:`).
  func resignFirstResponderLeaving(_ oldWindow: UIWindow?) {
    guard let oldWindow, let responder = oldWindow.storedFirstResponder,
      let view = responder.responderView, view.isDescendant(of: self)
    else { return }
    oldWindow.forceResignation(of: responder)
  }
}
