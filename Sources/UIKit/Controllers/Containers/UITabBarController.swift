import Foundation

/// A container that shows one of its children at a time, chosen with a tab bar at the bottom.
///
/// The selected child's view extends under the translucent tab bar, whose height includes the
/// home indicator's inset (49 + 34 = 83 on an iPhone X); the child's bottom safe-area inset
/// covers the bar (WWDC 2018 session 235: the tab bar controller "only receives insets on the
/// home indicator and status bar", the controllers inside it also the tab bar).
@MainActor @preconcurrency
open class UITabBarController: UIViewController {
  private let storedTabBar = UITabBar(frame: .zero)
  private var storedSelectedIndex = 0

  /// The object asked about a person's selections.
  open weak var delegate: (any UITabBarControllerDelegate)?

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  open override func loadView() {
    let view = UILayoutContainerView(frame: UIScreen.main.bounds)
    view.container = self
    view.addSubview(storedTabBar)
    self.view = view
    installSelectedView()
  }

  open var tabBar: UITabBar { storedTabBar }

  /// The tabs' controllers, in the tab bar's order; nil when there are none.
  open var viewControllers: [UIViewController]? {
    get { storedChildren.isEmpty ? nil : storedChildren }
    set { setViewControllers(newValue, animated: false) }
  }

  /// Replaces the tabs, keeping the selection where it can.
  ///
  /// UITabBarController: "the tab bar
  /// controller remembers the view controller object that was previously selected and attempts
  /// to reselect it. If the selected view controller is no longer present, it attempts to select
  /// the view controller at the same index in the array as the previous selection. If that
  /// index is invalid, it selects the view controller at index 0.").
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    var tabs: [UIViewController] = []
    for controller in viewControllers ?? [] where !tabs.contains(where: { $0 === controller }) {
      tabs.append(controller)
    }
    let previous = selectedViewController
    let leaving = storedChildren.filter { old in !tabs.contains { $0 === old } }
    for controller in leaving {
      controller.willMove(toParent: nil)
      if let childView = controller.viewIfLoaded, childView.storedSuperview === viewIfLoaded {
        childView.removeFromSuperview()
      }
      controller.removeFromParent()
    }
    let arriving = tabs.filter { $0.storedParent !== self }
    for controller in arriving { addChild(controller) }
    storedChildren = tabs
    if let previous, let index = tabs.firstIndex(where: { $0 === previous }) {
      storedSelectedIndex = index
    } else if !tabs.indices.contains(storedSelectedIndex) {
      storedSelectedIndex = 0
    }
    storedTabBar.items = tabs.map { $0.tabBarItem }
    installSelectedView()
    for controller in arriving { controller.didMove(toParent: self) }
  }

  /// The selected tab's controller.
  open var selectedViewController: UIViewController? {
    get {
      storedChildren.indices.contains(storedSelectedIndex)
        ? storedChildren[storedSelectedIndex] : nil
    }
    set {
      guard let newValue, let index = storedChildren.firstIndex(where: { $0 === newValue }) else {
        return
      }
      selectedIndex = index
    }
  }

  /// The selected tab's index; setting an index outside the tabs does nothing.
  open var selectedIndex: Int {
    get { storedSelectedIndex }
    set {
      guard storedChildren.indices.contains(newValue), newValue != storedSelectedIndex else {
        return
      }
      storedSelectedIndex = newValue
      installSelectedView()
      statusBarAppearanceDidChange()
    }
  }

  /// Puts the selected child's view in the container, below the tab bar, and takes the others'
  /// out.
  private func installSelectedView() {
    storedTabBar.selectedItem = selectedViewController?.tabBarItem
    guard let view = viewIfLoaded else { return }
    let selected = selectedViewController
    for controller in storedChildren where controller !== selected {
      if let childView = controller.viewIfLoaded, childView.storedSuperview === view {
        childView.removeFromSuperview()
      }
    }
    if let selected {
      let selectedView = selected.view!
      if selectedView.storedSuperview !== view {
        selectedView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        selectedView.frame = view.bounds
        view.insertSubview(selectedView, at: 0)
      }
    }
    view.setNeedsLayout()
  }

  /// The selected tab decides whether the status bar hides.
  open override var childForStatusBarHidden: UIViewController? { selectedViewController }
  open override var childForStatusBarStyle: UIViewController? { selectedViewController }

  override func layoutContainerSubviews() { layoutTabBarAndSelectedView() }

  override var isBarController: Bool { true }

  override func safeAreaInsets(forChildView childView: UIView, inherited: UIEdgeInsets)
    -> UIEdgeInsets
  {
    barSafeAreaInsets(forChildView: childView, inherited: inherited)
  }
}
