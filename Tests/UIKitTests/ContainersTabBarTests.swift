import Testing

@testable import UIKit

/// UITabBarController: the tab bar, the selection and the safe area it gives its children
/// (WWDC 2018 session 235; the measurements of CNB, FPSAFE and PinLayout, docs/sources.md).
@Suite(.checksInvariants)
@MainActor
struct ContainersTabBarTests {
  private func tabs(_ children: [UIViewController], on device: TestDevice) -> (
    UIWindow, UITabBarController
  ) {
    let tabBarController = UITabBarController()
    tabBarController.viewControllers = children
    return (host(tabBarController, on: device), tabBarController)
  }

  // MARK: Safe area

  // CNB: iPhone X portrait, a plain tab child with additional
  // (20, 30, 0, 10) → (44 + 20, 0 + 30, 34 + 49, 0 + 10) = (64, 30, 83, 10).
  @Test func tabChildWithAdditionalInsets() {
    let child = UIViewController()
    child.additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 30, bottom: 0, right: 10)
    let (window, _) = tabs([child], on: .iPhoneX)
    #expect(child.view.safeAreaInsets == UIEdgeInsets(top: 64, left: 30, bottom: 83, right: 10))
    withExtendedLifetime(window) {}
  }

  // CNB: in that child (safe rectangle x 30…365, y 64…729), a subview
  // inside it → 0; (20, 0, 200, 100) covers the top strip and 10 points of the left one →
  // (64, 10, 0, 0); (300, 200, 200, 100) runs off the right edge → capped at the parent's 10.
  @Test(arguments: [
    (CGRect(x: 100, y: 100, width: 100, height: 100), UIEdgeInsets.zero),
    (
      CGRect(x: 20, y: 0, width: 200, height: 100),
      UIEdgeInsets(top: 64, left: 10, bottom: 0, right: 0)
    ),
    (
      CGRect(x: 300, y: 200, width: 200, height: 100),
      UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 10)
    ),
  ])
  func subviewsOfTheTabChild(frame: CGRect, insets: UIEdgeInsets) {
    let child = UIViewController()
    child.additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 30, bottom: 0, right: 10)
    let (window, _) = tabs([child], on: .iPhoneX)
    let subview = addSubview(to: child.view, frame: frame)
    #expect(subview.safeAreaInsets == insets)
    withExtendedLifetime(window) {}
  }

  // CNB, FPSAFE: the tab bar is 49 + 34 = 83 tall at the bottom of an iPhone
  // X; the child's bottom inset is 83. On an iPhone 8: 49 at y = 667 − 49 = 618.
  @Test(
    arguments: [
      (TestDevice.iPhoneX, CGRect(x: 0, y: 812 - 83, width: 375, height: 83), CGFloat(83)),
      (TestDevice.iPhone8, CGRect(x: 0, y: 618, width: 375, height: 49), 49),
    ] as [(TestDevice, CGRect, CGFloat)])
  func tabBarCoversTheBottom(device: TestDevice, frame: CGRect, bottom: CGFloat) {
    let child = UIViewController()
    let (window, tabBarController) = tabs([child], on: device)
    #expect(tabBarController.tabBar.frame == frame)
    #expect(child.view.safeAreaInsets.bottom == bottom)
    withExtendedLifetime(window) {}
  }

  // iPads (QMUI_iOS issue 633, measured): with a home indicator, 45 + 20 = 65 (an 11" iPad Pro,
  // 834 × 1194, (24, 0, 20, 0)); with a home button and iOS 12's bars, 50; iOS 11's, 49 (Hackworth:
  // "tab bar, iPad 49 → 50 in iOS 12").
  @Test(
    arguments: [
      (
        TestDevice(
          size: CGSize(width: 834, height: 1194),
          insets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
          metrics: .padWithHomeIndicator), CGFloat(65)
      ),
      (
        TestDevice(
          size: CGSize(width: 768, height: 1024),
          insets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
          metrics: .pad), 50
      ),
      (TestDevice.iPadPro10_5iOS11, 49),
    ] as [(TestDevice, CGFloat)])
  func iPadTabBars(device: TestDevice, bottom: CGFloat) {
    let child = UIViewController()
    let (window, tabBarController) = tabs([child], on: device)
    #expect(tabBarController.tabBar.frame.height == bottom)
    #expect(child.view.safeAreaInsets.bottom == bottom)
    withExtendedLifetime(window) {}
  }

  // WWDC 2018 session 235, iPhone X portrait: the tab bar controller "only receives insets on the
  // home indicator and status bar" (44, 0, 34, 0); the navigation controller inside it also the
  // tab bar (44, 0, 83, 0); the content inside both, both bars (88, 0, 83, 0).
  @Test func tabNavigationContentInPortrait() {
    let content = UIViewController()
    let navigation = UINavigationController(rootViewController: content)
    let (window, tabBarController) = tabs([navigation], on: .iPhoneX)
    #expect(
      tabBarController.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    #expect(navigation.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 83, right: 0))
    #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 88, left: 0, bottom: 83, right: 0))
    withExtendedLifetime(window) {}
  }

  // The same in landscape ("There are safe area insets in the top and bottom. But there are also
  // insets on the left and right"): compact bars of 32 (QMUI_iOS issue 633: tab bar "Compact 32
  // + safeAreaBottom" = 53): tab (0, 44, 21, 44), navigation (0, 44, 53, 44), content
  // (32, 44, 53, 44).
  @Test func tabNavigationContentInLandscape() {
    let content = UIViewController()
    let navigation = UINavigationController(rootViewController: content)
    let (window, tabBarController) = tabs([navigation], on: .iPhoneXLandscape)
    #expect(
      tabBarController.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
    #expect(navigation.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 44, bottom: 53, right: 44))
    #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 32, left: 44, bottom: 53, right: 44))
    withExtendedLifetime(window) {}
  }

  // PinLayout's TabBarController spec: no device insets, a navigation controller
  // whose root is a tab bar controller → the content's root (44, 0, 49, 0); a subview at
  // (10, 10, 100, 100) → (34, 0, 0, 0); a subview pinned to every edge → (44, 0, 49, 0).
  @Test func navigationAroundTabs() {
    let content = UIViewController()
    let tabBarController = UITabBarController()
    tabBarController.viewControllers = [content]
    let navigation = UINavigationController(rootViewController: tabBarController)
    let window = host(navigation, on: .noInsets)
    #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 49, right: 0))
    let small = addSubview(to: content.view, frame: CGRect(x: 10, y: 10, width: 100, height: 100))
    #expect(small.safeAreaInsets == UIEdgeInsets(top: 34, left: 0, bottom: 0, right: 0))
    let pinned = UIView()
    pinned.translatesAutoresizingMaskIntoConstraints = false
    content.view.addSubview(pinned)
    NSLayoutConstraint.activate([
      pinned.topAnchor.constraint(equalTo: content.view.topAnchor),
      pinned.leadingAnchor.constraint(equalTo: content.view.leadingAnchor),
      pinned.trailingAnchor.constraint(equalTo: content.view.trailingAnchor),
      pinned.bottomAnchor.constraint(equalTo: content.view.bottomAnchor),
    ])
    window.layoutIfNeeded()
    #expect(pinned.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 49, right: 0))
  }

  // A pushed controller with hidesBottomBarWhenPushed hides the tab bar: below the screen, and
  // the pushed content's bottom is the home indicator's 34; popping brings the 83 back.
  @Test func pushedControllerCanHideTheTabBar() {
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    let (window, tabBarController) = tabs([navigation], on: .iPhoneX)
    let detail = UIViewController()
    detail.hidesBottomBarWhenPushed = true
    navigation.pushViewController(detail, animated: false)
    window.layoutIfNeeded()
    #expect(tabBarController.tabBar.frame.minY == 812)
    #expect(detail.view.safeAreaInsets == UIEdgeInsets(top: 88, left: 0, bottom: 34, right: 0))
    navigation.popViewController(animated: false)
    window.layoutIfNeeded()
    // 812 − 83.
    #expect(tabBarController.tabBar.frame.minY == 729)
    #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 88, left: 0, bottom: 83, right: 0))
  }

  // An opaque tab bar ends the child's view at its top (729 on an iPhone X): the child's bottom
  // inset is 0, its top the status bar's 44.
  @Test func opaqueTabBarEndsTheChildAboveIt() {
    let child = UIViewController()
    let tabBarController = UITabBarController()
    tabBarController.tabBar.isTranslucent = false
    tabBarController.viewControllers = [child]
    let window = host(tabBarController, on: .iPhoneX)
    #expect(child.view.frame == CGRect(x: 0, y: 0, width: 375, height: 729))
    #expect(child.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
    withExtendedLifetime(window) {}
  }

  // Content in a navigation controller that does not extend its bottom edge ends above the tab
  // bar, with no bottom inset (the tab bar controller asks the navigation controller's top).
  @Test func contentWithoutExtendedBottomEndsAboveTheTabBar() {
    let content = UIViewController()
    content.edgesForExtendedLayout = .top
    let navigation = UINavigationController(rootViewController: content)
    let (window, _) = tabs([navigation], on: .iPhoneX)
    #expect(navigation.view.frame.maxY == 729)
    #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 88, left: 0, bottom: 0, right: 0))
    withExtendedLifetime(window) {}
  }

  // MARK: Selection

  @Test func onlyTheSelectedChildsViewIsShown() {
    let first = UIViewController()
    let second = UIViewController()
    let (window, tabBarController) = tabs([first, second], on: .iPhoneX)
    #expect(tabBarController.selectedIndex == 0)
    #expect(tabBarController.selectedViewController === first)
    #expect(first.view.superview === tabBarController.view)
    #expect(second.viewIfLoaded?.superview == nil)
    tabBarController.selectedIndex = 1
    window.layoutIfNeeded()
    #expect(tabBarController.selectedViewController === second)
    #expect(second.view.superview === tabBarController.view)
    #expect(first.view.superview == nil)
    #expect(second.view.safeAreaInsets.bottom == 83)
  }

  @Test func selectingAControllerOutsideTheTabsDoesNothing() {
    let first = UIViewController()
    let (window, tabBarController) = tabs([first], on: .iPhoneX)
    tabBarController.selectedIndex = 3
    tabBarController.selectedViewController = UIViewController()
    #expect(tabBarController.selectedViewController === first)
    withExtendedLifetime(window) {}
  }

  // "the tab bar controller remembers the view controller object that was previously selected
  // and attempts to reselect it. If the selected view controller is no longer present, it
  // attempts to select the view controller at the same index … If that index is invalid, it
  // selects the view controller at index 0."
  @Test func newTabsKeepTheSelectionWhereTheyCan() {
    let a = UIViewController()
    let b = UIViewController()
    let c = UIViewController()
    let tabBarController = UITabBarController()
    tabBarController.viewControllers = [a, b, c]
    tabBarController.selectedIndex = 1
    tabBarController.viewControllers = [c, b]
    #expect(tabBarController.selectedViewController === b)
    tabBarController.viewControllers = [c, a]
    #expect(tabBarController.selectedIndex == 1)
    tabBarController.viewControllers = [a]
    #expect(tabBarController.selectedIndex == 0)
  }

  @Test func tabsAreChildrenWithItems() {
    let a = UIViewController()
    a.title = "Feed"
    let b = RecordingController()
    let tabBarController = UITabBarController()
    tabBarController.setViewControllers([a, b], animated: false)
    #expect(tabBarController.children == [a, b])
    #expect(a.tabBarController === tabBarController)
    #expect(tabBarController.tabBar.items?.first?.title == "Feed")
    #expect(tabBarController.tabBar.selectedItem === a.tabBarItem)
    #expect(b.events == ["willMove(UITabBarController)", "didMove(UITabBarController)"])
    tabBarController.viewControllers = [a]
    #expect(b.events.suffix(2) == ["willMove(nil)", "didMove(nil)"])
    #expect(b.parent == nil)
  }

  @Test func noTabsIsNil() {
    let tabBarController = UITabBarController()
    #expect(tabBarController.viewControllers == nil)
    #expect(tabBarController.selectedViewController == nil)
    #expect(tabBarController.tabBar.isTranslucent)
  }
}
