import ArgumentParser
import BezelScene
import Foundation

/// Reading the scene a command was given, with its problems printed as diagnostics.
enum SceneInput {
  /// The exit code for a scene file with problems (`EX_DATAERR`).
  static let badData = ExitCode(65)

  /// The scene at `path`; its problems go to standard error and end the command with code 65.
  static func load(_ path: String) throws -> Scene {
    do {
      return try Scene.load(contentsOf: path)
    } catch {
      report(error)
      throw badData
    }
  }

  /// Prints a scene's problems to standard error, with a count at the end.
  static func report(_ errors: SceneErrors) {
    let count = errors.diagnostics.count
    let summary = count == 1 ? "1 problem" : "\(count) problems"
    printError("\(errors.description)\n\(summary) in the scene")
  }
}

/// Writes `text` and a newline to standard error.
func printError(_ text: String) {
  FileHandle.standardError.write(Data((text + "\n").utf8))
}
