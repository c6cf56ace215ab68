import Foundation

/// An object that manages a view hierarchy.
@MainActor @preconcurrency
open class UIViewController: UIResponder, UITraitEnvironment, UIContentContainer {
  private var loadedView: UIView?
  private var isLoadingView = false
  /// The controller's title; the navigation item and tab bar item show it unless given their
  /// own.
  open var title: String? {
    didSet { titleDidChange() }
  }
  private let storedNibName: String?
  private let storedNibBundle: Bundle?
  /// The name of the controller's nib, if it was given one.
  open var nibName: String? { storedNibName }
  /// The bundle of the controller's nib, if it was given one.
  open var nibBundle: Bundle? { storedNibBundle }
  var legacyTopGuideIfMade: UIViewControllerLayoutSupportGuide?
  var legacyBottomGuideIfMade: UIViewControllerLayoutSupportGuide?

  // Containment.
  weak var storedParent: UIViewController?
  /// The controller whose window's context this one loads its view with when it has no parent
  /// (a presented controller's presenting controller): `UIViewController+WindowContext.swift`.
  weak var contextSource: UIViewController?
  var storedChildren: [UIViewController] = []
  /// The traits the parent set for this controller with `setOverrideTraitCollection(_:forChild:)`.
  var traitOverrideFromParent: UITraitCollection?
  var storedNavigationItem: UINavigationItem?
  var storedTabBarItem: UITabBarItem?
  /// The root view's insets from its position and its container's bars, before
  /// `additionalSafeAreaInsets`: the legacy layout guides' lengths.
  var barSafeAreaInsets = UIEdgeInsets.zero

  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    storedNibName = nibNameOrNil
    storedNibBundle = nibBundleOrNil
    super.init()
  }

  public required init?(coder: NSCoder) {
    storedNibName = nil
    storedNibBundle = nil
    super.init()
  }

  public override convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// The controller's view, loaded on first access by `loadView()` and then `viewDidLoad()`.
  open var view: UIView! {
    get {
      if loadedView == nil, !isLoadingView {
        // `loadView` reads the screen of the window its parent (or presenter) is shown in.
        if let context = loadingContext {
          context.run { loadAndCallViewDidLoad() }
        } else {
          loadAndCallViewDidLoad()
        }
      }
      return loadedView
    }
    set { setView(newValue) }
  }

  private func loadAndCallViewDidLoad() {
    isLoadingView = true
    loadView()
    if loadedView == nil { setView(UIView(frame: UIScreen.main.bounds)) }
    isLoadingView = false
    viewDidLoad()
  }

  private func setView(_ view: UIView?) {
    if let old = loadedView, old.owningViewController === self {
      old.owningViewController = nil
      old.defaultLayoutMargins = .standard
    }
    loadedView = view
    view?.owningViewController = self
    // A root view's margins, until the app sets some, are the root's defaults; margins the app
    // set stay as set, raised to the system minimum (systemMinimumLayoutMargins: "the root
    // view's actual margins are set to either your custom values or the minimum values").
    view?.defaultLayoutMargins = .controllerRoot
  }

  open var viewIfLoaded: UIView? { loadedView }
  open var isViewLoaded: Bool { loadedView != nil }

  /// Creates the view; the default makes a plain view the size of the main screen.
  open func loadView() {
    // A named nib never loads in Bezel (`UINib.swift`): UIKit's exception, then a plain view.
    if let nibName { UINib.reportUnloadable(named: nibName, in: nibBundle ?? .main) }
    setView(UIView(frame: UIScreen.main.bounds))
  }

  open func loadViewIfNeeded() {
    _ = view
  }

  open func viewDidLoad() {}

  /// Called when the app receives a memory warning, after its delegate and the
  /// `didReceiveMemoryWarningNotification` observers (`SystemState+MemoryWarning.swift`).
  open func didReceiveMemoryWarning() {}
  open func viewWillAppear(_ animated: Bool) {}
  open func viewDidAppear(_ animated: Bool) {}
  open func viewWillDisappear(_ animated: Bool) {}
  open func viewDidDisappear(_ animated: Bool) {}
  /// Whether the controller's view lets the user edit its content (default false).
  open var isEditing: Bool {
    get { storedIsEditing }
    set { setEditing(newValue, animated: false) }
  }
  /// Sets `isEditing`; subclasses update their views and call `super`.
  open func setEditing(_ editing: Bool, animated: Bool) {
    storedIsEditing = editing
    storedEditButtonItem?.showEditing(editing)
  }
  private var storedIsEditing = false
  /// A bar button item that toggles between Edit and Done with the editing state
  /// (`UIViewController+EditButton.swift`); open, as UIKit declares it.
  open var editButtonItem: UIBarButtonItem { makeEditButtonItem() }
  /// The item `editButtonItem` made, once asked for.
  var storedEditButtonItem: UIBarButtonItem?
  /// Insets added to the safe area of the controller's views.
  open var additionalSafeAreaInsets: UIEdgeInsets {
    get { storedAdditionalSafeAreaInsets }
    set {
      guard !InvalidLayoutValue.refuse("additionalSafeAreaInsets", newValue),
        newValue != storedAdditionalSafeAreaInsets
      else { return }
      storedAdditionalSafeAreaInsets = newValue
      guard let view = viewIfLoaded else { return }
      view.needsLayoutFlag = true
      view.storedSuperview?.needsLayoutFlag = true
    }
  }
  private var storedAdditionalSafeAreaInsets = UIEdgeInsets.zero
  open func viewSafeAreaInsetsDidChange() {}
  open func viewLayoutMarginsDidChange() {}
  /// The smallest margins the root view keeps on its sides (see
  /// `measuredSystemMinimumLayoutMargins`).
  open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
    measuredSystemMinimumLayoutMargins
  }
  // Fields read on every layout skip the dynamic exclusivity check, as UIView's do: views are
  // used from one thread, and no access to them overlaps another.
  @exclusivity(unchecked) open var viewRespectsSystemMinimumLayoutMargins = true {
    didSet { viewIfLoaded?.marginsInputsDidChange() }
  }
  /// The controller's traits: its parent's with the parent's overrides for it, or those of the
  /// view its view is in (see `UIViewController+Containment.swift`).
  open var traitCollection: UITraitCollection { containedTraitCollection }
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// Deprecated since iOS 11 for `contentInsetAdjustmentBehavior`; false makes `.automatic`
  /// behave as `.scrollableAxes` (WWDC 2018 session 235).
  @exclusivity(unchecked) open var automaticallyAdjustsScrollViewInsets = true {
    didSet {
      guard automaticallyAdjustsScrollViewInsets != oldValue, let view = viewIfLoaded else {
        return
      }
      let scrollView = (view as? UIScrollView) ?? (view.subviews.first as? UIScrollView)
      scrollView?.updateAdjustedContentInset()
    }
  }

  open func viewWillLayoutSubviews() {}
  open func viewDidLayoutSubviews() {}
  /// Updates the constraints of the controller's view; the default updates the view itself.
  open func updateViewConstraints() {
    loadedView?.updateConstraints()
  }

  open override var next: UIResponder? { loadedView?.storedSuperview }

  /// The legacy guide for the bottom of the top bars (deprecated in iOS 11 for the safe area).
  open var topLayoutGuide: UILayoutSupport { installedLegacyGuide(.top) }

  /// The legacy guide for the top of the bottom bars (deprecated in iOS 11 for the safe area).
  open var bottomLayoutGuide: UILayoutSupport { installedLegacyGuide(.bottom) }

  // MARK: Containment (UIViewController+Containment.swift)

  /// The controllers this one contains, in the order they were added.
  open var children: [UIViewController] { storedChildren }
  /// The controller that contains this one.
  open var parent: UIViewController? { storedParent }
  open func addChild(_ childController: UIViewController) { insertChild(childController) }
  open func removeFromParent() { detachFromParent() }
  /// Called before the controller is added to or removed from a container; `addChild(_:)` calls
  /// it, and a container calls it with nil before `removeFromParent()`.
  open func willMove(toParent parent: UIViewController?) {}
  /// Called after the controller is added to or removed from a container; a container calls it
  /// after `addChild(_:)`, and `removeFromParent()` calls it with nil.
  open func didMove(toParent parent: UIViewController?) {}
  open func setOverrideTraitCollection(
    _ collection: UITraitCollection?, forChild childViewController: UIViewController
  ) {
    overrideTraits(collection, forChild: childViewController)
  }
  open func overrideTraitCollection(forChild childViewController: UIViewController)
    -> UITraitCollection?
  {
    childViewController.storedParent === self ? childViewController.traitOverrideFromParent : nil
  }
  /// Shows a controller in the nearest navigation controller, which pushes it, or presents it
  /// modally without one.
  open func show(_ vc: UIViewController, sender: Any?) {
    if let navigation = nearestNavigationController {
      navigation.pushViewController(vc, animated: true)
    } else {
      present(vc, animated: true)
    }
  }
  /// Shows a controller as the detail of the nearest split view controller, or as `show(_:sender:)`
  /// does without one.
  open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    if let split = self as? UISplitViewController ?? splitViewController {
      split.showDetailViewController(vc, sender: sender)
    } else {
      show(vc, sender: sender)
    }
  }
  open var navigationController: UINavigationController? { nearestAncestor() }
  open var tabBarController: UITabBarController? { nearestAncestor() }
  open var splitViewController: UISplitViewController? { nearestAncestor() }

  // MARK: Bars (UIViewController+Containment.swift, the containers)

  /// The edges of the view that extend under a container's bars; all of them by default.
  open var edgesForExtendedLayout: UIRectEdge = .all {
    didSet { containerLayoutInputsDidChange() }
  }
  /// Whether the view extends under opaque bars too; false by default.
  open var extendedLayoutIncludesOpaqueBars = false {
    didSet { containerLayoutInputsDidChange() }
  }
  /// Whether the bottom bars (a navigation controller's toolbar, a tab bar) hide while this
  /// controller is the top of a navigation stack.
  open var hidesBottomBarWhenPushed = false {
    didSet { containerLayoutInputsDidChange() }
  }
  /// The item that represents the controller in a navigation bar, made on first use.
  open var navigationItem: UINavigationItem { makeNavigationItem() }
  /// The item that represents the controller in a tab bar, made on first use.
  open var tabBarItem: UITabBarItem! {
    get { makeTabBarItem() }
    set { storedTabBarItem = newValue }
  }
  /// The items a navigation controller's toolbar shows while this controller is on top.
  open var toolbarItems: [UIBarButtonItem]?
  open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
    self.toolbarItems = toolbarItems
  }

  // MARK: Status bar (UIViewController+StatusBar.swift)

  /// Whether the controller prefers the status bar hidden; false by default.
  open var prefersStatusBarHidden: Bool { false }
  /// The child whose preference decides whether the status bar is hidden; none by default.
  open var childForStatusBarHidden: UIViewController? { nil }
  open var preferredStatusBarStyle: UIStatusBarStyle { .default }
  open var childForStatusBarStyle: UIViewController? { nil }
  open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
  open var prefersHomeIndicatorAutoHidden: Bool { false }
  open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
  /// Asks the window to read the status bar preferences again.
  open func setNeedsStatusBarAppearanceUpdate() { statusBarAppearanceDidChange() }

  // MARK: Transitions (UIViewController+Transition.swift)

  /// The size the controller would like when a container presents it; zero by default.
  open var preferredContentSize = CGSize.zero
  /// Called before the view's size changes (a rotation); the default forwards to the children.
  open func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    forwardViewWillTransition(to: size, with: coordinator)
  }
  /// Called before the traits change; the default forwards to the children.
  open func willTransition(
    to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    forwardWillTransition(to: newCollection, with: coordinator)
  }
  /// The size a child gets in a container of the given size; the container's size by default.
  open func size(
    forChildContentContainer container: any UIContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize {
    parentSize
  }
  open func preferredContentSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {}
  open func systemLayoutFittingSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {}

  // MARK: Presentation (Presentation/UIViewController+Presentation.swift)

  /// The presentations this controller takes part in.
  var presentationLinks = PresentationLinks()
  /// Where the controller is in its appearance callbacks (UIViewController+Appearance.swift).
  var appearanceState = AppearanceState.unknown

  /// The style the controller is presented in; `.automatic` by default (since iOS 13).
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic
  /// The animation that presents and dismisses the controller.
  open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
  /// Whether the controller refuses interactive dismissal while presented.
  open var isModalInPresentation = false
  /// Whether the controller's view is covered by a `.currentContext` or `.overCurrentContext`
  /// presentation made from it or a controller it contains.
  open var definesPresentationContext = false
  /// Whether, as the presentation context, the controller's `modalTransitionStyle` replaces the
  /// presented controller's.
  open var providesPresentationContextTransitionStyle = false
  /// Whether a non-full-screen presented controller decides the status bar's appearance.
  open var modalPresentationCapturesStatusBarAppearance = false
  /// The object that gives the presentation's animators and presentation controller.
  open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
  /// The controller this one, or its nearest ancestor, presents.
  open var presentedViewController: UIViewController? { presentedByThisOrAncestor }
  /// The controller that presents this one, or its nearest presented ancestor.
  open var presentingViewController: UIViewController? { presenterOfThisOrAncestor }
  /// The presentation controller that manages this controller or its nearest presented
  /// ancestor; made for `modalPresentationStyle` when first asked for, before any presentation.
  open var presentationController: UIPresentationController? { managingPresentationController }
  /// The sheet presentation controller of this controller or its nearest presented ancestor;
  /// nil unless it is presented, or about to be, as a page or form sheet (iOS 15).
  open var sheetPresentationController: UISheetPresentationController? {
    presentationController as? UISheetPresentationController
  }
  /// The popover presentation controller of this controller or its nearest presented ancestor;
  /// nil unless it is presented, or about to be, as a popover.
  open var popoverPresentationController: UIPopoverPresentationController? {
    presentationController as? UIPopoverPresentationController
  }
  /// Whether the controller is being presented: true from `viewWillAppear(_:)` to
  /// `viewDidAppear(_:)` of its presentation.
  open var isBeingPresented: Bool { presentationLinks.phase == .presenting }
  /// Whether the controller is being dismissed: true from `viewWillDisappear(_:)` to
  /// `viewDidDisappear(_:)` of its dismissal.
  open var isBeingDismissed: Bool { presentationLinks.phase == .dismissing }
  /// Whether the controller is being added to a container, during its appearance callbacks.
  open var isMovingToParent: Bool { presentationLinks.isMovingToParent }
  /// Whether the controller is being removed from a container, during its appearance callbacks.
  open var isMovingFromParent: Bool { presentationLinks.isMovingFromParent }
  /// Presents a controller modally, over this one or the controller that provides the context.
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    startPresentation(of: viewControllerToPresent, animated: flag, completion: completion)
  }
  /// Dismisses the controller this one presented, or this one if it was presented.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    startDismissal(animated: flag, completion: completion)
  }
  /// Starts the appearance (`viewWillAppear`) or disappearance (`viewWillDisappear`) of the
  /// controller; a container calls it for its children when it does not forward automatically.
  open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    beginAppearance(isAppearing, animated: animated)
  }
  /// Ends the transition `beginAppearanceTransition(_:animated:)` started (`viewDidAppear` or
  /// `viewDidDisappear`).
  open func endAppearanceTransition() {
    endAppearance()
  }
  /// Whether the appearance callbacks reach the children automatically; true by default.
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }
  /// The coordinator of the presentation or dismissal this controller, or an ancestor, takes part
  /// in; nil outside one.
  open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    activeTransition
  }

  // MARK: Interface orientations (`UIViewController+Orientations.swift`)

  /// The orientations the controller supports: every one on iPad, all but upside down on
  /// iPhone, by default.
  open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    defaultSupportedInterfaceOrientations
  }
  /// The orientation the controller prefers when presented full screen; by default the
  /// interface's orientation now.
  open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
    currentInterfaceOrientation
  }
  /// Whether the controller's contents rotate with the device; true by default (deprecated in
  /// iOS 16).
  open var shouldAutorotate: Bool { true }
  /// Tells UIKit that `supportedInterfaceOrientations` changed (iOS 16): a scene whose
  /// orientation the deciding controller no longer supports turns to one it does, on the next
  /// turn of the run loop.
  open func setNeedsUpdateOfSupportedInterfaceOrientations() {
    viewIfLoaded?.window?.windowScene?.supportedOrientationsDidChange()
  }
  /// Asks the system to turn the interface to the device's orientation where the controllers
  /// allow it (deprecated in iOS 16); the device does not move on Linux, so nothing changes.
  open class func attemptRotationToDeviceOrientation() {}

  // MARK: Container hooks
  // Internal members a container overrides; Swift cannot override members of extensions.

  /// The safe-area insets of a child's root view, given those it inherits from its position (Apple,
  /// "Positioning content relative to the safe area",
  /// https://developer.apple.com/documentation/uikit/uiview/positioning_content_relative_to_the_safe_area):
  /// a plain controller passes them on; a container extends them for its bars.
  func safeAreaInsets(forChildView childView: UIView, inherited: UIEdgeInsets) -> UIEdgeInsets {
    inherited
  }

  /// Traits a container gives a child beyond its own (a split view's compact primary column).
  func containerTraits(forChild child: UIViewController) -> UITraitCollection? { nil }

  /// Places the container's bars and its children's views; called by its view's layout.
  func layoutContainerSubviews() {}

  /// The controller whose `edgesForExtendedLayout` and `hidesBottomBarWhenPushed` decide how an
  /// enclosing container lays this one out: a navigation controller answers for its top.
  var extendedLayoutController: UIViewController { self }

  // Hooks the containers override, so that code elsewhere asks a controller rather than
  // testing its class.

  /// Whether this controller is a bar container (a navigation or tab bar controller) that
  /// shows its children under its bars.
  var isBarController: Bool { false }

  /// Whether this controller shows a navigation bar above its content: a navigation controller
  /// whose bar is not hidden.
  var showsNavigationBar: Bool { false }

  /// Whether this controller, as a tab, asks its tab bar controller to hide the tab bar: a
  /// navigation controller whose top controller has `hidesBottomBarWhenPushed`.
  var hidesEnclosingTabBar: Bool { false }

  /// Whether this controller is a stack that a collapsed split view pushes its secondary
  /// controller onto, as its primary column: a navigation controller.
  var isCollapsingStack: Bool { false }

  /// Shows `secondary` on top of this stack as a split view collapses onto it.
  func pushCollapsedSecondary(_ secondary: UIViewController, animated: Bool) {}

  /// Takes `secondary`, and what was shown above it, off this stack as a split view expands.
  func popCollapsedSecondary(_ secondary: UIViewController) {}

  private func installedLegacyGuide(_ edge: UIViewControllerLayoutSupportGuide.Edge)
    -> UILayoutSupport
  {
    let guide: UIViewControllerLayoutSupportGuide
    switch edge {
    case .top:
      guide =
        legacyTopGuideIfMade ?? UIViewControllerLayoutSupportGuide(edge: .top, controller: self)
      legacyTopGuideIfMade = guide
    case .bottom:
      guide =
        legacyBottomGuideIfMade
        ?? UIViewControllerLayoutSupportGuide(edge: .bottom, controller: self)
      legacyBottomGuideIfMade = guide
    }
    if guide.owningView !== view { view.addLayoutGuide(guide) }
    return guide
  }
}
