import Foundation

/// A menu: a title and its elements, actions and submenus.
@MainActor @preconcurrency
open class UIMenu: UIMenuElement {
  /// The name of a menu (UIMenu.h).
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(_ rawValue: String) {
      self.rawValue = rawValue
    }

    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    public static let application = Identifier("com.apple.menu.application")
    public static let file = Identifier("com.apple.menu.file")
    public static let edit = Identifier("com.apple.menu.edit")
    public static let view = Identifier("com.apple.menu.view")
    public static let window = Identifier("com.apple.menu.window")
    public static let help = Identifier("com.apple.menu.help")
    public static let root = Identifier("com.apple.menu.root")
  }

  /// How a menu shows its children (UIMenu.h; raw values are Apple's).
  public struct Options: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// The children show inline in the parent menu, not as a submenu.
    public static let displayInline = Options(rawValue: 1 << 0)
    public static let destructive = Options(rawValue: 1 << 1)
    /// At most one child is on.
    public static let singleSelection = Options(rawValue: 1 << 5)
    public static let displayAsPalette = Options(rawValue: 1 << 7)
  }

  /// The size of a menu's children (UIMenu.h; raw values are Apple's).
  public enum ElementSize: Int, Sendable {
    case small = 0
    case medium = 1
    case large = 2
    case automatic = -1
  }

  open private(set) var identifier: Identifier
  open private(set) var options: Options
  open var preferredElementSize: ElementSize
  open private(set) var children: [UIMenuElement]

  /// A menu with the given title, image and identifier (a unique one when nil) of `children`.
  public init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil,
    identifier: Identifier? = nil, options: Options = [],
    preferredElementSize: ElementSize = .automatic, children: [UIMenuElement] = []
  ) {
    // "Pass nil to use an auto-generated identifier" (UIMenu.h).
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.options = options
    self.preferredElementSize = preferredElementSize
    self.children = children
    super.init(title: title, subtitle: subtitle, image: image)
  }

  /// The elements of the menu and its submenus whose state is `.on`, in menu order.
  open var selectedElements: [UIMenuElement] {
    children.flatMap { child -> [UIMenuElement] in
      if let menu = child as? UIMenu { return menu.selectedElements }
      return (child as? UIAction)?.state == .on ? [child] : []
    }
  }

  /// A copy of the menu with `newChildren` for children.
  open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
    UIMenu(
      title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
      preferredElementSize: preferredElementSize, children: newChildren)
  }

  open override func copy(with zone: NSZone? = nil) -> Any {
    replacingChildren(children)
  }
}
