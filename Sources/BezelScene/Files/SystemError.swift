#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An `errno` value as commands print it: the system's text and the constant's own name, such
/// as `Too many levels of symbolic links (ELOOP)`.
public struct SystemError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The `errno` value.
  public var code: Int32

  /// The error `code`.
  public init(_ code: Int32) { self.code = code }

  /// The last error of the calling thread.
  public static var current: SystemError { SystemError(errno) }

  /// The constant's name, such as `ELOOP`, or `errno N` for a value the system does not name.
  public var name: String {
    POSIXErrorCode(rawValue: code).map { "\($0)" } ?? "errno \(code)"
  }

  /// `strerror`'s text, then the name in parentheses.
  public var description: String { "\(String(cString: strerror(code))) (\(name))" }
}
