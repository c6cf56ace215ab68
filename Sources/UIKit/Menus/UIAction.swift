import Foundation

/// The closure a `UIAction` runs.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A menu element that runs a closure when chosen, or when a control sends it for an event
/// (`UIControl.addAction(_:for:)`).
@MainActor @preconcurrency
open class UIAction: UIMenuElement {
  /// The name of an action; actions added to a control are unique by identifier.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(_ rawValue: String) {
      self.rawValue = rawValue
    }

    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// The identifiers of the paste actions (UIAction.h).
    public static let paste = Identifier("com.apple.menu.paste")
    public static let pasteAndMatchStyle = Identifier("com.apple.menu.paste-and-match-style")
    public static let pasteAndGo = Identifier("com.apple.menu.paste-and-go")
    public static let pasteAndSearch = Identifier("com.apple.menu.paste-and-search")
  }

  /// The action's title.
  open override var title: String {
    get { super.title }
    set { super.title = newValue }
  }
  /// The image shown beside the title.
  open override var image: UIImage? {
    get { super.image }
    set { super.image = newValue }
  }
  /// The image shown when the action's state is `.on`.
  open var selectedImage: UIImage?
  /// The longer title of the keyboard-shortcut overlay.
  open var discoverabilityTitle: String?
  /// The action's identifier; a unique one is made when none is given.
  open private(set) var identifier: Identifier
  open var attributes: UIMenuElement.Attributes
  open var state: UIMenuElement.State
  /// The object the handler runs on behalf of — the control that sent the action, or the view
  /// whose menu it was chosen in — while and after the handler runs; nil before.
  open internal(set) var sender: Any?
  let handler: UIActionHandler

  /// An action with the given title, image and identifier (a unique one when nil) that runs
  /// `handler`.
  public init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil,
    selectedImage: UIImage? = nil, identifier: Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
  ) {
    // "Pass nil to use an auto-generated identifier" (UIAction.h).
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.selectedImage = selectedImage
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    self.handler = handler
    super.init(title: title, subtitle: subtitle, image: image)
  }

  open override func copy(with zone: NSZone? = nil) -> Any {
    UIAction(
      title: title, subtitle: subtitle, image: image, selectedImage: selectedImage,
      identifier: identifier, discoverabilityTitle: discoverabilityTitle,
      attributes: attributes, state: state, handler: handler)
  }

  /// Runs the handler with `sender` as the action's sender.
  package func perform(sender: Any?) {
    self.sender = sender
    handler(self)
  }
}
