import Foundation

/// Where UIKit's exception and console messages go.
///
/// UIKit raises an exception for some misuses of its API and logs others; Bezel reports both
/// through this one hook and leaves its state as it was. A message goes to the sink of the
/// innermost window context entered (`WindowContext`), else to the process-wide handler, which
/// writes to standard error by default. The `Bezel` module exposes it publicly.
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

  // The handler is process-wide, like the console UIKit logs to: a host or a test sends its
  // window's messages elsewhere by setting its context's sink (`WindowContext.diagnostics`,
  // `capturing(_:)`), which takes precedence, so tests running in parallel never need to set it.
  nonisolated(unsafe) private static var handlerStorage: @Sendable (Message) -> Void = {
    message in
    let prefix = if case .exception(let name) = message.kind { "\(name): " } else { "" }
    FileHandle.standardError.write(Data((prefix + message.text + "\n").utf8))
  }
  private static let lock = NSLock()

  /// The function messages go to when no context the task entered sets a sink: the default
  /// context's, process-wide.
  package static var handler: @Sendable (Message) -> Void {
    get { lock.withLock { handlerStorage } }
    set {
      routesLowerLevelLogs
      lock.withLock { handlerStorage = newValue }
    }
  }

  /// Runs `body` and returns what it reported, instead of sending it to the handler.
  ///
  /// The body runs in a context that sets only the diagnostics sink (`WindowContext`), so other
  /// tasks are not affected, and windows that set no sink of their own report here too.
  @MainActor
  package static func capturing(_ body: () -> Void) -> [Message] {
    let box = MessageBox()
    WindowContext(diagnostics: { message in box.append(message) }).run(body)
    return box.messages
  }

  @MainActor
  static func report(_ message: Message) {
    (WindowContext.currentDiagnostics ?? handler)(message)
  }

  @MainActor
  static func raise(_ name: String, _ reason: String) {
    report(Message(kind: .exception(name: name), text: reason))
  }

  @MainActor
  static func log(_ text: String, constraints: [NSLayoutConstraint] = []) {
    report(Message(kind: .log, text: text, constraints: constraints))
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
