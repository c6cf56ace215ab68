import Testing

@testable import UIKit

/// The status bar: controllers' preferences reach the window, whose insets follow (WWDC 2018
/// session 235), and the legacy layout guides that follow the bars.
@MainActor
struct StatusBarTests {
  /// The host's model of an iPhone 8 in portrait: the 20-point status bar goes when hidden.
  private static let iPhone8Insets: @Sendable (Bool) -> UIEdgeInsets = { hidden in
    UIEdgeInsets(top: hidden ? 0 : 20, left: 0, bottom: 0, right: 0)
  }
  /// An iPhone X in portrait: hiding the status bar "does not also hide the sensor housing".
  private static let iPhoneXInsets: @Sendable (Bool) -> UIEdgeInsets = { _ in
    UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
  }

  final class HidingController: UIViewController {
    var hides = true
    override var prefersStatusBarHidden: Bool { hides }
  }

  private func host(
    _ controller: UIViewController, size: CGSize, insets: @escaping @Sendable (Bool) -> UIEdgeInsets
  ) -> UIWindow {
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.deviceInsetsProvider = insets
    window.rootViewController = controller
    window.layoutIfNeeded()
    return window
  }

  private static let iPhone8Size = CGSize(width: 375, height: 667)
  private static let iPhoneXSize = CGSize(width: 375, height: 812)

  @Test func statusBarShowsByDefault() {
    let controller = UIViewController()
    #expect(controller.prefersStatusBarHidden == false)
    #expect(controller.childForStatusBarHidden == nil)
    let window = host(controller, size: Self.iPhone8Size, insets: Self.iPhone8Insets)
    #expect(window.isStatusBarHidden == false)
    #expect(controller.view.safeAreaInsets.top == 20)
  }

  // "hiding the status bar is a technique that would reclaim 20 points of vertical screen real
  // estate on rectangular screen phones": an iPhone 8 root goes from 20 to 0.
  @Test func hidingTheStatusBarReclaimsTwentyPoints() {
    let controller = HidingController()
    let window = host(controller, size: Self.iPhone8Size, insets: Self.iPhone8Insets)
    #expect(window.isStatusBarHidden)
    #expect(controller.view.safeAreaInsets.top == 0)
  }

  // Under a navigation bar, 64 becomes 44: the preference "is then propagating up through our
  // contained view controller hierarchy", and the bar moves up to y = 0.
  @Test func hiddenStatusBarUnderANavigationBar() {
    let content = HidingController()
    let navigation = UINavigationController(rootViewController: content)
    let window = host(navigation, size: Self.iPhone8Size, insets: Self.iPhone8Insets)
    #expect(content.view.safeAreaInsets.top == 44)
    #expect(navigation.navigationBar.frame.minY == 0)
    withExtendedLifetime(window) {}
  }

  // "on iPhone 10, preferring the status bar hidden does not also hide the sensor housing": the
  // root keeps 44; in a navigation controller, which "will always display the status bar when
  // the navigation bar is visible", 88 and a shown status bar.
  @Test func notchedPhoneKeepsTheSensorHousing() {
    let controller = HidingController()
    let window = host(controller, size: Self.iPhoneXSize, insets: Self.iPhoneXInsets)
    #expect(controller.view.safeAreaInsets.top == 44)
    #expect(window.isStatusBarHidden)
  }

  @Test func navigationControllerKeepsTheStatusBarOnANotchedPhone() {
    let content = HidingController()
    let navigation = UINavigationController(rootViewController: content)
    let window = host(navigation, size: Self.iPhoneXSize, insets: Self.iPhoneXInsets)
    #expect(window.isStatusBarHidden == false)
    #expect(content.view.safeAreaInsets.top == 88)
    navigation.setNavigationBarHidden(true, animated: false)
    window.layoutIfNeeded()
    #expect(window.isStatusBarHidden)
    #expect(content.view.safeAreaInsets.top == 44)
  }

  // The selected tab decides: its preference hides the status bar of an iPhone 8.
  @Test func tabBarControllerForwardsToTheSelectedTab() {
    let hiding = HidingController()
    let showing = UIViewController()
    let tabBarController = UITabBarController()
    tabBarController.viewControllers = [showing, hiding]
    let window = host(tabBarController, size: Self.iPhone8Size, insets: Self.iPhone8Insets)
    #expect(tabBarController.childForStatusBarHidden === showing)
    #expect(showing.view.safeAreaInsets.top == 20)
    tabBarController.selectedIndex = 1
    window.layoutIfNeeded()
    #expect(hiding.view.safeAreaInsets.top == 0)
  }

