import Foundation

/// An item of a menu: an action (`UIAction`), a submenu (`UIMenu`) or a placeholder filled in
/// when the menu shows (`UIDeferredMenuElement`).
@MainActor @preconcurrency
open class UIMenuElement: NSObject, @preconcurrency NSCopying {
  /// How an element looks and behaves (UIMenuElement.h; raw values are Apple's).
  public struct Attributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    public static let disabled = Attributes(rawValue: 1 << 0)
    public static let destructive = Attributes(rawValue: 1 << 1)
    public static let hidden = Attributes(rawValue: 1 << 2)
    /// The menu stays presented after the element's action runs.
    public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
  }

  /// Whether an element shows a checkmark (UIMenuElement.h; raw values are Apple's).
  public enum State: Int, Sendable {
    case off = 0
    case on = 1
    case mixed = 2
  }

  /// The element's title.
  open internal(set) var title: String
  /// The element's subtitle.
  open var subtitle: String?
  /// The image shown beside the title.
  open internal(set) var image: UIImage?

  init(title: String, subtitle: String?, image: UIImage?) {
    self.title = title
    self.subtitle = subtitle
    self.image = image
    super.init()
  }

  /// A copy of the element.
  open func copy(with zone: NSZone? = nil) -> Any {
    UIMenuElement(title: title, subtitle: subtitle, image: image)
  }
}
