import Foundation

/// What a navigation bar shows for one controller: its title and buttons.
@MainActor @preconcurrency
open class UINavigationItem: NSObject {
  /// When the navigation bar shows the item's title large (UINavigationBar.h).
  public enum LargeTitleDisplayMode: Int, Sendable {
    /// The previous item's mode; a large title on the first item when the bar prefers them.
    case automatic = 0
    case always = 1
    case never = 2
    case inline = 3
  }

  open var title: String?
  open var titleView: UIView?
  open var prompt: String?
  open var backBarButtonItem: UIBarButtonItem?
  open var backButtonTitle: String?
  open var hidesBackButton = false
  open var leftBarButtonItems: [UIBarButtonItem]?
  open var rightBarButtonItems: [UIBarButtonItem]?
  open var leftItemsSupplementBackButton = false
  /// The search controller whose bar the navigation bar shows under the title (iOS 11).
  open var searchController: UISearchController?
  /// Whether the search bar hides as the content scrolls up (default true, iOS 11).
  open var hidesSearchBarWhenScrolling = true
  /// Whether scrolling has collapsed the search bar into the navigation bar.
  var isSearchBarCollapsed = false
  /// Whether the bar shows this item's title large, when it prefers large titles; `.automatic`
  /// by default.
  open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic {
    didSet { owner?.containerLayoutInputsDidChange() }
  }
  /// The controller the item belongs to.
  weak var owner: UIViewController?

  public init(title: String) {
    self.title = title
    super.init()
  }

  public override init() {
    super.init()
  }

  public init?(coder: NSCoder) {
    super.init()
  }

  open var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }

  open var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }

  open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
    self.hidesBackButton = hidesBackButton
  }

  open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
    leftBarButtonItem = item
  }

  open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
    rightBarButtonItem = item
  }

  open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    leftBarButtonItems = items
  }

  open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    rightBarButtonItems = items
  }
}
