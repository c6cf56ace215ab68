import Foundation

/// Runs the built `bezel` executable, as a user would from a shell.
struct CommandRunner {
  struct Output {
    var status: Int32
    var standardOutput: String
    var standardError: String
  }

  /// The folder the package's products are built into, beside the test bundle.
  static let productsDirectory: URL = {
    var url = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: url.appendingPathComponent("bezel").path),
      url.pathComponents.count > 1
    {
      url.deleteLastPathComponent()
    }
    return url
  }()

  /// Runs `bezel` with `arguments` in `directory`, with standard input closed.
  static func run(_ arguments: [String], in directory: URL? = nil) throws -> Output {
    let process = Process()
    process.executableURL = productsDirectory.appendingPathComponent("bezel")
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("bezel-run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let out = scratch.appendingPathComponent("out")
    let err = scratch.appendingPathComponent("err")
    _ = FileManager.default.createFile(atPath: out.path, contents: nil)
    _ = FileManager.default.createFile(atPath: err.path, contents: nil)
    process.standardOutput = try FileHandle(forWritingTo: out)
    process.standardError = try FileHandle(forWritingTo: err)
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return Output(
      status: process.terminationStatus,
      standardOutput: try String(contentsOf: out, encoding: .utf8),
      standardError: try String(contentsOf: err, encoding: .utf8))
  }

  /// A new empty folder, removed by the caller.
  static func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("bezel-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// A new folder holding a scene file `name` with `text`; the caller removes the folder.
  static func scene(named name: String, _ text: String) throws -> (folder: URL, file: URL) {
    let folder = try temporaryFolder()
    let file = folder.appendingPathComponent(name)
    try text.write(to: file, atomically: true, encoding: .utf8)
    return (folder, file)
  }
}