  final class ForwardingContainer: UIViewController {
    let content = HidingController()
    override var childForStatusBarHidden: UIViewController? { content }
    override func viewDidLoad() {
      super.viewDidLoad()
      addChild(content)
      view.addSubview(content.view)
      content.didMove(toParent: self)
    }
  }

  // A custom container forwards with childForStatusBarHidden.
  @Test func customContainerForwardsToItsChild() {
    let container = ForwardingContainer()
    let window = host(container, size: Self.iPhone8Size, insets: Self.iPhone8Insets)
    #expect(window.isStatusBarHidden)
    #expect(container.view.safeAreaInsets.top == 0)
  }

  // A change of preference takes effect after setNeedsStatusBarAppearanceUpdate(): 0 → 20.
  @Test func appearanceUpdateReadsThePreferenceAgain() {
    let controller = HidingController()
    let window = host(controller, size: Self.iPhone8Size, insets: Self.iPhone8Insets)
    #expect(controller.view.safeAreaInsets.top == 0)
    controller.hides = false
    controller.setNeedsStatusBarAppearanceUpdate()
    window.layoutIfNeeded()
    #expect(controller.view.safeAreaInsets.top == 20)
  }

  // Without a provider the window uses deviceSafeAreaInsets as set.
  @Test func windowWithoutAProviderUsesItsDeviceInsets() {
    let controller = HidingController()
    let window = UIWindow(frame: CGRect(origin: .zero, size: Self.iPhone8Size))
    window.deviceSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    window.rootViewController = controller
    window.layoutIfNeeded()
    #expect(controller.view.safeAreaInsets.top == 20)
  }

  @Test func statusBarEnumsHaveApplesRawValues() {
    #expect(UIStatusBarStyle.default.rawValue == 0)
    #expect(UIStatusBarStyle.lightContent.rawValue == 1)
    #expect(UIStatusBarStyle.darkContent.rawValue == 3)
    #expect(UIStatusBarAnimation.fade.rawValue == 1)
    #expect(UIViewController().preferredStatusBarStyle == .default)
  }

  // MARK: Legacy layout guides

  // The guides' lengths follow the bars: an iPhone 8 in a navigation controller, top 20 + 44 =
  // 64, bottom 0; an iPhone X in a tab bar controller, top 44 and bottom 49 + 34 = 83.
  @Test func legacyGuideLengthsFollowTheBars() {
    let content = UIViewController()
    let navigation = UINavigationController(rootViewController: content)
    let window = host(navigation, size: Self.iPhone8Size, insets: Self.iPhone8Insets)
    #expect(content.topLayoutGuide.length == 64)
    #expect(content.bottomLayoutGuide.length == 0)
    let tabbed = UIViewController()
    let tabBarController = UITabBarController()
    tabBarController.viewControllers = [tabbed]
    let other = host(tabBarController, size: Self.iPhoneXSize, insets: Self.iPhoneXInsets)
    #expect(tabbed.topLayoutGuide.length == 44)
    #expect(tabbed.bottomLayoutGuide.length == 83)
    withExtendedLifetime((window, other)) {}
  }

  // A view pinned below the top guide and above the bottom guide lies between the bars: on an
  // iPhone X in a navigation controller inside a tab bar controller, y 88 … 812 − 83 = 729.
  @Test func viewBetweenTheLegacyGuides() {
    let content = UIViewController()
    let navigation = UINavigationController(rootViewController: content)
    let tabBarController = UITabBarController()
    tabBarController.viewControllers = [navigation]
    let window = host(tabBarController, size: Self.iPhoneXSize, insets: Self.iPhoneXInsets)
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    content.view.addSubview(view)
    NSLayoutConstraint.activate([
      view.topAnchor.constraint(equalTo: content.topLayoutGuide.bottomAnchor),
      view.bottomAnchor.constraint(equalTo: content.bottomLayoutGuide.topAnchor),
      view.leadingAnchor.constraint(equalTo: content.view.leadingAnchor),
      view.trailingAnchor.constraint(equalTo: content.view.trailingAnchor),
    ])
    window.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 0, y: 88, width: 375, height: 729 - 88))
  }

  // The guides do not count the controller's own additional insets (they stand for the bars):
  // iPhone 8 navigation child with additional top 120 → safe area 184, top guide 64.
  @Test func legacyGuideIgnoresAdditionalInsets() {
    let content = UIViewController()
    content.additionalSafeAreaInsets.top = 120
    let navigation = UINavigationController(rootViewController: content)
    let window = host(navigation, size: Self.iPhone8Size, insets: Self.iPhone8Insets)
    #expect(content.view.safeAreaInsets.top == 184)
    #expect(content.topLayoutGuide.length == 64)
    withExtendedLifetime(window) {}
  }
}
