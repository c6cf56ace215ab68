import Foundation

/// Apple's `Logger` (iOS 14): a subsystem and category to log interpolated messages to.
public struct Logger: @unchecked Sendable {
  let log: OSLog

  public init(subsystem: String, category: String) {
    self.log = OSLog(subsystem: subsystem, category: category)
  }

  public init(_ logObj: OSLog) { self.log = logObj }

  /// A logger for the default log.
  public init() { self.log = .default }

  public func log(_ message: OSLogMessage) { log(level: .default, message) }

  public func log(level: OSLogType, _ message: OSLogMessage) {
    guard log.isEnabled(type: level) else { return }
    LogRouter.emit(
      LogRecord(
        date: Date(), subsystem: log.subsystem, category: log.category, type: level,
        message: message.render(), signpost: nil))
  }

  /// A debug message, the level Apple maps `trace` to.
  public func trace(_ message: OSLogMessage) { log(level: .debug, message) }
  public func debug(_ message: OSLogMessage) { log(level: .debug, message) }
  public func info(_ message: OSLogMessage) { log(level: .info, message) }
  /// A default-level message, the level Apple maps `notice` to.
  public func notice(_ message: OSLogMessage) { log(level: .default, message) }
  /// An error-level message, the level Apple maps `warning` to.
  public func warning(_ message: OSLogMessage) { log(level: .error, message) }
  public func error(_ message: OSLogMessage) { log(level: .error, message) }
  /// A fault-level message, the level Apple maps `critical` to.
  public func critical(_ message: OSLogMessage) { log(level: .fault, message) }
  public func fault(_ message: OSLogMessage) { log(level: .fault, message) }
}
