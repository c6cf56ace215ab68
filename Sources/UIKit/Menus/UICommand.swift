import Foundation

/// A menu element that sends an action selector up the responder chain when chosen.
///
/// Choosing the command sends `action` with a nil target
/// (`UIApplication.sendAction(_:to:from:for:)`), so the first object of the responder chain
/// that answers it performs it (`SelectorTarget`). Alternates, which need keyboard modifier
/// flags, are not modelled.
@MainActor @preconcurrency
open class UICommand: UIMenuElement {
  /// The command's title.
  open override var title: String {
    get { super.title }
    set { super.title = newValue }
  }
  /// The image shown beside the title.
  open override var image: UIImage? {
    get { super.image }
    set { super.image = newValue }
  }
  /// The selector sent when the command is chosen.
  open private(set) var action: Selector
  /// Data the command carries for its action method.
  open private(set) var propertyList: Any?
  /// The longer title of the keyboard-shortcut overlay.
  open var discoverabilityTitle: String?
  open var attributes: UIMenuElement.Attributes
  open var state: UIMenuElement.State

  /// A command titled `title` that sends `action`.
  public init(
    title: String = "", image: UIImage? = nil, action: Selector, propertyList: Any? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off
  ) {
    self.action = action
    self.propertyList = propertyList
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    super.init(title: title, subtitle: nil, image: image)
  }

  open override func copy(with zone: NSZone? = nil) -> Any {
    UICommand(
      title: title, image: image, action: action, propertyList: propertyList,
      discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
  }
}
