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

  /// Called on each object a nib loads, once all its objects are loaded and connected.
  ///
  /// UIKit declares it on `NSObject`. Bezel loads no nibs (`UINib.swift`), so only overrides that
  /// call `super` call it; it does nothing.
  open func awakeFromNib() {}

  /// Called on an object Interface Builder renders.
  ///
  /// Bezel never renders one; it does nothing.
  open func prepareForInterfaceBuilder() {}

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

  // Presses of physical buttons; forwarded up the chain by default, as touches are (UIResponder,
  // `pressesBegan(_:with:)`).
  open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesBegan(presses, with: event)
  }
  open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesChanged(presses, with: event)
  }
  open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesEnded(presses, with: event)
  }
  open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesCancelled(presses, with: event)
  }

  // Accessibility (UIAccessibility.h, UIAccessibilityContainer.h). On iOS these belong to every
  // NSObject (the UIAccessibility informal protocol), and views and elements override them.
  // Swift cannot override what an extension declares, so they are declared in this class, the
  // base of views, controllers and `UIAccessibilityElement`. The values set live in a box made
  // on the first write; the defaults UIKit gives are in `UIResponder+Accessibility.swift`.
  /// The accessibility values set on this object; nil until one is.
  var accessibilityStorage: AccessibilityStorage?
  /// Whether assistive apps see the object as one element; UIKit's labels, buttons and text
  /// fields and accessibility elements are, other views are not.
  open var isAccessibilityElement: Bool {
    get { accessibilityStorage?.isElement ?? isAccessibilityElementByDefault }
    set { accessibility.isElement = newValue }
  }
  /// The element's name; a label's text and a button's title by default.
  open var accessibilityLabel: String? {
    get { accessibilityStorage?.label ?? defaultAccessibilityLabel }
    set {
      accessibility.label = newValue
      accessibility.attributedLabel = nil
    }
  }
  /// The label with attributes: the plain label, unattributed, unless set; setting either one
  /// sets the other (UIAccessibility.h).
  open var accessibilityAttributedLabel: NSAttributedString? {
    get { accessibilityStorage?.attributedLabel ?? accessibilityLabel.map(NSAttributedString.init) }
    set {
      accessibility.label = newValue?.string
      accessibility.attributedLabel = newValue
    }
  }
  /// What activating the element does.
  open var accessibilityHint: String? {
    get { accessibilityStorage?.hint }
    set { accessibility.hint = newValue }
  }
  /// The element's value; a text field's text by default.
  open var accessibilityValue: String? {
    get { accessibilityStorage?.value ?? defaultAccessibilityValue }
    set { accessibility.value = newValue }
  }
  /// What the element is; the traits of UIKit's control by default (a button's `.button`…).
  open var accessibilityTraits: UIAccessibilityTraits {
    get { accessibilityStorage?.traits ?? defaultAccessibilityTraits }
    set { accessibility.traits = newValue }
  }
  /// The element's frame in screen coordinates; by default a view's frame, converted.
  open var accessibilityFrame: CGRect {
    get { accessibilityStorage?.frame ?? defaultAccessibilityFrame }
    set { accessibility.frame = newValue }
  }
  /// The screen point activation taps; by default the middle of `accessibilityFrame`.
  open var accessibilityActivationPoint: CGPoint {
    get {
      accessibilityStorage?.activationPoint
        ?? CGPoint(x: accessibilityFrame.midX, y: accessibilityFrame.midY)
    }
    set { accessibility.activationPoint = newValue }
  }
  /// The elements the object contains, in reading order (for a view, in place of its subviews').
  open var accessibilityElements: [Any]? {
    get { accessibilityStorage?.elements }
    set { accessibility.elements = newValue }
  }
  open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }
  open func accessibilityElement(at index: Int) -> Any? { element(at: index) }
  open func index(ofAccessibilityElement element: Any) -> Int { indexOfElement(element) }
  open var accessibilityContainerType: UIAccessibilityContainerType {
    get { accessibilityStorage?.containerType ?? .none }
    set { accessibility.containerType = newValue }
  }
  /// Whether assistive apps ignore the view's siblings (and theirs) while it is shown.
  open var accessibilityViewIsModal: Bool {
    get { accessibilityStorage?.viewIsModal ?? false }
    set { accessibility.viewIsModal = newValue }
  }
  /// Whether the subviews' elements are read together, before the elements after the view.
  open var shouldGroupAccessibilityChildren: Bool {
    get { accessibilityStorage?.shouldGroupChildren ?? false }
    set { accessibility.shouldGroupChildren = newValue }
  }
  /// Whether the elements inside the view are hidden from assistive apps.
  open var accessibilityElementsHidden: Bool {
    get { accessibilityStorage?.elementsHidden ?? false }
    set { accessibility.elementsHidden = newValue }
  }
  open var accessibilityLanguage: String? {
    get { accessibilityStorage?.language }
    set { accessibility.language = newValue }
  }
  open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
    get { accessibilityStorage?.customActions }
    set { accessibility.customActions = newValue }
  }
  /// The element's outline in screen coordinates, when not its frame.
  open var accessibilityPath: UIBezierPath? {
    get { accessibilityStorage?.path }
    set { accessibility.path = newValue }
  }
  /// The names Voice Control and Full Keyboard Access accept for the element.
  open var accessibilityUserInputLabels: [String]! {
    get { accessibilityStorage?.userInputLabels ?? accessibilityLabel.map { [$0] } ?? [] }
    set { accessibility.userInputLabels = newValue }
  }
  open var accessibilityRespondsToUserInteraction: Bool {
    get { accessibilityStorage?.respondsToUserInteraction ?? isAccessibilityElement }
    set { accessibility.respondsToUserInteraction = newValue }
  }
  // What an assistive app asks the element to do (UIAccessibilityAction informal protocol); by
  // default nothing is done, and `false` lets the app's own handling or UIKit's run.
  open func accessibilityActivate() -> Bool { false }
  open func accessibilityIncrement() {}
  open func accessibilityDecrement() {}
  open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }
  open func accessibilityPerformEscape() -> Bool { false }
  open func accessibilityPerformMagicTap() -> Bool { false }
  // Focus (UIAccessibilityFocus informal protocol): nothing focuses an element on Linux.
  open func accessibilityElementDidBecomeFocused() {}
  open func accessibilityElementDidLoseFocus() {}
  open func accessibilityElementIsFocused() -> Bool { false }

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
