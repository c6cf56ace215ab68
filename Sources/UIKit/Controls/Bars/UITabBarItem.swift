import Foundation

/// An item in a tab bar: a controller's tab.
@MainActor @preconcurrency
open class UITabBarItem: UIBarItem {
  /// The system's tab items (UITabBarItem.h).
  public enum SystemItem: Int, Sendable {
    case more = 0
    case favorites = 1
    case featured = 2
    case topRated = 3
    case recents = 4
    case contacts = 5
    case history = 6
    case bookmarks = 7
    case search = 8
    case downloads = 9
    case mostRecent = 10
    case mostViewed = 11
  }

  open var selectedImage: UIImage?
  open var badgeValue: String?
  open var badgeColor: UIColor?
  /// How far the title is moved from its standard position (stored; nothing is drawn).
  open var titlePositionAdjustment = UIOffset.zero
  /// The system item the tab was made as, if any.
  let systemItem: SystemItem?

  public override init() {
    systemItem = nil
    super.init()
  }

  public override init?(coder: NSCoder) {
    systemItem = nil
    super.init(coder: coder)
  }

  public convenience init(title: String?, image: UIImage?, tag: Int) {
    self.init()
    self.title = title
    self.image = image
    self.tag = tag
  }

  public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    self.init()
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
  }

  public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
    self.systemItem = systemItem
    super.init()
    self.tag = tag
  }
}
