import Foundation

// Apple's `os_log` functions: the format-string forms of iOS 10 and the interpolation forms of
// iOS 14.

public func os_log(
  _ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default,
  type: OSLogType = .default, _ args: any CVarArg...
) {
  emitFormatted(message, log: log, type: type, args)
}

public func os_log(
  _ type: OSLogType, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default,
  _ message: StaticString, _ args: any CVarArg...
) {
  emitFormatted(message, log: log, type: type, args)
}

public func os_log(_ message: OSLogMessage) {
  Logger(.default).log(level: .default, message)
}

public func os_log(_ logLevel: OSLogType, _ message: OSLogMessage) {
  Logger(.default).log(level: logLevel, message)
}

public func os_log(log logObject: OSLog, _ message: OSLogMessage) {
  Logger(logObject).log(level: .default, message)
}

public func os_log(_ logLevel: OSLogType, log logObject: OSLog, _ message: OSLogMessage) {
  Logger(logObject).log(level: logLevel, message)
}

private func emitFormatted(
  _ message: StaticString, log: OSLog, type: OSLogType, _ args: [any CVarArg]
) {
  guard log.isEnabled(type: type) else { return }
  LogRouter.emit(
    LogRecord(
      date: Date(), subsystem: log.subsystem, category: log.category, type: type,
      message: OSLogFormat.render(message.description, args), signpost: nil))
}

/// The `printf`-style formats `os_log` takes, with its privacy annotations (`%{public}@`,
/// `%{private}d`) removed before Foundation formats the arguments.
enum OSLogFormat {
  static func render(_ format: String, _ args: [any CVarArg]) -> String {
    let plain = withoutAnnotations(format)
    return args.isEmpty
      ? plain.replacingOccurrences(of: "%%", with: "%") : String(format: plain, arguments: args)
  }

  /// `format` with each `{…}` right after a `%` removed.
  static func withoutAnnotations(_ format: String) -> String {
    var result = ""
    var characters = format.makeIterator()
    var previousWasPercent = false
    while let character = characters.next() {
      if previousWasPercent && character == "{" {
        while let skipped = characters.next(), skipped != "}" {}
        previousWasPercent = false
        continue
      }
      previousWasPercent = character == "%" && !previousWasPercent
      result.append(character)
    }
    return result
  }
}
