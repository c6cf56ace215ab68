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

  /// Runs `body` with the sink replaced; messages of other threads' layers are not ours, so
  /// only this thread's are kept.
  func record(_ body: () -> Void) {
    let thread = ObjectIdentifier(Thread.current)
    let previous = CoreAnimationLog.setSink { [self] name, reason in
      guard ObjectIdentifier(Thread.current) == thread else { return }
      lock.lock()
      stored.append("\(name): \(reason)")
      lock.unlock()
    }
    body()
    CoreAnimationLog.setSink(previous)
  }
}
