import Foundation
import Testing

@testable import UIKit

/// A controller that logs its appearance and containment calls with the moving flags it sees.
@MainActor
private final class MovingController: UIViewController {
  let name: String
  let log: CallbackLog

  init(_ name: String, log: CallbackLog) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  private var flags: String {
    (isMovingToParent ? " to" : "") + (isMovingFromParent ? " from" : "")
  }
  override func viewDidLoad() { log.add("\(name).viewDidLoad") }
  override func viewWillAppear(_ animated: Bool) { log.add("\(name).viewWillAppear\(flags)") }
  override func viewDidAppear(_ animated: Bool) { log.add("\(name).viewDidAppear\(flags)") }
  override func viewWillDisappear(_ animated: Bool) {
    log.add("\(name).viewWillDisappear\(flags)")
  }
  override func viewDidDisappear(_ animated: Bool) { log.add("\(name).viewDidDisappear\(flags)") }
  override func willMove(toParent parent: UIViewController?) {
    super.willMove(toParent: parent)
    log.add("\(name).willMove(\(parent == nil ? "nil" : "parent"))")
  }
  override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent)
    log.add("\(name).didMove(\(parent == nil ? "nil" : "parent"))")
  }
}

/// A push and a pop on screen call the appearance methods in UIKit's order, with the moving
/// flags set.
///
/// The expected orders are those of recorded UIKit sessions
/// (https://arm1.ru/en/blog/zhiznennyj-tsikl-uiviewcontroller): a push logs B willMove, B
/// viewDidLoad, A viewWillDisappear, B viewWillAppear, A viewDidDisappear, B viewDidAppear,
/// B didMove; a pop logs B willMove(nil), B viewWillDisappear, A viewWillAppear,
/// B viewDidDisappear, A viewDidAppear, B didMove(nil).
@MainActor
struct NavigationAppearanceTests {
  @Test func pushCallsBothControllersInUIKitsOrder() {
    let log = CallbackLog()
    let first = MovingController("A", log: log)
    let navigation = UINavigationController(rootViewController: first)
    let window = presentationWindow(navigation)
    defer { withExtendedLifetime(window) {} }
    log.clear()
    navigation.pushViewController(MovingController("B", log: log), animated: false)
    #expect(
      log.entries == [
        "B.willMove(parent)", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear to",
        "A.viewDidDisappear", "B.viewDidAppear to", "B.didMove(parent)",
      ])
  }

  @Test func popCallsBothControllersInUIKitsOrder() {
    let log = CallbackLog()
    let first = MovingController("A", log: log)
    let navigation = UINavigationController(rootViewController: first)
    let window = presentationWindow(navigation)
    defer { withExtendedLifetime(window) {} }
    navigation.pushViewController(MovingController("B", log: log), animated: false)
    log.clear()
    navigation.popViewController(animated: false)
    #expect(
      log.entries == [
        "B.willMove(nil)", "B.viewWillDisappear from", "A.viewWillAppear",
        "B.viewDidDisappear from", "A.viewDidAppear", "B.didMove(nil)",
      ])
  }

  // The flags hold only during the callbacks of the move.
  @Test func movingFlagsClearAfterTheMove() {
    let log = CallbackLog()
    let navigation = UINavigationController(rootViewController: MovingController("A", log: log))
    let window = presentationWindow(navigation)
    defer { withExtendedLifetime(window) {} }
    let pushed = MovingController("B", log: log)
    navigation.pushViewController(pushed, animated: false)
    #expect(!pushed.isMovingToParent)
    navigation.popViewController(animated: false)
    #expect(!pushed.isMovingFromParent)
  }

  // Off screen, a push is containment only: the view will appear when the navigation
  // controller does.
  @Test func pushOffScreenCallsNoAppearanceMethods() {
    let log = CallbackLog()
    let navigation = UINavigationController(rootViewController: MovingController("A", log: log))
    log.clear()
    navigation.pushViewController(MovingController("B", log: log), animated: false)
    #expect(log.entries == ["B.willMove(parent)", "B.didMove(parent)"])
  }

  // setViewControllers replacing the top is a push of the new top and a removal of the old.
  @Test func replacingTheStackMovesTheOldTopOutAndTheNewTopIn() {
    let log = CallbackLog()
    let navigation = UINavigationController(rootViewController: MovingController("A", log: log))
    let window = presentationWindow(navigation)
    defer { withExtendedLifetime(window) {} }
    log.clear()
    navigation.setViewControllers([MovingController("C", log: log)], animated: false)
    #expect(
      log.entries == [
        "A.willMove(nil)", "C.willMove(parent)", "C.viewDidLoad", "A.viewWillDisappear from",
        "C.viewWillAppear to", "A.viewDidDisappear from", "C.viewDidAppear to", "A.didMove(nil)",
        "C.didMove(parent)",
      ])
  }
}
