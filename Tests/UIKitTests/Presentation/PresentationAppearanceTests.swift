import Foundation
import Testing

@testable import UIKit

/// The appearance callbacks of a presentation and a dismissal, in UIKit's order.
@MainActor
struct PresentationAppearanceTests {
  // A logged UIKit session: vc2 loadView, vc2 viewDidLoad, vc1 viewWillDisappear,
  // vc2 viewWillAppear, vc2 viewDidAppear, vc1 viewDidDisappear; the completion comes "after the
  // viewDidAppear(_:) method is called on the presented view controller".
  @Test func fullScreenPresentationCallsBothControllers() {
    let log = CallbackLog()
    let root = LoggingController("A", log: log)
    let window = presentationWindow(root)
    defer { withExtendedLifetime(window) {} }
    log.clear()
    let presented = LoggingController("B", log: log)
    presented.modalPresentationStyle = .fullScreen
    root.present(presented, animated: false) { log.add("completion") }
    #expect(
      log.entries == [
        "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "B.viewDidAppear",
        "A.viewDidDisappear", "completion",
      ])
  }

  // The dismissal mirrors it; its completion comes "after the viewDidDisappear(_:) method is
  // called on the presented view controller".
  @Test func fullScreenDismissalCallsBothControllers() {
    let log = CallbackLog()
    let root = LoggingController("A", log: log)
    let window = presentationWindow(root)
    defer { withExtendedLifetime(window) {} }
    let presented = LoggingController("B", log: log)
    presented.modalPresentationStyle = .fullScreen
    root.present(presented, animated: false)
    log.clear()
    root.dismiss(animated: false) { log.add("completion") }
    #expect(
      log.entries == [
        "B.viewWillDisappear", "A.viewWillAppear", "A.viewDidAppear", "B.viewDidDisappear",
        "completion",
      ])
  }

  // Since iOS 13 a sheet leaves the presenter on screen: it gets no callbacks.
  @Test(arguments: [UIModalPresentationStyle.automatic, .pageSheet, .overFullScreen])
  func stylesThatKeepThePresenterDoNotCallIt(style: UIModalPresentationStyle) {
    let log = CallbackLog()
    let root = LoggingController("A", log: log)
    let window = presentationWindow(root)
    defer { withExtendedLifetime(window) {} }
    log.clear()
    let presented = LoggingController("B", log: log)
    presented.modalPresentationStyle = style
    root.present(presented, animated: false)
    root.dismiss(animated: false)
    #expect(
      log.entries == [
        "B.viewDidLoad", "B.viewWillAppear", "B.viewDidAppear", "B.viewWillDisappear",
        "B.viewDidDisappear",
      ])
  }

  // isBeingPresented is true in viewWillAppear and viewDidAppear of the presentation, and
  // isBeingDismissed in viewWillDisappear and viewDidDisappear of the dismissal.
  @Test func beingPresentedAndDismissedHoldDuringTheCallbacks() {
    final class Probe: UIViewController {
      var seen: [String] = []
      override func viewWillAppear(_ animated: Bool) { seen.append("will \(isBeingPresented)") }
      override func viewDidAppear(_ animated: Bool) { seen.append("did \(isBeingPresented)") }
      override func viewWillDisappear(_ animated: Bool) {
        seen.append("will \(isBeingDismissed)")
      }
      override func viewDidDisappear(_ animated: Bool) { seen.append("did \(isBeingDismissed)") }
    }
    let root = UIViewController()
    let window = presentationWindow(root)
    defer { withExtendedLifetime(window) {} }
    let probe = Probe()
    root.present(probe, animated: false)
    #expect(!probe.isBeingPresented)
    probe.dismiss(animated: false)
    #expect(!probe.isBeingDismissed)
    #expect(probe.seen == ["will true", "did true", "will true", "did true"])
    #expect(!probe.isMovingToParent && !probe.isMovingFromParent)
  }

  // The callbacks reach the children in the presented controller's view.
  @Test func callbacksReachTheChildren() {
    let log = CallbackLog()
    let root = UIViewController()
    let window = presentationWindow(root)
    defer { withExtendedLifetime(window) {} }
    let child = LoggingController("child", log: log)
    let navigation = UINavigationController(rootViewController: child)
    navigation.modalPresentationStyle = .fullScreen
    root.present(navigation, animated: false)
    #expect(log.entries.suffix(2) == ["child.viewWillAppear", "child.viewDidAppear"])
  }

  // A container that forwards by hand calls beginAppearanceTransition(_:animated:) and
  // endAppearanceTransition(); a repeated begin calls nothing.
  @Test func appearanceTransitionsCallTheMatchingMethods() {
    let log = CallbackLog()
    let controller = LoggingController("C", log: log)
    controller.beginAppearanceTransition(true, animated: false)
    controller.beginAppearanceTransition(true, animated: false)
    controller.endAppearanceTransition()
    controller.beginAppearanceTransition(false, animated: true)
    controller.endAppearanceTransition()
    controller.endAppearanceTransition()
    #expect(
      log.entries == [
        "C.viewWillAppear", "C.viewDidAppear", "C.viewWillDisappear", "C.viewDidDisappear",
      ])
    #expect(controller.shouldAutomaticallyForwardAppearanceMethods)
  }

  // The presentation controller's hooks: will begin before the presented controller appears,
  // did end before it has appeared.
  @Test func presentationControllerHooksFrameTheTransition() {
    final class Recording: UIPresentationController {
      var log: CallbackLog?
      override func presentationTransitionWillBegin() { log?.add("willBegin") }
      override func presentationTransitionDidEnd(_ completed: Bool) {
        log?.add("didEnd \(completed)")
      }
      override func dismissalTransitionWillBegin() { log?.add("dismissalWillBegin") }
      override func dismissalTransitionDidEnd(_ completed: Bool) {
        log?.add("dismissalDidEnd \(completed)")
      }
    }
    final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
      let log: CallbackLog
      init(log: CallbackLog) { self.log = log }
      func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
      ) -> UIPresentationController? {
        let controller = Recording(presentedViewController: presented, presenting: presenting)
        controller.log = log
        return controller
      }
    }
    let log = CallbackLog()
    let root = UIViewController()
    let window = presentationWindow(root)
    defer { withExtendedLifetime(window) {} }
    let presented = LoggingController("B", log: log)
    let delegate = Delegate(log: log)
    presented.transitioningDelegate = delegate
    presented.modalPresentationStyle = .custom
    root.present(presented, animated: false)
    #expect(presented.presentationController is Recording)
    presented.dismiss(animated: false)
    #expect(
      log.entries == [
        "B.viewDidLoad", "willBegin", "B.viewWillAppear", "didEnd true", "B.viewDidAppear",
        "dismissalWillBegin", "B.viewWillDisappear", "dismissalDidEnd true",
        "B.viewDidDisappear",
      ])
  }
}
