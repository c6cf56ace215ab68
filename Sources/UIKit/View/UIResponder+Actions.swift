import Foundation

extension UIResponder {
  /// The object of the responder chain from this one that performs `action`, or nil.
  ///
  /// "The default implementation calls the canPerformAction(_:withSender:) method to determine
  /// whether it can invoke the action. If the object can invoke the action, it returns itself,
  /// otherwise it passes the request up the responder chain" (UIResponder,
  /// `target(forAction:withSender:)`). The chain ends at the application.
  func targetInChain(forAction action: Selector, withSender sender: Any?) -> Any? {
    if canPerformAction(action, withSender: sender) { return self }
    if let next { return next.target(forAction: action, withSender: sender) }
    guard !(self is UIApplication) else { return nil }
    return UIApplication.shared.target(forAction: action, withSender: sender)
  }
}
