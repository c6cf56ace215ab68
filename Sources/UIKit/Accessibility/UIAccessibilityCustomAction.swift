import Foundation

/// An action an assistive app offers on an element besides activating it
/// (UIAccessibilityCustomAction.h).
@MainActor @preconcurrency
open class UIAccessibilityCustomAction: NSObject {
  /// What an action handler gets and returns: whether the action succeeded.
  public typealias Handler = (UIAccessibilityCustomAction) -> Bool

  /// The action's name, as assistive apps read it.
  open var name: String
  /// The name with attributes; the plain name, unattributed, unless set.
  open var attributedName: NSAttributedString {
    get { storedAttributedName ?? NSAttributedString(string: name) }
    set {
      storedAttributedName = newValue
      name = newValue.string
    }
  }
  private var storedAttributedName: NSAttributedString?
  open var image: UIImage?
  /// The object that performs the action, held weakly as on iOS.
  open weak var target: AnyObject?
  /// The method the target performs (Bezel calls it through `SelectorTarget`).
  open var selector: Selector
  /// The closure that performs the action, in place of a target and selector.
  open var actionHandler: Handler?

  /// An action performed by `target`'s `selector`.
  public init(name: String, target: Any?, selector: Selector) {
    self.name = name
    self.target = target as AnyObject?
    self.selector = selector
    super.init()
  }

  public convenience init(attributedName: NSAttributedString, target: Any?, selector: Selector) {
    self.init(name: attributedName.string, target: target, selector: selector)
    storedAttributedName = attributedName
  }

  /// An action performed by `actionHandler`.
  public init(name: String, actionHandler: @escaping Handler) {
    self.name = name
    self.selector = Selector("")
    self.actionHandler = actionHandler
    super.init()
  }

  public convenience init(attributedName: NSAttributedString, actionHandler: @escaping Handler) {
    self.init(name: attributedName.string, actionHandler: actionHandler)
    storedAttributedName = attributedName
  }

  public convenience init(name: String, image: UIImage?, actionHandler: @escaping Handler) {
    self.init(name: name, actionHandler: actionHandler)
    self.image = image
  }

  /// Performs the action as an assistive app does: runs the handler, else sends the selector to
  /// the target (through `SelectorTarget`), the action as the argument.
  ///
  /// - Returns: What the handler returned, or whether the target performed the selector.
  package func perform() -> Bool {
    if let actionHandler { return actionHandler(self) }
    guard let target else { return false }
    return SelectorDispatch.send(selector, to: target, sender: self, event: nil)
  }
}
