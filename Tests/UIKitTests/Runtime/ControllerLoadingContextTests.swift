import Foundation
import Testing

@testable import UIKit

/// A controller loads its view with the context of the window the controller it hangs from is
/// shown in: its parent's, or, for a controller without a parent such as a presented one, the
/// controller named as its context source (its presenter).
@MainActor
struct ControllerLoadingContextTests {
  /// Records the main screen as `loadView` reads it.
  final class MainScreenReader: UIViewController {
    var mainScreenInLoadView: UIScreen?

    override func loadView() {
      mainScreenInLoadView = UIScreen.main
      view = UIView(frame: UIScreen.main.bounds)
    }
  }

  /// A window on a 320 × 480 screen at 2×, showing `root`.
  private func smallWindow(showing root: UIViewController) -> (UIWindow, UIScreen) {
    let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 320, height: 480), scale: 2)
    let window = UIWindow(frame: screen.bounds)
    window.screen = screen
    window.rootViewController = root
    return (window, screen)
  }

  @Test func aControllerWithoutParentLoadsWithItsSourcesWindowContext() {
    let presenter = UIViewController()
    let (window, screen) = smallWindow(showing: presenter)
    let presented = MainScreenReader()
    presented.contextSource = presenter
    _ = presented.view
    #expect(presented.mainScreenInLoadView === screen)
    // The view is as large as the presenter's screen: 320 × 480.
    #expect(presented.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
    _ = window
  }

  @Test func theSourceOfASourceWithoutAWindowIsFollowed() {
    let presenter = UIViewController()
    let (window, screen) = smallWindow(showing: presenter)
    let middle = UIViewController()
    middle.contextSource = presenter
    let presented = MainScreenReader()
    presented.contextSource = middle
    _ = presented.view
    #expect(presented.mainScreenInLoadView === screen)
    _ = window
  }

  @Test func aControllerWithoutParentOrSourceLoadsWithTheDefaults() {
    let presenter = UIViewController()
    let (window, _) = smallWindow(showing: presenter)
    let controller = MainScreenReader()
    _ = controller.view
    #expect(controller.mainScreenInLoadView === UIScreen.default)
    _ = window
  }

  @Test func aCycleOfSourcesEndsWithTheDefaults() {
    let first = MainScreenReader()
    let second = UIViewController()
    first.contextSource = second
    second.contextSource = first
    _ = first.view
    #expect(first.mainScreenInLoadView === UIScreen.default)
  }

  @Test func aParentIsFollowedBeforeASource() {
    let (parentWindow, parentScreen) = smallWindow(showing: UIViewController())
    let parent = parentWindow.rootViewController!
    let source = UIViewController()
    let otherScreen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 375, height: 667), scale: 2)
    let otherWindow = UIWindow(frame: otherScreen.bounds)
    otherWindow.screen = otherScreen
    otherWindow.rootViewController = source
    let child = MainScreenReader()
    parent.addChild(child)
    child.contextSource = source
    _ = child.view
    #expect(child.mainScreenInLoadView === parentScreen)
  }

  @Test func aControllerWithoutParentHasItsSourcesWindowTraitsBeforeItIsShown() {
    let presenter = UIViewController()
    let (window, _) = smallWindow(showing: presenter)
    window.windowTraitCollection = UITraitCollection(traitsFrom: [
      UITraitCollection.defaultTraits, UITraitCollection(displayScale: 2),
    ])
    let presented = UIViewController()
    presented.contextSource = presenter
    _ = presented.view
    #expect(presented.traitCollection.displayScale == 2)
    #expect(presented.view.traitCollection.displayScale == 2)
  }
}
