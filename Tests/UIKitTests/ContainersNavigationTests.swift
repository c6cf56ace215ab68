import Testing

@testable import UIKit

/// UINavigationController: its bars, its stack and the safe area it gives its children (WWDC 2018
/// session 235; the measurements of KRTestLayout and PinLayout, docs/sources.md).
@Suite(.checksInvariants)
@MainActor
struct ContainersNavigationTests {
  /// A navigation controller around a plain root, hosted on `device`.
  private func navigation(on device: TestDevice) -> (UIWindow, UINavigationController) {
    let navigation = UINavigationController(rootViewController: UIViewController())
    return (host(navigation, on: device), navigation)
  }

  private func content(of navigation: UINavigationController) -> UIView {
    navigation.topViewController!.view
  }

  // MARK: Safe area under the bar

  // PinLayout's "transluscent navigationbar 1": no device insets, a translucent
  // 44-point bar → root (44, 0, 0, 0); a subview at (10, 10, 100, 100) → 44 − 10 = 34 at the
  // top; a 40 × 40 grandchild at y = 34 inside it → nothing.
  @Test func translucentBarInsetsTheChildsRoot() {
    let (window, navigation) = navigation(on: .noInsets)
    #expect(
      content(of: navigation).safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
    withExtendedLifetime(window) {}
  }

  @Test func subviewUnderTheBarIsInsetByTheOverlap() {
    let (window, navigation) = navigation(on: .noInsets)
    let subview = addSubview(
      to: content(of: navigation), frame: CGRect(x: 10, y: 10, width: 100, height: 100))
    let grandchild = addSubview(to: subview, frame: CGRect(x: 0, y: 34, width: 40, height: 40))
    #expect(subview.safeAreaInsets == UIEdgeInsets(top: 34, left: 0, bottom: 0, right: 0))
    #expect(grandchild.safeAreaInsets == .zero)
    withExtendedLifetime(window) {}
  }

  // PinLayout's "transluscent navigationbar" 4 and 5: a subview at (−10, −20) stops at the parent's
  // 44 (not 64; left 0, the parent has no left inset); one 10 points past the right edge at y = 10
  // → (34, 0, 0, 0).
  @Test(arguments: [
    (
      CGRect(x: -10, y: -20, width: 100, height: 100),
      UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
    ),
    (
      CGRect(x: 375 - 90, y: 10, width: 100, height: 100),
      UIEdgeInsets(top: 34, left: 0, bottom: 0, right: 0)
    ),
  ])
  func subviewInsetIsCappedByTheRoot(frame: CGRect, insets: UIEdgeInsets) {
    let (window, navigation) = navigation(on: .noInsets)
    let subview = addSubview(to: content(of: navigation), frame: frame)
    #expect(subview.safeAreaInsets == insets)
    withExtendedLifetime(window) {}
  }

