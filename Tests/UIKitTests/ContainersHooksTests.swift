import Foundation
import Testing

@testable import UIKit

/// Containers answer what code elsewhere needs to know of them (a visible navigation bar, a tab
/// bar hidden by a pushed controller, showing children under bars) through hooks they override,
/// and reading a view's safe area changes no controller state: the layout pass records it.
@MainActor
struct ContainersHooksTests {
  @Test func aNavigationControllerAnswersWhetherItShowsItsBar() {
    let navigation = UINavigationController(rootViewController: UIViewController())
    #expect(navigation.showsNavigationBar)
    navigation.isNavigationBarHidden = true
    #expect(!navigation.showsNavigationBar)
    #expect(!UIViewController().showsNavigationBar)
  }

  @Test func aNavigationControllerHidesTheTabBarWhenItsTopControllerAsks() {
    let pushed = UIViewController()
    pushed.hidesBottomBarWhenPushed = true
    let navigation = UINavigationController(rootViewController: UIViewController())
    #expect(!navigation.hidesEnclosingTabBar)
    navigation.pushViewController(pushed, animated: false)
    #expect(navigation.hidesEnclosingTabBar)
    // A plain controller that asks is not pushed, so the tab bar stays (hidesBottomBarWhenPushed).
    #expect(!pushed.hidesEnclosingTabBar)
  }

  @Test func navigationAndTabBarControllersAreBarControllers() {
    #expect(UINavigationController().isBarController)
    #expect(UITabBarController().isBarController)
    #expect(!UIViewController().isBarController)
    #expect(!UISplitViewController().isBarController)
  }

  @Test func onlyANavigationControllerTakesACollapsedSecondary() {
    #expect(UINavigationController().isCollapsingStack)
    #expect(!UIViewController().isCollapsingStack)
    #expect(!UITabBarController().isCollapsingStack)
  }

  @Test func aNavigationControllerPopsACollapsedSecondaryAndWhatIsAboveIt() {
    let root = UIViewController()
    let secondary = UIViewController()
    let above = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    navigation.pushCollapsedSecondary(secondary, animated: false)
    navigation.pushViewController(above, animated: false)
    navigation.popCollapsedSecondary(secondary)
    #expect(navigation.viewControllers == [root])
  }

  // On an iPhone 8 (top inset 20) under a navigation bar the legacy top guide is 20 + 44 = 64;
  // with the bar hidden, 20. Reading the safe area before the next layout leaves it at 64.
  @Test func readingTheSafeAreaLeavesTheLegacyGuidesAlone() {
    let content = UIViewController()
    let navigation = UINavigationController(rootViewController: content)
    let window = host(navigation, on: .iPhone8)
    #expect(content.topLayoutGuide.length == 64)
    navigation.isNavigationBarHidden = true
    #expect(content.view.computedSafeAreaInsets().top == 20)
    #expect(content.topLayoutGuide.length == 64)
    window.layoutIfNeeded()
    #expect(content.topLayoutGuide.length == 20)
  }
}
