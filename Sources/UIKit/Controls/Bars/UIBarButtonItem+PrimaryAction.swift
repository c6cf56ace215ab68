import Foundation

extension UIBarButtonItem {
  /// An item with a title, an image, a primary action and a menu (iOS 14); the action's title
  /// and image, when it has them, are the item's.
  public convenience init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil,
    menu: UIMenu? = nil
  ) {
    self.init()
    self.title = title
    self.image = image
    self.primaryAction = primaryAction
    self.menu = menu
    primaryActionDidChange()
  }

  /// A system item with a primary action and a menu (iOS 14).
  public convenience init(
    systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil
  ) {
    self.init(systemItem: systemItem)
    self.primaryAction = primaryAction
    self.menu = menu
  }

  /// An item whose title and image are `primaryAction`'s (iOS 14).
  public convenience init(primaryAction: UIAction?) {
    self.init()
    self.primaryAction = primaryAction
    primaryActionDidChange()
  }

  /// "If you set this property to an action, the bar button item takes on the action's title
  /// and image" (UIBarButtonItem, primaryAction); an action without a title or image leaves the
  /// item's.
  func primaryActionDidChange() {
    guard let primaryAction else { return }
    if !primaryAction.title.isEmpty { title = primaryAction.title }
    if let actionImage = primaryAction.image { image = actionImage }
  }
}
