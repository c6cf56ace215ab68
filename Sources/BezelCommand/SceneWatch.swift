import ArgumentParser
import Foundation

/// `--watch`: run a command again each time its scene file changes.
struct WatchOptions: ParsableArguments {
  @Flag(
    help: """
      After the first run, check the scene file's modification time twice a second and, when it \
      changes, run again once the file holds still, after a separator line; stop with Control-C.
      """)
  var watch = false

  @Option(help: .hidden)
  var watchIterations: Int?
}

/// Runs a command once, or with `--watch` again after each change of its scene file.
enum SceneWatch {
  /// How often the scene file's modification time is read.
  static let interval: TimeInterval = 0.5

  /// How long a changed file must hold still before it is run: an editor's save (or any writer
  /// that does not rename a finished file into place) truncates the file and then writes it, and
  /// a read between the two would run an empty or half-written scene.
  static let settleInterval: TimeInterval = 0.05

  /// The most reads spent waiting for a file to hold still; a file written without pause runs
  /// after them anyway, so that watching never stalls.
  static let settleReads = 20

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
      guard self.stamp(of: path) != stamp else { continue }
      stamp = settledStamp { self.stamp(of: path) }
      runs += 1
      print("──── \(path) changed: running again ────")
      runReporting(body)
    }
  }

  /// The stamp once two reads `settleInterval` apart agree, or the last of `settleReads` reads.
  static func settledStamp(
    wait: (TimeInterval) -> Void = Thread.sleep(forTimeInterval:), _ read: () -> [Double]?
  ) -> [Double]? {
    var last = read()
    for _ in 1..<settleReads {
      wait(settleInterval)
      let now = read()
      if now == last { break }
      last = now
    }
    return last
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
