import Foundation

extension Scene {
  /// Reads the scene file at `path`.
  ///
  /// A file that is missing, a directory, too large, binary or not UTF-8 gets a diagnostic at
  /// line 1, column 1, as does any problem `parse(_:file:)` finds.
  public static func load(contentsOf path: String) throws(SceneErrors) -> Scene {
    let start = SceneLocation(file: path, line: 1, column: 1)
    func failure(_ message: String, expected: String? = nil) -> SceneErrors {
      SceneErrors([SceneDiagnostic(location: start, message: message, expected: expected)])
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw failure("no such file", expected: "the path of a scene file")
    }
    guard !isDirectory.boolValue else {
      throw failure("this is a directory", expected: "the path of a scene file")
    }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw failure("the file cannot be read")
    }
    defer { try? handle.close() }
    // Read one byte more than the limit, so that a larger file is known without reading it all.
    let data: Data
    do {
      data = try handle.read(upToCount: SceneTextCheck.maximumBytes + 1) ?? Data()
    } catch {
      throw failure("the file cannot be read: \(error.localizedDescription)")
    }
    guard data.count <= SceneTextCheck.maximumBytes else {
      throw failure(
        "the file is too large", expected: "at most \(SceneTextCheck.maximumBytes) bytes")
    }
    guard !data.contains(0) else {
      throw failure("the file is binary: it has a NUL byte", expected: "a YAML text file")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw failure("the file is not UTF-8 text", expected: "a YAML text file in UTF-8")
    }
    return try parse(text, file: path)
  }
}
