import ArgumentParser
import BezelScene
import Foundation

/// Reading the scene a command was given, with its problems printed as diagnostics.
enum SceneInput {
  /// The exit code for a scene file with problems (`EX_DATAERR`).
  static let badData = ExitCode(65)
  /// The exit code for a scene file that cannot be opened or read (`EX_NOINPUT`).
  static let noInput = ExitCode(66)

  /// The scene at `path`; its problems go to standard error, at most `limit` of them, and end
  /// the command with code 65 (66 when the file cannot be read).
  static func load(_ path: String, limit: DiagnosticLimit) throws -> Scene {
    do {
      return try Scene.load(contentsOf: path)
    } catch {
      report(error, limit: limit)
      throw error.unreadable == nil ? badData : noInput
    }
  }

  /// Prints a scene's problems to standard error, at most `limit` of them, with a count at the
  /// end.
  static func report(_ errors: SceneErrors, limit: DiagnosticLimit) {
    let count = errors.diagnostics.count
    var lines = limit.shown(errors.diagnostics).map(\.description)
    if let more = limit.more(count) { lines.append(more) }
    lines.append(count == 1 ? "1 problem in the scene" : "\(count) problems in the scene")
    printError(lines.joined(separator: "\n"))
  }
}

/// Writes `text` and a newline to standard error.
func printError(_ text: String) {
  FileHandle.standardError.write(Data((text + "\n").utf8))
}
