import BezelTestSupport
import Foundation
import QuartzCore
import Testing

@testable import UIKit

/// A window calls its root controller's appearance methods when it shows it: viewWillAppear at
/// once, viewDidAppear on the next turn of the run loop (a launch logs viewWillAppear, the
/// layout passes, then viewDidAppear).
@MainActor
struct WindowRootAppearanceTests {
  @Test(.ownAnimationClock) func makeKeyAndVisibleStartsTheRootsAppearance() {
    let log = CallbackLog()
    let root = LoggingController("A", log: log)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.rootViewController = root
    #expect(log.entries == ["A.viewDidLoad"])
    window.makeKeyAndVisible()
    #expect(log.entries == ["A.viewDidLoad", "A.viewWillAppear"])
    CoreAnimationContext.current.runPendingWork()
    #expect(log.entries == ["A.viewDidLoad", "A.viewWillAppear", "A.viewDidAppear"])
  }

  // A window never made visible is hidden, as a new UIWindow is: no appearance.
  @Test(.ownAnimationClock) func aWindowNotShownCallsNothing() {
    let log = CallbackLog()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.rootViewController = LoggingController("A", log: log)
    CoreAnimationContext.current.runPendingWork()
    #expect(log.entries == ["A.viewDidLoad"])
  }

  @Test(.ownAnimationClock) func replacingTheRootOfAShownWindowSwapsTheirAppearance() {
    let log = CallbackLog()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.rootViewController = LoggingController("A", log: log)
    window.makeKeyAndVisible()
    CoreAnimationContext.current.runPendingWork()
    log.clear()
    window.rootViewController = LoggingController("B", log: log)
    CoreAnimationContext.current.runPendingWork()
    #expect(
      log.entries == [
        "A.viewWillDisappear", "A.viewDidDisappear", "B.viewDidLoad", "B.viewWillAppear",
        "B.viewDidAppear",
      ])
  }

  // A presentation before the next turn takes over: the root's pending viewDidAppear does not
  // come after its viewWillDisappear.
  @Test(.ownAnimationClock) func aPresentationBeforeTheNextTurnSupersedesTheRootsAppearance() {
    let log = CallbackLog()
    let root = LoggingController("A", log: log)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.rootViewController = root
    window.makeKeyAndVisible()
    let presented = LoggingController("B", log: log)
    presented.modalPresentationStyle = .fullScreen
    root.present(presented, animated: false)
    CoreAnimationContext.current.runPendingWork()
    #expect(!log.entries.contains("A.viewDidAppear"))
    #expect(log.entries.last == "A.viewDidDisappear")
  }
}
