import Foundation

/// Where UIKit's exception and console messages go.
///
/// UIKit raises an exception for some misuses of its API and logs others; Bezel reports both
/// through this one hook and leaves its state as it was. The default writes to standard error.
/// The `Bezel` module exposes it publicly.
package enum UIKitDiagnostics {
  /// The kind of a message.
  package enum Kind: Sendable, Equatable {
    /// UIKit would raise an exception with this reason (the state was left unchanged).
    case exception(name: String)
    /// UIKit would log this to the console and recover.
    case log
  }

  /// A message UIKit would raise or log.
  package struct Message: Sendable, Equatable {
    package var kind: Kind
    package var text: String
    /// For an unsatisfiable-constraints log, the constraints it lists that the app made, the
    /// broken one first.
    package var constraints: [NSLayoutConstraint]

    package init(kind: Kind, text: String, constraints: [NSLayoutConstraint] = []) {
      self.kind = kind
      self.text = text
      self.constraints = constraints
    }
  }

  nonisolated(unsafe) private static var handlerStorage: @Sendable (Message) -> Void = {
    message in
    let prefix = if case .exception(let name) = message.kind { "\(name): " } else { "" }
    FileHandle.standardError.write(Data((prefix + message.text + "\n").utf8))
  }
  private static let lock = NSLock()

  /// The function messages go to.
  package static var handler: @Sendable (Message) -> Void {
    get {
      if let scopedHandler { return scopedHandler }
      if Thread.isMainThread, let box = lock.withLock({ taskless.last }) { return box.append }
      return lock.withLock { handlerStorage }
    }
    set { lock.withLock { handlerStorage = newValue } }
  }

  /// A handler for one task tree, ahead of the process-wide one (tests run in parallel).
  @TaskLocal package static var scopedHandler: (@Sendable (Message) -> Void)?

  /// The boxes of the `capturing(_:)` calls under way outside any task, innermost last.
  ///
  /// Pushing a task-local value outside any task, as a command-line tool's main code runs,
  /// crashes release builds of Swift 6.3. There `capturing` runs its body synchronously on the
  /// main thread, so every message the main thread reports meanwhile comes from the body.
  nonisolated(unsafe) private static var taskless: [MessageBox] = []

  /// Runs `body` and returns what it reported, instead of sending it to the handler.
  @MainActor
  package static func capturing(_ body: () -> Void) -> [Message] {
    let box = MessageBox()
    if withUnsafeCurrentTask(body: { $0 != nil }) {
      $scopedHandler.withValue({ message in box.append(message) }, operation: body)
    } else {
      lock.withLock { taskless.append(box) }
      defer { lock.withLock { _ = taskless.removeLast() } }
      body()
    }
    return box.messages
  }

  static func raise(_ name: String, _ reason: String) {
    handler(Message(kind: .exception(name: name), text: reason))
  }

  static func log(_ text: String, constraints: [NSLayoutConstraint] = []) {
    handler(Message(kind: .log, text: text, constraints: constraints))
  }
}

/// Collects messages for `UIKitDiagnostics.capturing(_:)`.
private final class MessageBox: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [UIKitDiagnostics.Message] = []

  func append(_ message: UIKitDiagnostics.Message) {
    lock.withLock { stored.append(message) }
  }

  var messages: [UIKitDiagnostics.Message] { lock.withLock { stored } }
}
