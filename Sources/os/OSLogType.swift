/// The level of a log message, with the raw values of Apple's `os_log_type_t` (<os/log.h>).
public struct OSLogType: Equatable, RawRepresentable, Sendable {
  public let rawValue: UInt8

  public init(_ rawValue: UInt8) { self.rawValue = rawValue }
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  public static let `default` = OSLogType(0x00)
  public static let info = OSLogType(0x01)
  public static let debug = OSLogType(0x02)
  public static let error = OSLogType(0x10)
  public static let fault = OSLogType(0x11)
}

extension OSLogType: CustomStringConvertible {
  /// The level's name as Apple's `log` tool and Xcode's console print it.
  public var description: String {
    switch rawValue {
    case 0x01: "Info"
    case 0x02: "Debug"
    case 0x10: "Error"
    case 0x11: "Fault"
    default: "Default"
    }
  }
}
