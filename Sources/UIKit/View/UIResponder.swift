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

  // The first responder (`UIResponder+FirstResponder.swift`). Declared here so that subclasses
  // can override them.

  /// Whether the responder accepts becoming the first responder: `false` unless overridden.
  open var canBecomeFirstResponder: Bool { false }
  /// Whether the responder gives up first-responder status when asked: `true` unless overridden.
  open var canResignFirstResponder: Bool { true }
  /// Whether the responder is its window's first responder.
  open var isFirstResponder: Bool { isFirstResponderOfWindow }

  /// Asks UIKit to make this object the first responder of its window.
  ///
  /// The current first responder is asked to resign first, then `canBecomeFirstResponder` is
  /// asked. An object outside any window never becomes first responder and `false` comes back
  /// ("Never call this method on a view that is not part of an active view hierarchy",
  /// UIResponder). Overrides call `super`.
  ///
  /// - Returns: Whether the object is now the first responder.
  @discardableResult
  open func becomeFirstResponder() -> Bool { becomeFirstResponderOfWindow() }

  /// Gives up first-responder status; `true` when the object is no longer first responder.
  ///
  /// A responder whose `canResignFirstResponder` is `false` stays, unless its view leaves the
  /// window or `endEditing(true)` forces it. Overrides call `super`.
  @discardableResult
  open func resignFirstResponder() -> Bool { resignFirstResponderOfWindow() }

  /// The view shown instead of the system keyboard while this object is first responder.
  open var inputView: UIView? { nil }
  /// The view shown above the keyboard (or the input view) while this object is first responder.
  open var inputAccessoryView: UIView? { nil }
  /// The controller whose view is shown instead of the keyboard.
  open var inputViewController: UIInputViewController? { nil }
  /// The controller whose view is shown above the keyboard.
  open var inputAccessoryViewController: UIInputViewController? { nil }

  /// Replaces the input views shown for the first responder with its current ones; no effect on
  /// an object that is not first responder (UIResponder, `reloadInputViews()`).
  open func reloadInputViews() { reloadInputViewsOfWindow() }
}
