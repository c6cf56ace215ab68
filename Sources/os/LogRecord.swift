import Foundation

/// One logged message or signpost, as it leaves the `os` module for its destination.
package struct LogRecord: Sendable {
  package enum Signpost: Sendable, Equatable {
    case event(name: String, id: UInt64)
    case intervalBegin(name: String, id: UInt64)
    case intervalEnd(name: String, id: UInt64)
  }

  package let date: Date
  package let subsystem: String
  package let category: String
  package let type: OSLogType
  package let message: String
  package let signpost: Signpost?

  package init(
    date: Date, subsystem: String, category: String, type: OSLogType, message: String,
    signpost: Signpost?
  ) {
    self.date = date
    self.subsystem = subsystem
    self.category = category
    self.type = type
    self.message = message
    self.signpost = signpost
  }
}

/// Where records go: a test run's standard error by default.
///
/// Standard error is where Xcode's console shows messages while debugging. Signposts are not printed (on Apple platforms they are seen in Instruments, not
/// in the console) but reach a handler and a capture.
package enum LogDestination: Sendable {
  case standardError
  case discard
  case handler(@Sendable (LogRecord) -> Void)
}

/// Collects the records logged inside `LogRouter.capturing(_:)`.
package final class LogCollector: @unchecked Sendable {
  private let lock = NSLock()
  private var collected: [LogRecord] = []

  package init() {}

  func add(_ record: LogRecord) {
    lock.withLock { collected.append(record) }
  }

  package var records: [LogRecord] { lock.withLock { collected } }
}

package enum LogRouter {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var storedDestination = LogDestination.standardError

  /// The collector of the current task, if it captures.
  @TaskLocal package static var collector: LogCollector?

  package static var destination: LogDestination {
    get { lock.withLock { storedDestination } }
    set { lock.withLock { storedDestination = newValue } }
  }

  static func emit(_ record: LogRecord) {
    if let collector {
      collector.add(record)
      return
    }
    switch destination {
    case .discard: break
    case .handler(let handler): handler(record)
    case .standardError:
      guard record.signpost == nil else { return }
      FileHandle.standardError.write(Data((format(record) + "\n").utf8))
    }
  }

  /// A line in the shape Xcode's console gives a message with its metadata shown:
  /// `[subsystem:category] message`, the level named when it is not the default.
  package static func format(_ record: LogRecord) -> String {
    var line = ""
    if !record.subsystem.isEmpty || !record.category.isEmpty {
      line += "[\(record.subsystem):\(record.category)] "
    }
    if record.type != .default { line += "\(record.type): " }
    return line + record.message
  }
}