  // KRTestLayout (iOS 11): iPhone 8 → (64, 0, 0, 0) = 20 + 44; iPhone X → (88, 0, 34, 0)
  // = 44 + 44; with the bar hidden, the device's insets: (20, 0, 0, 0) and (44, 0, 34, 0).
  @Test(arguments: [
    (TestDevice.iPhone8, false, UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0)),
    (TestDevice.iPhoneX, false, UIEdgeInsets(top: 88, left: 0, bottom: 34, right: 0)),
    (TestDevice.iPhone8, true, UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
    (TestDevice.iPhoneX, true, UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)),
  ])
  func childInsetsOnPhones(device: TestDevice, barHidden: Bool, insets: UIEdgeInsets) {
    let (window, navigation) = navigation(on: device)
    navigation.setNavigationBarHidden(barHidden, animated: false)
    window.layoutIfNeeded()
    #expect(content(of: navigation).safeAreaInsets == insets)
  }

  // KRTestLayout: on the iPhone 8, additional top 120 adds to the bar's 64 → 184.
  @Test func additionalInsetsAddToTheBars() {
    let (window, navigation) = navigation(on: .iPhone8)
    navigation.topViewController!.additionalSafeAreaInsets.top = 120
    window.layoutIfNeeded()
    #expect(
      content(of: navigation).safeAreaInsets == UIEdgeInsets(top: 184, left: 0, bottom: 0, right: 0)
    )
  }

  // ASSETSPICKER (docs/sources.md): iPhone X in landscape with a navigation bar → (32, 44, 21, 44):
  // no status bar, a 32-point compact bar.
  @Test func landscapeBarIsCompact() {
    let (window, navigation) = navigation(on: .iPhoneXLandscape)
    #expect(
      content(of: navigation).safeAreaInsets
        == UIEdgeInsets(top: 32, left: 44, bottom: 21, right: 44))
    withExtendedLifetime(window) {}
  }

  // The bar sits below the status bar, across the whole width: iPhone 8 (0, 20, 375, 44), iPhone X
  // (0, 44, 375, 44), iPhone X landscape (0, 0, 812, 32) (KRTestLayout: 64 = 20 + 44,
  // 88 = 44 + 44).
  @Test(arguments: [
    (TestDevice.iPhone8, CGRect(x: 0, y: 20, width: 375, height: 44)),
    (TestDevice.iPhoneX, CGRect(x: 0, y: 44, width: 375, height: 44)),
    (TestDevice.iPhoneXLandscape, CGRect(x: 0, y: 0, width: 812, height: 32)),
  ])
  func barSitsBelowTheStatusBar(device: TestDevice, frame: CGRect) {
    let (window, navigation) = navigation(on: device)
    #expect(navigation.navigationBar.frame == frame)
    withExtendedLifetime(window) {}
  }

  // Large titles add 52 points (Hackworth): iPhone 8 20 + 96 = 116; iPhone X 44 + 96 = 140. iPads
  // with iOS 12's bars (Hackworth, HACK-iPad12 and HACK-iPadPro): 20 + 50 = 70, large 20 + 102 =
  // 122 (the 10.5" iPad Pro's measured top inset); iOS 11's bars: 64, large 116.
  @Test(arguments: [
    (TestDevice.iPhone8, true, CGFloat(116)),
    (TestDevice.iPhoneX, true, 140),
    (TestDevice.iPadPro10_5, false, 70),
    (TestDevice.iPadPro10_5, true, 122),
    (TestDevice.iPadPro10_5iOS11, false, 64),
    (TestDevice.iPadPro10_5iOS11, true, 116),
  ])
  func topInsetWithLargeTitles(device: TestDevice, largeTitles: Bool, top: CGFloat) {
    let navigation = UINavigationController(rootViewController: UIViewController())
    navigation.navigationBar.prefersLargeTitles = largeTitles
    let window = host(navigation, on: device)
    #expect(content(of: navigation).safeAreaInsets.top == top)
    withExtendedLifetime(window) {}
  }

  // An item that never shows a large title keeps the regular bar: 20 + 44 = 64.
  @Test func itemCanDeclineTheLargeTitle() {
    let root = UIViewController()
    root.navigationItem.largeTitleDisplayMode = .never
    let navigation = UINavigationController(rootViewController: root)
    navigation.navigationBar.prefersLargeTitles = true
    let window = host(navigation, on: .iPhone8)
    #expect(root.view.safeAreaInsets.top == 64)
    withExtendedLifetime(window) {}
  }

  // MARK: Opaque bars and extended edges

  // PinLayout's testOpaqueNavigationBar: an opaque bar lays the child out below it, so
  // the bar no longer overlaps it: root at y = 44, insets 0; a subview at y = 10 has top 0.
  @Test func opaqueBarLaysTheChildOutBelowIt() {
    let navigation = UINavigationController(rootViewController: UIViewController())
    navigation.navigationBar.isTranslucent = false
    let window = host(navigation, on: .noInsets)
    let root = content(of: navigation)
    let subview = addSubview(to: root, frame: CGRect(x: 0, y: 10, width: 100, height: 100))
    #expect(root.frame == CGRect(x: 0, y: 44, width: 375, height: 812 - 44))
    #expect(root.safeAreaInsets == .zero)
    #expect(subview.safeAreaInsets.top == 0)
    withExtendedLifetime(window) {}
  }

  // With extendedLayoutIncludesOpaqueBars the child extends under the opaque bar again:
  // full-screen, top 44.
  @Test func childCanExtendUnderAnOpaqueBar() {
    let root = UIViewController()
    root.extendedLayoutIncludesOpaqueBars = true
    let navigation = UINavigationController(rootViewController: root)
    navigation.navigationBar.isTranslucent = false
    let window = host(navigation, on: .noInsets)
    #expect(root.view.frame == CGRect(x: 0, y: 0, width: 375, height: 812))
    #expect(root.view.safeAreaInsets.top == 44)
    withExtendedLifetime(window) {}
  }

  // Without the top in edgesForExtendedLayout the child starts below a translucent bar too: on
  // the iPhone 8 at y = 64, inset 0.
  @Test func childWithoutExtendedTopStartsBelowTheBar() {
    let root = UIViewController()
    root.edgesForExtendedLayout = []
    let navigation = UINavigationController(rootViewController: root)
    let window = host(navigation, on: .iPhone8)
    #expect(root.view.frame == CGRect(x: 0, y: 64, width: 375, height: 667 - 64))
    #expect(root.view.safeAreaInsets == .zero)
    withExtendedLifetime(window) {}
  }

  @Test func edgesDefaults() {
    let controller = UIViewController()
    #expect(controller.edgesForExtendedLayout == .all)
    #expect(controller.extendedLayoutIncludesOpaqueBars == false)
    #expect(controller.hidesBottomBarWhenPushed == false)
    #expect(UIRectEdge.all.rawValue == 15)
    #expect(UINavigationBar().isTranslucent)
    #expect(UINavigationBar().prefersLargeTitles == false)
  }

  // MARK: Toolbar

  // The toolbar sits above the home indicator and covers 44 + 34 = 78 points of an iPhone X's
  // child (QMUI_iOS issue 633: "全面屏 iPhone 竖屏 44 + safeAreaBottom"); 44 on an iPhone 8.
  @Test(
    arguments: [
      (TestDevice.iPhone8, UIEdgeInsets(top: 64, left: 0, bottom: 44, right: 0), CGFloat(667 - 44)),
      (TestDevice.iPhoneX, UIEdgeInsets(top: 88, left: 0, bottom: 78, right: 0), 812 - 34 - 44),
    ] as [(TestDevice, UIEdgeInsets, CGFloat)])
  func toolbarInsetsTheChildsBottom(device: TestDevice, insets: UIEdgeInsets, toolbarY: CGFloat) {
    let (window, navigation) = navigation(on: device)
    navigation.setToolbarHidden(false, animated: false)
    window.layoutIfNeeded()
    #expect(navigation.toolbar.frame.minY == toolbarY)
    #expect(navigation.toolbar.frame.height == 44)
    #expect(content(of: navigation).safeAreaInsets == insets)
  }

  // In landscape the toolbar is 32 (STACKGUIDES, quoting the HIG) above the 21-point
  // home indicator: an iPhone X child's bottom is 32 + 21 = 53.
  @Test func landscapeToolbarIsCompact() {
    let (window, navigation) = navigation(on: .iPhoneXLandscape)
    navigation.isToolbarHidden = false
    window.layoutIfNeeded()
    #expect(navigation.toolbar.frame == CGRect(x: 0, y: 322, width: 812, height: 32))
    #expect(
      content(of: navigation).safeAreaInsets
        == UIEdgeInsets(top: 32, left: 44, bottom: 53, right: 44))
  }

  @Test func toolbarIsHiddenByDefault() {
    let (window, navigation) = navigation(on: .iPhoneX)
    #expect(navigation.isToolbarHidden)
    #expect(content(of: navigation).safeAreaInsets.bottom == 34)
    withExtendedLifetime(window) {}
  }

  // A pushed controller with hidesBottomBarWhenPushed hides the toolbar: its bottom is the home
  // indicator's 34 again; popping it brings the 78 back.
  @Test func pushedControllerCanHideTheToolbar() {
    let (window, navigation) = navigation(on: .iPhoneX)
    navigation.setToolbarHidden(false, animated: false)
    let detail = UIViewController()
    detail.hidesBottomBarWhenPushed = true
    navigation.pushViewController(detail, animated: false)
    window.layoutIfNeeded()
    #expect(navigation.toolbar.isHidden)
    #expect(detail.view.safeAreaInsets == UIEdgeInsets(top: 88, left: 0, bottom: 34, right: 0))
    navigation.popViewController(animated: false)
    window.layoutIfNeeded()
    #expect(content(of: navigation).safeAreaInsets.bottom == 78)
  }

  // MARK: The stack

  @Test func pushAndPopChangeTheTopAndTheVisibleView() {
    let (window, navigation) = navigation(on: .iPhone8)
    let root = navigation.topViewController!
    let detail = UIViewController()
    navigation.pushViewController(detail, animated: false)
    window.layoutIfNeeded()
    #expect(navigation.viewControllers == [root, detail])
    #expect(navigation.topViewController === detail)
    #expect(navigation.visibleViewController === detail)
    #expect(detail.view.superview === navigation.view)
    #expect(root.view.superview == nil)
    #expect(detail.view.safeAreaInsets.top == 64)
    #expect(navigation.popViewController(animated: false) === detail)
    #expect(navigation.topViewController === root)
    #expect(root.view.superview === navigation.view)
    #expect(detail.parent == nil)
  }

  @Test func popToRootReturnsThePoppedControllers() {
    let root = UIViewController()
    let a = UIViewController()
    let b = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    navigation.setViewControllers([root, a, b], animated: false)
    #expect(navigation.popToRootViewController(animated: false) == [a, b])
    #expect(navigation.viewControllers == [root])
    #expect(navigation.popViewController(animated: false) == nil)
  }

  @Test func popToAControllerKeepsItOnTop() {
    let root = UIViewController()
    let a = UIViewController()
    let b = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    navigation.viewControllers = [root, a, b]
    #expect(navigation.popToViewController(a, animated: false) == [b])
    #expect(navigation.topViewController === a)
  }

  // UIKit's calling rules: a push calls willMove(toParent:) (through addChild) and then
  // didMove(toParent:); a pop calls willMove(toParent: nil) and then didMove(toParent: nil)
  // (through removeFromParent).
  @Test func pushAndPopCallTheContainmentMethods() {
    let navigation = UINavigationController(rootViewController: UIViewController())
    let detail = RecordingController()
    navigation.pushViewController(detail, animated: false)
    #expect(
      detail.events == ["willMove(UINavigationController)", "didMove(UINavigationController)"])
    detail.events = []
    navigation.popViewController(animated: false)
    #expect(detail.events == ["willMove(nil)", "didMove(nil)"])
  }

  @Test func childrenKnowTheirNavigationController() {
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    #expect(root.navigationController === navigation)
    #expect(root.parent === navigation)
    #expect(navigation.children == [root])
    #expect(navigation.navigationController == nil)
  }

  // UIKit raises "Pushing the same view controller instance more than once is not supported";
  // Bezel reports it and leaves the stack as it was.
  @Test func pushingAControllerTwiceIsReported() {
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    let messages = UIKitDiagnostics.capturing {
      navigation.pushViewController(root, animated: false)
    }
    #expect(messages.count == 1)
    #expect(messages.first?.text.hasPrefix("Pushing the same view controller instance") == true)
    #expect(navigation.viewControllers == [root])
  }

  // The bar's items follow the stack, and an item takes its controller's title.
  @Test func barItemsFollowTheStack() {
    let root = UIViewController()
    root.title = "Inbox"
    let detail = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    navigation.pushViewController(detail, animated: false)
    #expect(navigation.navigationBar.items == [root.navigationItem, detail.navigationItem])
    #expect(navigation.navigationBar.topItem === detail.navigationItem)
    #expect(navigation.navigationBar.backItem?.title == "Inbox")
  }

  final class ShowRecorder: NSObject, UINavigationControllerDelegate {
    var events: [String] = []
    func navigationController(
      _ navigationController: UINavigationController, willShow viewController: UIViewController,
      animated: Bool
    ) {
      events.append("willShow \(viewController.title ?? "")")
    }
    func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController,
      animated: Bool
    ) {
      events.append("didShow \(viewController.title ?? "")")
    }
  }

  // The delegate hears of each new top controller, before and after it shows.
  @Test func delegateHearsOfTheNewTop() {
    let root = UIViewController()
    root.title = "root"
    let detail = UIViewController()
    detail.title = "detail"
    let navigation = UINavigationController(rootViewController: root)
    let recorder = ShowRecorder()
    navigation.delegate = recorder
    navigation.pushViewController(detail, animated: false)
    navigation.popViewController(animated: false)
    #expect(
      recorder.events == ["willShow detail", "didShow detail", "willShow root", "didShow root"])
  }

  // show(_:sender:) from a controller in a navigation stack pushes onto it.
  @Test func showPushesOntoTheNavigationController() {
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    let detail = UIViewController()
    root.show(detail, sender: nil)
    #expect(navigation.topViewController === detail)
  }

  // MARK: Layout direction

  // A view pinned 10 points from the leading edge of the safe area, 100 wide, in landscape on an
  // iPhone X: x = 44 + 10 = 54 left to right, 812 − 54 − 100 = 658 right to left; y = 32.
  @Test(arguments: bothDirections)
  func contentPinnedToTheSafeAreaInLandscape(direction: UIUserInterfaceLayoutDirection) {
    let (window, navigation) = navigation(on: .iPhoneXLandscape)
    window.semanticContentAttribute =
      direction == .rightToLeft ? .forceRightToLeft : .forceLeftToRight
    let root = content(of: navigation)
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    let guide = root.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      view.topAnchor.constraint(equalTo: guide.topAnchor),
      view.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 10),
      view.widthAnchor.constraint(equalToConstant: 100),
      view.heightAnchor.constraint(equalToConstant: 50),
    ])
    window.layoutIfNeeded()
    #expect(
      view.frame == expected(CGRect(x: 54, y: 32, width: 100, height: 50), in: 812, direction))
  }
}
