import ArgumentParser
import Foundation

/// `--watch`: run a command again each time its scene file changes.
struct WatchOptions: ParsableArguments {
  @Flag(
    help: """
      After the first run, check the scene file's modification time twice a second and run \
      again when it changes, after a separator line; stop with Control-C.
      """)
  var watch = false

  @Option(help: .hidden)
  var watchIterations: Int?
}

/// Runs a command once, or with `--watch` again after each change of its scene file.
enum SceneWatch {
  /// How often the scene file's modification time is read.
  static let interval: TimeInterval = 0.5

  /// Runs `body`, and with `--watch` again after each change of `path`.
  ///
  /// It watches forever, or for `options.watchIterations` re-runs. While watching, a failed run
  /// (its diagnostics already printed) does not end the command.
  static func run(_ path: String, _ options: WatchOptions, _ body: () throws -> Void) throws {
    guard options.watch else { return try body() }
    var stamp = self.stamp(of: path)
    runReporting(body)
    var runs = 0
    while options.watchIterations.map({ runs < $0 }) ?? true {
      Thread.sleep(forTimeInterval: interval)
      let now = self.stamp(of: path)
      guard now != stamp else { continue }
      stamp = now
      runs += 1
      print("──── \(path) changed: running again ────")
      runReporting(body)
    }
  }

  /// Runs `body`, printing an error that is not an exit status.
  private static func runReporting(_ body: () throws -> Void) {
    do {
      try body()
    } catch let error as ExitCode {
      _ = error  // The run printed its diagnostics.
    } catch {
      printError("bezel: \(error)")
    }
    fflush(nil)  // All streams: the output shows as each run ends.
  }

  /// The file's modification time and size, or nil while it cannot be read.
  static func stamp(of path: String) -> [Double]? {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      let date = attributes[.modificationDate] as? Date
    else { return nil }
    let size = (attributes[.size] as? NSNumber)?.doubleValue ?? 0
    return [date.timeIntervalSinceReferenceDate, size]
  }
}
