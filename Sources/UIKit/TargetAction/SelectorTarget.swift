import Foundation

/// An object that answers action messages named by selector.
///
/// On Apple's platforms the Objective-C runtime finds the method a selector names in the
/// target's class (`@objc func tapped(_ sender: UIButton)` answers `#selector(tapped(_:))`).
/// Linux has no such runtime, so a target whose actions are named by selector — with
/// `UIControl.addTarget(_:action:for:)` or `UIApplication.sendAction(_:to:from:for:)` —
/// adopts this protocol and returns, for each selector it implements, the call to make:
///
/// ```swift
/// extension SignUpViewController: SelectorTarget {
///   func method(for selector: Selector) -> ((_ sender: Any?, _ event: UIEvent?) -> Void)? {
///     switch selector {
///     case "tapped:": { [unowned self] sender, _ in tapped(sender as? UIButton) }
///     case "refresh": { [unowned self] _, _ in refresh() }
///     default: nil
///     }
///   }
/// }
/// ```
///
/// The call receives the sender and the event, as an Objective-C action method of any of its
/// three shapes (`action`, `action:`, `action:forEvent:`) may; it uses what its method takes.
/// A selector the method returns nil for is one the target does not implement: the responder
/// chain passes over it (`canPerformAction(_:withSender:)`), and sending it to the target
/// directly is UIKit's unrecognized-selector exception, reported through the diagnostics.
/// The closure forms (`UIAction`, `UIControl.addAction(_:for:)`) need none of this.
@MainActor @preconcurrency
public protocol SelectorTarget: AnyObject {
  /// The call that performs `selector` on this object, or nil when it does not implement it.
  func method(for selector: Selector) -> ((_ sender: Any?, _ event: UIEvent?) -> Void)?
}

/// Sending selectors to objects, as `objc_msgSend` does for actions.
@MainActor
enum SelectorDispatch {
  /// The call `target` makes for `selector`, or nil when it does not answer the selector.
  static func method(
    of target: Any?, for selector: Selector
  ) -> ((_ sender: Any?, _ event: UIEvent?) -> Void)? {
    (target as? SelectorTarget)?.method(for: selector)
  }

  /// Whether `target` implements `selector` (Objective-C's `respondsToSelector:`).
  static func responds(_ target: Any?, to selector: Selector) -> Bool {
    method(of: target, for: selector) != nil
  }

  /// Sends `selector` to `target` with `sender` and `event`; reports UIKit's
  /// unrecognized-selector exception, and does nothing else, when the target does not answer it.
  ///
  /// - Returns: Whether the target performed the action.
  @discardableResult
  static func send(
    _ selector: Selector, to target: AnyObject, sender: Any?, event: UIEvent?
  ) -> Bool {
    guard let method = method(of: target, for: selector) else {
      reportUnrecognized(selector, sentTo: target)
      return false
    }
    method(sender, event)
    return true
  }

  /// Reports `-[Class selector]: unrecognized selector sent to instance 0x…`, the reason of the
  /// NSInvalidArgumentException `-[NSObject doesNotRecognizeSelector:]` raises.
  static func reportUnrecognized(_ selector: Selector, sentTo target: AnyObject) {
    let address = UInt(bitPattern: Unmanaged.passUnretained(target).toOpaque())
    let className = String(reflecting: type(of: target))
    UIKitDiagnostics.raise(
      "NSInvalidArgumentException",
      "-[\(className) \(selector)]: unrecognized selector sent to instance 0x"
        + String(address, radix: 16))
  }
}
