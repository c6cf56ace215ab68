#if canImport(Glibc)
  import Glibc
  private let systemWrite = Glibc.write
#elseif canImport(Darwin)
  import Darwin
  private let systemWrite = Darwin.write
#endif

/// Writing files with `open`, `write` and `mkdir`, which is many times faster than Foundation's
/// `Data.write(to:)` on Linux for the hundreds of small files of a gallery, and reports the
/// system's own error.
public enum PlainFile {
  /// A file or folder that could not be made or written, with the system's error.
  public struct Failure: Error, Sendable, CustomStringConvertible {
    /// The path at fault.
    public var path: String
    /// The system's error.
    public var error: SystemError
    public var description: String { "\(path): \(error)" }
  }

  /// Replaces the contents of the file at `path` with `text` in UTF-8.
  public static func write(_ text: String, to path: String) throws(Failure) {
    var text = text
    let failure = text.withUTF8 { bytes -> Failure? in
      do throws(Failure) {
        try write(UnsafeRawBufferPointer(bytes), to: path)
        return nil
      } catch { return error }
    }
    if let failure { throw failure }
  }

  /// Replaces the contents of the file at `path` with `bytes`.
  public static func write(bytes: [UInt8], to path: String) throws(Failure) {
    let failure = bytes.withUnsafeBytes { bytes -> Failure? in
      do throws(Failure) {
        try write(bytes, to: path)
        return nil
      } catch { return error }
    }
    if let failure { throw failure }
  }

  private static func write(_ bytes: UnsafeRawBufferPointer, to path: String) throws(Failure) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw Failure(path: path, error: .current) }
    defer { close(descriptor) }
    let failure = { () -> SystemError? in
      var offset = 0
      while offset < bytes.count {
        let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return .current
        }
        offset += written
      }
      return nil
    }()
    if let failure { throw Failure(path: path, error: failure) }
  }

  /// Makes the folder at `path` and any missing folders above it.
  public static func createDirectory(_ path: String) throws(Failure) {
    var status = stat()
    if stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { return }
    let parent = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
      .joined(separator: "/")
    if !parent.isEmpty, parent != path { try createDirectory(parent) }
    if mkdir(path, 0o755) == 0 { return }
    let made = errno
    guard made == EEXIST else { throw Failure(path: path, error: SystemError(made)) }
    // Something of that name exists: a folder made meanwhile is fine, a loop of links or a
    // file is not.
    guard stat(path, &status) == 0 else { throw Failure(path: path, error: .current) }
    guard status.st_mode & S_IFMT == S_IFDIR else {
      throw Failure(path: path, error: SystemError(made))
    }
  }

  /// Whether `first` and `second` name the same existing file (the same device and inode,
  /// through any links).
  public static func isSameFile(_ first: String, _ second: String) -> Bool {
    var a = stat()
    var b = stat()
    guard stat(first, &a) == 0, stat(second, &b) == 0 else { return false }
    return a.st_dev == b.st_dev && a.st_ino == b.st_ino
  }
}
