import Foundation

/// The identifier of a background task (UIApplication.h).
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
  public let rawValue: Int

  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// No task: what `beginBackgroundTask` returns when it cannot begin one
  /// (`UIBackgroundTaskInvalid`, 0).
  public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}

extension UIApplication {
  /// Begins a task that should go on if the app moves to the background.
  ///
  /// Bezel records the task until `endBackgroundTask(_:)`; nothing expires on its own. The
  /// identifiers count up from 1 in each hosted app.
  public func beginBackgroundTask(
    expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil
  ) -> UIBackgroundTaskIdentifier {
    beginBackgroundTask(withName: nil, expirationHandler: handler)
  }

  /// Begins a named task that should go on if the app moves to the background.
  public func beginBackgroundTask(
    withName taskName: String?, expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil
  ) -> UIBackgroundTaskIdentifier {
    let system = SystemState.current
    let identifier = system.nextBackgroundTask
    system.nextBackgroundTask += 1
    system.backgroundTasks.append((identifier, taskName, handler))
    return UIBackgroundTaskIdentifier(rawValue: identifier)
  }

  /// Ends a background task.
  ///
  /// An identifier no task has (ended already, or never begun) changes nothing and gets UIKit's
  /// console message.
  public func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
    let system = SystemState.current
    guard
      let index = system.backgroundTasks.firstIndex(where: { $0.identifier == identifier.rawValue })
    else {
      let id = identifier.rawValue
      UIKitDiagnostics.log(
        "Can't end BackgroundTask: no background task exists with identifier \(id) "
          + "(0x\(String(id, radix: 16))), or it may have already been ended. Break in "
          + "UIApplicationEndBackgroundTaskError() to debug.")
      return
    }
    system.backgroundTasks.remove(at: index)
  }
}
