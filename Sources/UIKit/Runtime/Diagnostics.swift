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
  }

  nonisolated(unsafe) private static var handlerStorage: @Sendable (Message) -> Void = {
    message in
    let prefix = if case .exception(let name) = message.kind { "\(name): " } else { "" }
    FileHandle.standardError.write(Data((prefix + message.text + "\n").utf8))
  }
  private static let lock = NSLock()

  /// The function messages go to.
  package static var handler: @Sendable (Message) -> Void {
    get { lock.withLock { handlerStorage } }
    set { lock.withLock { handlerStorage = newValue } }
  }

  static func raise(_ name: String, _ reason: String) {
    handler(Message(kind: .exception(name: name), text: reason))
  }

  static func log(_ text: String) {
    handler(Message(kind: .log, text: text))
  }
}
