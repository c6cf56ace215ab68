import Foundation

@testable import UIKit

/// Runs `body` in a context with a system of its own, so that what it changes on
/// `UIApplication.shared` and `UIDevice.current` stays out of other tests.
@MainActor
func inOwnSystem<Result>(
  _ device: DeviceFacts = .default, _ body: (SystemState) throws -> Result
) rethrows -> Result {
  let context = WindowContext()
  let system = SystemState(device: device)
  context.system = system
  return try context.run { try body(system) }
}

/// Records the names of the notifications posted with `object` (any object when nil) while
/// it lives.
@MainActor
final class NotificationRecorder {
  private(set) var names: [Notification.Name] = []
  /// The objects the notifications were posted with, in order.
  private(set) var objects: [AnyObject?] = []
  private var tokens: [any NSObjectProtocol] = []

  init(_ names: [Notification.Name], object: AnyObject? = nil) {
    for name in names {
      tokens.append(
        NotificationCenter.default.addObserver(forName: name, object: object, queue: nil) {
          [weak self] notification in
          let name = notification.name
          nonisolated(unsafe) let object = notification.object as AnyObject?
          MainActor.assumeIsolated {
            self?.names.append(name)
            self?.objects.append(object)
          }
        })
    }
  }

  isolated deinit {
    for token in tokens { NotificationCenter.default.removeObserver(token) }
  }
}
