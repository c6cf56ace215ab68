import Foundation

/// The app: the end of the responder chain, and the object that sends actions to targets.
///
/// There is one instance, `shared`; what it answers — its scenes and windows, its state, the URLs
/// it opened, its background tasks — is the `SystemState` of the window context current, so each
/// hosted device is an app of its own (`UIApplication+Scenes.swift`, `+State`, `+URLs`…).
@MainActor @preconcurrency
open class UIApplication: UIResponder {
  /// The app's one instance.
  public static let shared = UIApplication()

  override init() {
    super.init()
  }

  /// Sends `action` to `target`, or, when `target` is nil, to the first object of the
  /// responder chain that can perform it (`target(forAction:withSender:)`).
  ///
  /// "If target is nil, the app sends the message to the first responder, from whence it
  /// progresses up the responder chain until it is handled" (UIApplication,
  /// `sendAction(_:to:from:for:)`). Bezel's chain starts at the first responder of the
  /// sender's window when it has one, else at the sender, as UIKit does for a control with no
  /// first responder around it. A target that does not implement `action` gets UIKit's
  /// unrecognized-selector exception through the diagnostics.
  ///
  /// - Returns: Whether an object performed the action.
  @discardableResult
  open func sendAction(
    _ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?
  ) -> Bool {
    if let target {
      return SelectorDispatch.send(action, to: target as AnyObject, sender: sender, event: event)
    }
    guard let start = actionChainStart(for: sender),
      let receiver = start.target(forAction: action, withSender: sender)
    else { return false }
    return SelectorDispatch.send(action, to: receiver as AnyObject, sender: sender, event: event)
  }

  /// The responder a nil-targeted action starts from: the first responder of the sender's
  /// window ("If target is nil, the app sends the message to the first responder, from whence
  /// it progresses up the responder chain", UIApplication, `sendAction(_:to:from:for:)`), else
  /// the sender itself when nothing in its window is first responder.
  func actionChainStart(for sender: Any?) -> UIResponder? {
    let responder = sender as? UIResponder
    let window =
      (responder as? UIView)?.window ?? (responder as? UIViewController)?.viewIfLoaded?.window
    return window?.storedFirstResponder ?? responder
  }
}
