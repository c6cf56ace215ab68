import Foundation
public import os

/// Where the messages of Apple's `os` module (`Logger`, `os_log`, `OSSignposter`) go on Linux.
///
/// By default messages are written to standard error, one line each, as Xcode's console shows
/// them while debugging; signposts are not printed. Route them to your own logging (swift-log, a
/// file) with `.handler`, or capture what a piece of code logs in a test with `capture(_:)`.
public enum SystemLog {
  /// One message or signpost logged through the `os` module.
  public struct Entry: Sendable, Equatable {
    /// What a signpost entry marks.
    public enum Signpost: Sendable, Equatable {
      case event(name: String, id: UInt64)
      case intervalBegin(name: String, id: UInt64)
      case intervalEnd(name: String, id: UInt64)
    }

    public var date: Date
    public var subsystem: String
    public var category: String
    public var level: OSLogType
    public var message: String
    /// The signpost this entry records, or `nil` for a message.
    public var signpost: Signpost?

    package init(_ record: LogRecord) {
      date = record.date
      subsystem = record.subsystem
      category = record.category
      level = record.type
      message = record.message
      signpost = record.signpost.map {
        switch $0 {
        case .event(let name, let id): .event(name: name, id: id)
        case .intervalBegin(let name, let id): .intervalBegin(name: name, id: id)
        case .intervalEnd(let name, let id): .intervalEnd(name: name, id: id)
        }
      }
    }

    /// The line standard error shows for this entry.
    public var formatted: String {
      LogRouter.format(
        LogRecord(
          date: date, subsystem: subsystem, category: category, type: level, message: message,
          signpost: nil))
    }
  }

  public enum Destination: Sendable {
    /// One line per message on standard error (the default).
    case standardError
    /// Nothing is written.
    case discard
    /// Every message and signpost is handed to the closure, on the thread that logged it.
    case handler(@Sendable (Entry) -> Void)
  }

  /// Where messages go, for the whole process.
  ///
  /// A `capture(_:)` in progress takes precedence for the task that runs it.
  public static var destination: Destination {
    get {
      switch LogRouter.destination {
      case .standardError: .standardError
      case .discard: .discard
      case .handler: .handler(currentHandler)
      }
    }
    set {
      switch newValue {
      case .standardError: LogRouter.destination = .standardError
      case .discard: LogRouter.destination = .discard
      case .handler(let handler):
        currentHandlerBox.set(handler)
        LogRouter.destination = .handler { handler(Entry($0)) }
      }
    }
  }

  /// Runs `body` and returns what it logged, in order, instead of sending it to the destination.
  ///
  /// The capture belongs to the current task and the tasks it creates, so tests running in
  /// parallel each see only their own messages.
  public static func capture<R>(_ body: () throws -> R) rethrows -> (result: R, entries: [Entry]) {
    let collector = LogCollector()
    let result = try LogRouter.$collector.withValue(collector) { try body() }
    return (result, collector.records.map(Entry.init))
  }

  private static let currentHandlerBox = HandlerBox()
  private static var currentHandler: @Sendable (Entry) -> Void { currentHandlerBox.get() }

  private final class HandlerBox: @unchecked Sendable {
    private let lock = NSLock()
    private var handler: @Sendable (Entry) -> Void = { _ in }
    func set(_ newValue: @escaping @Sendable (Entry) -> Void) {
      lock.withLock { handler = newValue }
    }
    func get() -> @Sendable (Entry) -> Void { lock.withLock { handler } }
  }
}
