import Foundation

/// An object that responds to an action triggered by a layer change (CAAction.h).
public protocol CAAction {
  /// Runs the action `event` on `anObject`.
  func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

// CALayer.h: "NSNull: explicitly denies the action"; NSNull conforms to CAAction and does nothing.
extension NSNull: CAAction {
  /// Does nothing: a null action stops the search and runs nothing.
  public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
  }
}
