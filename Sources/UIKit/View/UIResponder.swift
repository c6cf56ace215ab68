import Foundation

/// An object that can take part in the responder chain; the base class of views and view
/// controllers.
@MainActor @preconcurrency
open class UIResponder: NSObject {
  public override init() {
    super.init()
  }

  deinit {
    // The runtime releases an object's associated values when the object goes.
    AssociationTable.shared.removeValues(ofDeallocated: ObjectIdentifier(self))
  }

  /// The next responder: a view's view controller or superview, a controller's view's superview.
  open var next: UIResponder? { nil }

  // Touches. "The default implementation of this method forwards the message up the responder
  // chain" (UIResponder, `touchesBegan(_:with:)`), and likewise for the other phases.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesBegan(touches, with: event)
  }
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesMoved(touches, with: event)
  }
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesEnded(touches, with: event)
  }
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesCancelled(touches, with: event)
  }
  /// Bezel's touches report no estimated properties, so none is ever updated.
  open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

  // Actions (`UIResponder+Actions.swift`).

  /// The object that performs `action`: this responder when `canPerformAction(_:withSender:)`
  /// says it can, else the answer of the next responder.
  open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
    targetInChain(forAction: action, withSender: sender)
  }

  /// Whether this responder implements `action` (it answers the selector through
  /// `SelectorTarget`).
  open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
    SelectorDispatch.responds(self, to: action)
  }
}
