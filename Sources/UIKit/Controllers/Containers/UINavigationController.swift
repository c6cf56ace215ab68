import Foundation

/// A container that shows a stack of controllers, the top one's view below a navigation bar.
///
/// Its children's views extend under the translucent bar, and it extends their safe area for it
/// (Apple: "navigation controllers extend the safe area of their child view controllers to
/// account for the navigation bar"; 20 + 44 = 64 on an iPhone 8, 44 + 44 = 88 on an iPhone X).
@MainActor @preconcurrency
open class UINavigationController: UIViewController {
  private let storedNavigationBar = UINavigationBar(frame: .zero)
  private let storedToolbar = UIToolbar(frame: .zero)
  private var storedNavigationBarHidden = false
  private var storedToolbarHidden = true

  /// The object told when a new top controller shows.
  open weak var delegate: (any UINavigationControllerDelegate)?

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    storedToolbar.isHidden = true
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    storedToolbar.isHidden = true
  }

  /// A navigation controller whose stack holds `rootViewController`.
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    storedToolbar.isHidden = true
    setViewControllers([rootViewController], animated: false)
  }

  open override func loadView() {
    let view = UILayoutContainerView(frame: UIScreen.main.bounds)
    view.container = self
    view.addSubview(storedNavigationBar)
    view.addSubview(storedToolbar)
    self.view = view
    installTopView()
  }

  // MARK: The stack

  /// The stack, the root first and the top last.
  open var viewControllers: [UIViewController] {
    get { storedChildren }
    set { setViewControllers(newValue, animated: false) }
  }

  open var topViewController: UIViewController? { storedChildren.last }

  /// The controller whose view shows: the top one (Bezel does not present controllers).
  open var visibleViewController: UIViewController? { topViewController }

  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    var stack: [UIViewController] = []
    for controller in viewControllers where !stack.contains(where: { $0 === controller }) {
      stack.append(controller)
    }
    replaceStack(with: stack, animated: animated)
  }

  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    if storedChildren.contains(where: { $0 === viewController }) {
      UIKitDiagnostics.raise(
        "NSInvalidArgumentException",
        "Pushing the same view controller instance more than once is not supported "
          + "(\(viewController))")
      return
    }
    if viewController is UINavigationController {
      UIKitDiagnostics.raise(
        "NSInvalidArgumentException", "Pushing a navigation controller is not supported")
      return
    }
    replaceStack(with: storedChildren + [viewController], animated: animated)
  }

  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard storedChildren.count > 1, let top = storedChildren.last else { return nil }
    replaceStack(with: Array(storedChildren.dropLast()), animated: animated)
    return top
  }

  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard let root = storedChildren.first else { return nil }
    return popTo(root, animated: animated)
  }

  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool)
    -> [UIViewController]?
  {
    guard storedChildren.contains(where: { $0 === viewController }) else { return nil }
    return popTo(viewController, animated: animated)
  }

  private func popTo(_ controller: UIViewController, animated: Bool) -> [UIViewController] {
    guard let index = storedChildren.firstIndex(where: { $0 === controller }) else { return [] }
    let popped = Array(storedChildren[(index + 1)...])
    replaceStack(with: Array(storedChildren[...index]), animated: animated)
    return popped
  }

  /// Makes `stack` the children, with UIKit's containment and appearance calls.
  ///
  /// A controller that leaves gets `willMove(toParent: nil)` first and `didMove(toParent: nil)`
  /// (through `removeFromParent()`) last; one that arrives gets `willMove(toParent:)` (through
  /// `addChild(_:)`) first and `didMove(toParent:)` last. While the navigation controller is on
  /// screen, the old top controller disappears and the new one appears between them: a push
  /// logs A viewWillDisappear, B viewWillAppear, A viewDidDisappear, B viewDidAppear, then B
  /// didMove(toParent:); a pop starts with B willMove(toParent: nil) and ends with B
  /// didMove(toParent: nil) (recorded UIKit sessions,
  /// https://arm1.ru/en/blog/zhiznennyj-tsikl-uiviewcontroller).
  func replaceStack(with stack: [UIViewController], animated: Bool = false) {
    let previousTop = storedChildren.last
    let newTop = stack.last.flatMap { $0 === previousTop ? nil : $0 }
    let leaving = storedChildren.filter { old in !stack.contains { $0 === old } }
    let arriving = stack.filter { $0.storedParent !== self }
    for controller in leaving { controller.willMove(toParent: nil) }
    if let newTop { delegate?.navigationController(self, willShow: newTop, animated: animated) }
    for controller in arriving { addChild(controller) }
    storedChildren = stack
    storedNavigationBar.items = stack.map(\.navigationItem)
    let appearing = newTop.flatMap { isOnScreen ? $0 : nil }
    if let appearing {
      beginTopChange(
        from: previousTop, to: appearing, leaving: leaving, arriving: arriving,
        animated: animated)
    }
    for controller in leaving {
      if let childView = controller.viewIfLoaded, childView.storedSuperview === viewIfLoaded {
        childView.removeFromSuperview()
      }
    }
    installTopView()
    containerLayoutInputsDidChange()
    statusBarAppearanceDidChange()
    if let appearing { endTopChange(from: previousTop, to: appearing) }
    for controller in leaving { controller.removeFromParent() }
    for controller in arriving { controller.didMove(toParent: self) }
    if let newTop { delegate?.navigationController(self, didShow: newTop, animated: animated) }
  }

  /// Puts the top controller's view in the container, below the bars, and takes the others'
  /// out.
  private func installTopView() {
    guard let view = viewIfLoaded else { return }
    for controller in storedChildren.dropLast() {
      if let childView = controller.viewIfLoaded, childView.storedSuperview === view {
        childView.removeFromSuperview()
      }
    }
    if let top = storedChildren.last {
      let topView = top.view!
      if topView.storedSuperview !== view {
        topView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        topView.frame = view.bounds
        view.insertSubview(topView, at: 0)
      }
    }
    view.setNeedsLayout()
  }

  // MARK: Bars

  open var navigationBar: UINavigationBar { storedNavigationBar }

  open var isNavigationBarHidden: Bool {
    get { storedNavigationBarHidden }
    set { setNavigationBarHidden(newValue, animated: false) }
  }

  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    storedNavigationBarHidden = hidden
    storedNavigationBar.isHidden = hidden
    viewIfLoaded?.setNeedsLayout()
    statusBarAppearanceDidChange()
  }

  /// The toolbar at the bottom, hidden by default; it shows the top controller's
  /// `toolbarItems`.
  open var toolbar: UIToolbar! { storedToolbar }

  open var isToolbarHidden: Bool {
    get { storedToolbarHidden }
    set { setToolbarHidden(newValue, animated: false) }
  }

  open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
    storedToolbarHidden = hidden
    viewIfLoaded?.setNeedsLayout()
  }

  // MARK: Status bar, children and layout

  /// The top controller decides whether the status bar hides (WWDC 2018 session 235: the
  /// preference "is then propagating up through our contained view controller hierarchy").
  open override var childForStatusBarHidden: UIViewController? { topViewController }

  open override var childForStatusBarStyle: UIViewController? {
    isNavigationBarHidden ? topViewController : nil
  }

  override var extendedLayoutController: UIViewController {
    topViewController?.extendedLayoutController ?? self
  }

  override var isBarController: Bool { true }

  override var showsNavigationBar: Bool { !isNavigationBarHidden }

  /// "The value of this property on the topmost view controller determines whether the toolbar
  /// is visible" (hidesBottomBarWhenPushed).
  override var hidesEnclosingTabBar: Bool { topViewController?.hidesBottomBarWhenPushed == true }

  override var isCollapsingStack: Bool { true }

  override func pushCollapsedSecondary(_ secondary: UIViewController, animated: Bool) {
    pushViewController(secondary, animated: animated)
  }

  override func popCollapsedSecondary(_ secondary: UIViewController) {
    guard let index = viewControllers.firstIndex(where: { $0 === secondary }) else { return }
    replaceStack(with: Array(viewControllers[..<index]))
  }

  override func layoutContainerSubviews() { layoutBarsAndTopView() }

  override func safeAreaInsets(forChildView childView: UIView, inherited: UIEdgeInsets)
    -> UIEdgeInsets
  {
    barSafeAreaInsets(forChildView: childView, inherited: inherited)
  }
}
