import Foundation
import Testing

@testable import UIKit

/// Presenting and dismissing without animation: the links between the controllers, where the
/// presented view goes and what happens to the presenter's (UIViewController.h).
@MainActor
struct PresentationBasicsTests {
  // UIViewController.h: UIModalPresentationFullScreen = 0 … UIModalPresentationPopover = 7,
  // UIModalPresentationBlurOverFullScreen = 8, UIModalPresentationNone = -1,
  // UIModalPresentationAutomatic = -2.
  @Test func presentationStylesHaveUIKitsRawValues() {
    let styles: [(UIModalPresentationStyle, Int)] = [
      (.fullScreen, 0), (.pageSheet, 1), (.formSheet, 2), (.currentContext, 3), (.custom, 4),
      (.overFullScreen, 5), (.overCurrentContext, 6), (.popover, 7), (.blurOverFullScreen, 8),
      (.none, -1), (.automatic, -2),
    ]
    for (style, raw) in styles { #expect(style.rawValue == raw) }
    let transitions: [(UIModalTransitionStyle, Int)] = [
      (.coverVertical, 0), (.flipHorizontal, 1), (.crossDissolve, 2), (.partialCurl, 3),
    ]
    for (style, raw) in transitions { #expect(style.rawValue == raw) }
  }

  // "The default value of this property is UIModalPresentationStyle.automatic" (iOS 13), and
  // "The default transition style is UIModalTransitionStyle.coverVertical".
  @Test func aControllerDefaultsToAutomaticAndCoverVertical() {
    let controller = UIViewController()
    #expect(controller.modalPresentationStyle == .automatic)
    #expect(controller.modalTransitionStyle == .coverVertical)
    #expect(controller.presentedViewController == nil)
    #expect(controller.presentingViewController == nil)
    #expect(!controller.isBeingPresented && !controller.isBeingDismissed)
  }

  @Test func presentingLinksTheTwoControllers() {
    let root = UIViewController()
    let window = presentationWindow(root)
    let presented = UIViewController()
    presented.modalPresentationStyle = .fullScreen
    var completed = false
    root.present(presented, animated: false) { completed = true }
    #expect(completed)
    #expect(root.presentedViewController === presented)
    #expect(presented.presentingViewController === root)
    #expect(presented.presentationController?.presentingViewController === root)
    #expect(presented.presentationController?.presentedViewController === presented)
    #expect(presented.view.window === window)
  }

  // A full-screen presentation covers the window, and the presenter's views leave it when the
  // transition ends (shouldRemovePresentersView).
  @Test func fullScreenCoversTheWindowAndRemovesThePresentersView() {
    let root = UIViewController()
    let window = presentationWindow(root)
    let presented = UIViewController()
    presented.modalPresentationStyle = .fullScreen
    root.present(presented, animated: false)
    #expect(presented.presentationController?.shouldRemovePresentersView == true)
    #expect(presented.view.convert(presented.view.bounds, to: window) == window.bounds)
    #expect(root.view.window == nil)
    root.dismiss(animated: false)
    #expect(root.view.window === window)
    #expect(root.view.frame == window.bounds)
    #expect(presented.viewIfLoaded?.window == nil)
  }

  @Test(arguments: [UIModalPresentationStyle.overFullScreen, .overCurrentContext])
  func overStylesKeepThePresentersView(style: UIModalPresentationStyle) {
    let root = UIViewController()
    let window = presentationWindow(root)
    let presented = UIViewController()
    presented.modalPresentationStyle = style
    root.present(presented, animated: false)
    #expect(presented.presentationController?.shouldRemovePresentersView == false)
    #expect(root.view.window === window)
    #expect(presented.view.convert(presented.view.bounds, to: window) == window.bounds)
  }

  // "For most view controllers, UIKit maps this style to the UIModalPresentationStyle.pageSheet
  // style" (UIModalPresentationStyle.automatic).
  @Test func automaticResolvesToPageSheet() {
    let root = UIViewController()
    let window = presentationWindow(root)
    defer { withExtendedLifetime(window) {} }
    let presented = UIViewController()
    root.present(presented, animated: false)
    #expect(presented.modalPresentationStyle == .automatic)
    #expect(presented.presentationController?.presentationStyle == .pageSheet)
    #expect(root.view.window != nil)
  }

  // The presentation controller exists before the presentation, made for the style, so that its
  // delegate can be set first.
  @Test func thePresentationControllerExistsBeforePresenting() {
    let presented = UIViewController()
    presented.modalPresentationStyle = .overFullScreen
    let controller = presented.presentationController
    #expect(controller?.presentationStyle == .overFullScreen)
    #expect(presented.presentationController === controller)
    let root = UIViewController()
    let window = presentationWindow(root)
    defer { withExtendedLifetime(window) {} }
    root.present(presented, animated: false)
    #expect(presented.presentationController === controller)
  }

  // A full-screen presentation from a child is made by the controller at the top of its
  // containers, which becomes the presenting controller; the child sees the presented
  // controller through its ancestor.
  @Test func presentingFromAChildPresentsFromTheRoot() {
    let child = UIViewController()
    let navigation = UINavigationController(rootViewController: child)
    let window = presentationWindow(navigation)
    defer { withExtendedLifetime(window) {} }
    let presented = UIViewController()
    presented.modalPresentationStyle = .fullScreen
    child.present(presented, animated: false)
    #expect(presented.presentingViewController === navigation)
    #expect(navigation.presentedViewController === presented)
    #expect(child.presentedViewController === presented)
  }

  // "UIKit searches up the view controller hierarchy for a controller whose
  // definesPresentationContext is true" and covers its view.
  @Test func currentContextCoversTheControllerThatDefinesIt() {
    let left = UIViewController()
    let split = UIViewController()
    split.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
    split.addChild(left)
    left.view.frame = CGRect(x: 0, y: 100, width: 375, height: 300)
    split.view.addSubview(left.view)
    left.didMove(toParent: split)
    left.definesPresentationContext = true
    let window = presentationWindow(split)
    let presented = UIViewController()
    presented.modalPresentationStyle = .currentContext
    left.present(presented, animated: false)
    #expect(presented.presentingViewController === left)
    #expect(
      presented.view.convert(presented.view.bounds, to: window)
        == CGRect(x: 0, y: 100, width: 375, height: 300))
    #expect(left.viewIfLoaded?.superview == nil)
    #expect(split.view.window === window)
    left.dismiss(animated: false)
    #expect(left.view.superview === split.view)
    #expect(left.view.frame == CGRect(x: 0, y: 100, width: 375, height: 300))
  }

  @Test func currentContextWithoutADefinerCoversTheRoot() {
    let child = UIViewController()
    let navigation = UINavigationController(rootViewController: child)
    let window = presentationWindow(navigation)
    let presented = UIViewController()
    presented.modalPresentationStyle = .overCurrentContext
    child.present(presented, animated: false)
    #expect(presented.presentingViewController === navigation)
    #expect(presented.view.convert(presented.view.bounds, to: window) == window.bounds)
  }

  // "If you call this method on the presented view controller itself, UIKit asks the presenting
  // view controller to handle the dismissal."
  @Test func dismissOnThePresentedControllerForwardsToThePresenter() {
    let root = UIViewController()
    let window = presentationWindow(root)
    defer { withExtendedLifetime(window) {} }
    let presented = UIViewController()
    root.present(presented, animated: false)
    var completed = false
    presented.dismiss(animated: false) { completed = true }
    #expect(completed)
    #expect(root.presentedViewController == nil)
    #expect(presented.presentingViewController == nil)
  }

  // "calling this method on a view controller lower in the stack dismisses its immediate child
  // view controller and all view controllers above that child on the stack."
  @Test func dismissingFromTheBottomDismissesTheChain() {
    let root = UIViewController()
    let window = presentationWindow(root)
    let first = UIViewController()
    first.modalPresentationStyle = .fullScreen
    let second = UIViewController()
    second.modalPresentationStyle = .fullScreen
    root.present(first, animated: false)
    first.present(second, animated: false)
    #expect(root.presentedViewController === first)
    #expect(first.presentedViewController === second)
    #expect(second.presentingViewController === first)
    root.dismiss(animated: false)
    #expect(root.presentedViewController == nil)
    #expect(first.presentedViewController == nil)
    #expect(second.presentingViewController == nil)
    #expect(window.subviews.count == 1)
    #expect(window.subviews.first === root.view)
  }

  @Test func dismissingWithNothingPresentedChangesNothing() {
    let root = UIViewController()
    let window = presentationWindow(root)
    var completed = false
    let messages = UIKitDiagnostics.capturing { root.dismiss(animated: false) { completed = true } }
    #expect(messages.isEmpty)
    #expect(!completed)
    #expect(root.view.window === window)
  }
}
