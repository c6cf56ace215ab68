import Foundation
import QuartzCore

/// Collects what `CoreAnimationLog` reports while a body runs.
final class MessageRecorder: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [String] = []

  var messages: [String] {
    lock.lock()
    defer { lock.unlock() }
    return stored
  }

  /// Runs `body` with its messages recorded here; other tests' messages are not ours.
  func record(_ body: () -> Void) {
    CoreAnimationLog.withSink(
      { [self] name, reason in
        lock.lock()
        stored.append("\(name): \(reason)")
        lock.unlock()
      }, body)
  }
}
