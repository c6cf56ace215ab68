import Foundation
import QuartzCore

@testable import UIKit

/// A controller that records its appearance callbacks in a shared log, as `name.callback`.
@MainActor
final class LoggingController: UIViewController {
  let name: String
  let log: CallbackLog

  init(_ name: String, log: CallbackLog) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() { log.add("\(name).viewDidLoad") }
  override func viewWillAppear(_ animated: Bool) { log.add("\(name).viewWillAppear") }
  override func viewDidAppear(_ animated: Bool) { log.add("\(name).viewDidAppear") }
  override func viewWillDisappear(_ animated: Bool) { log.add("\(name).viewWillDisappear") }
  override func viewDidDisappear(_ animated: Bool) { log.add("\(name).viewDidDisappear") }
}

/// The callbacks of a test, in order.
@MainActor
final class CallbackLog {
  private(set) var entries: [String] = []
  func add(_ entry: String) { entries.append(entry) }
  func clear() { entries = [] }
}

/// A 375 × 667 window (an iPhone 8 in portrait) with `root` as its root controller, laid out
/// and settled: the run loop's next turn has run, so the root has had `viewDidAppear(_:)`.
@MainActor
func presentationWindow(_ root: UIViewController) -> UIWindow {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
  window.deviceSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
  window.rootViewController = root
  window.makeKeyAndVisible()
  CoreAnimationContext.current.runPendingWork()
  return window
}
