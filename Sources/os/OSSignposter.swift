import Foundation

/// The state of a signpost interval in flight, handed from `beginInterval` to `endInterval`.
public final class OSSignpostIntervalState: @unchecked Sendable {
  public let signpostID: OSSignpostID
  let name: String
  private let lock = NSLock()
  private var ended = false

  init(signpostID: OSSignpostID, name: String) {
    self.signpostID = signpostID
    self.name = name
  }

  /// Whether this is the first end of the interval: Apple's signposter ends an interval once.
  func markEnded() -> Bool {
    lock.withLock {
      defer { ended = true }
      return !ended
    }
  }
}

/// Apple's `OSSignposter` (iOS 15): intervals and events for a log.
public struct OSSignposter: @unchecked Sendable {
  let log: OSLog

  public init(subsystem: String, category: String) {
    self.log = OSLog(subsystem: subsystem, category: category)
  }

  public init(subsystem: String, category: OSLog.Category) {
    self.log = OSLog(subsystem: subsystem, category: category)
  }

  public init(logger: Logger) { self.log = logger.log }

  public init(logHandle: OSLog) { self.log = logHandle }

  public init() { self.log = .default }

  public static var disabled: OSSignposter { OSSignposter(logHandle: .disabled) }

  public var isEnabled: Bool { log.signpostsEnabled }

  public func makeSignpostID() -> OSSignpostID { OSSignpostID(log: log) }

  public func makeSignpostID(from object: AnyObject) -> OSSignpostID {
    OSSignpostID(log: log, object: object)
  }

  public func emitEvent(
    _ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage
  ) {
    emitSignpost(.event, log: log, name: name.description, id: id, message: message.render())
  }

  public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive) {
    emitSignpost(.event, log: log, name: name.description, id: id, message: "")
  }

  public func beginInterval(
    _ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage
  ) -> OSSignpostIntervalState {
    emitSignpost(.begin, log: log, name: name.description, id: id, message: message.render())
    return OSSignpostIntervalState(signpostID: id, name: name.description)
  }

  public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive)
    -> OSSignpostIntervalState
  {
    emitSignpost(.begin, log: log, name: name.description, id: id, message: "")
    return OSSignpostIntervalState(signpostID: id, name: name.description)
  }

  public func endInterval(
    _ name: StaticString, _ state: OSSignpostIntervalState, _ message: OSLogMessage
  ) {
    guard state.markEnded() else { return }
    emitSignpost(
      .end, log: log, name: name.description, id: state.signpostID, message: message.render())
  }

  public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState) {
    guard state.markEnded() else { return }
    emitSignpost(.end, log: log, name: name.description, id: state.signpostID, message: "")
  }

  public func withIntervalSignpost<T>(
    _ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage,
    around task: () throws -> T
  ) rethrows -> T {
    let state = beginInterval(name, id: id, message)
    defer { endInterval(name, state) }
    return try task()
  }

  public func withIntervalSignpost<T>(
    _ name: StaticString, id: OSSignpostID = .exclusive, around task: () throws -> T
  ) rethrows -> T {
    let state = beginInterval(name, id: id)
    defer { endInterval(name, state) }
    return try task()
  }
}
