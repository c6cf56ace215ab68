import Foundation

/// The type of a signpost, with the raw values of Apple's `os_signpost_type_t`.
public struct OSSignpostType: Equatable, RawRepresentable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  public static let event = OSSignpostType(rawValue: 0x00)
  public static let begin = OSSignpostType(rawValue: 0x01)
  public static let end = OSSignpostType(rawValue: 0x02)
}

/// An identifier that matches a signpost interval's end to its beginning (Apple's
/// `OSSignpostID`, with the reserved values of <os/signpost.h>).
public struct OSSignpostID: Comparable, Hashable, Sendable {
  public let rawValue: UInt64

  public init(_ value: UInt64) { self.rawValue = value }

  /// A new identifier, unique in the process.
  public init(log: OSLog) { self.rawValue = SignpostIDs.next() }

  /// The identifier of `object`, the same for the same object while it lives, as Apple's is
  /// derived from its address.
  public init(log: OSLog, object: AnyObject) {
    self.rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue))
  }

  /// `OS_SIGNPOST_ID_EXCLUSIVE`: the one interval of its name in flight at a time.
  public static let exclusive = OSSignpostID(0xEEEE_B0B5_B2B2_EEEE)
  /// `OS_SIGNPOST_ID_INVALID`.
  public static let invalid = OSSignpostID(~0)
  /// `OS_SIGNPOST_ID_NULL`.
  public static let null = OSSignpostID(0)

  public static func < (lhs: OSSignpostID, rhs: OSSignpostID) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

enum SignpostIDs {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var last: UInt64 = 0

  /// Identifiers count up from 1, skipping the reserved values.
  static func next() -> UInt64 {
    lock.withLock {
      last += 1
      return last
    }
  }
}

public func os_signpost(
  _ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog, name: StaticString,
  signpostID: OSSignpostID = .exclusive
) {
  emitSignpost(type, log: log, name: name.description, id: signpostID, message: "")
}

public func os_signpost(
  _ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog, name: StaticString,
  signpostID: OSSignpostID = .exclusive, _ format: StaticString, _ arguments: any CVarArg...
) {
  emitSignpost(
    type, log: log, name: name.description, id: signpostID,
    message: OSLogFormat.render(format.description, arguments))
}

func emitSignpost(
  _ type: OSSignpostType, log: OSLog, name: String, id: OSSignpostID, message: String
) {
  guard log.signpostsEnabled else { return }
  let signpost: LogRecord.Signpost =
    switch type {
    case .begin: .intervalBegin(name: name, id: id.rawValue)
    case .end: .intervalEnd(name: name, id: id.rawValue)
    default: .event(name: name, id: id.rawValue)
    }
  LogRouter.emit(
    LogRecord(
      date: Date(), subsystem: log.subsystem, category: log.category, type: .default,
      message: message, signpost: signpost))
}
