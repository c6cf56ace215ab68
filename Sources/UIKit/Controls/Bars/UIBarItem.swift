import Foundation

/// An item a bar shows: the shared base of bar button items and tab bar items.
@MainActor @preconcurrency
open class UIBarItem: NSObject, UIAppearance {
  open var isEnabled = true
  open var title: String?
  open var image: UIImage?
  open var landscapeImagePhone: UIImage?
  open var imageInsets = UIEdgeInsets.zero
  open var tag = 0
  open var accessibilityIdentifier: String?

  public override init() {
    super.init()
  }

  public init?(coder: NSCoder) {
    super.init()
  }
}
