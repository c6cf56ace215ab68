import Foundation

#if canImport(Glibc)
  import Glibc
  private let systemRead = Glibc.read
#elseif canImport(Darwin)
  import Darwin
  private let systemRead = Darwin.read
#endif

extension Scene {
  /// Reads the scene file at `path`.
  ///
  /// A file that cannot be opened or read (missing, a directory, a loop of symbolic links, …),
  /// too large, binary or not UTF-8 gets a diagnostic at line 1, column 1, as does any problem
  /// `parse(_:file:)` finds. For a file that cannot be opened or read, the errors'
  /// `unreadable` holds the system's error.
  public static func load(contentsOf path: String) throws(SceneErrors) -> Scene {
    let start = SceneLocation(file: path, line: 1, column: 1)
    func failure(_ message: String, expected: String? = nil) -> SceneErrors {
      SceneErrors([SceneDiagnostic(location: start, message: message, expected: expected)])
    }
    func unreadable(_ error: SystemError) -> SceneErrors {
      var errors = failure(
        "the file cannot be read: \(error)", expected: "the path of a readable scene file")
      errors.unreadable = error
      return errors
    }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw unreadable(.current) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw unreadable(.current) }
    guard status.st_mode & S_IFMT != S_IFDIR else { throw unreadable(SystemError(EISDIR)) }
    // Read one byte more than the limit, so that a larger file is known without reading it all.
    var data = [UInt8](repeating: 0, count: SceneTextCheck.maximumBytes + 1)
    var count = 0
    while count < data.count {
      let read = data.withUnsafeMutableBytes {
        systemRead(descriptor, $0.baseAddress! + count, $0.count - count)
      }
      if read < 0 {
        if errno == EINTR { continue }
        throw unreadable(.current)
      }
      if read == 0 { break }
      count += read
    }
    guard count <= SceneTextCheck.maximumBytes else {
      throw failure(
        "the file is too large", expected: "at most \(SceneTextCheck.maximumBytes) bytes")
    }
    data.removeSubrange(count...)
    guard !data.contains(0) else {
      throw failure("the file is binary: it has a NUL byte", expected: "a YAML text file")
    }
    guard let text = String(validating: data, as: UTF8.self) else {
      throw failure("the file is not UTF-8 text", expected: "a YAML text file in UTF-8")
    }
    return try parse(text, file: path)
  }
}
