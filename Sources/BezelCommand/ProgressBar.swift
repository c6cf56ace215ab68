import ArgumentParser
import Foundation

/// Progress of a long command on standard error, so that standard output stays the command's
/// result: a bar redrawn in place on a terminal, plain lines every few seconds otherwise (a CI
/// log), nothing with `--quiet`.
final class ProgressBar {
  /// How progress is shown.
  enum Style: Equatable {
    /// A bar redrawn on one line of a terminal.
    case bar
    /// A line now and then, `bezel: 12/380 layouts (article: iPhone 16 portrait)`.
    case lines(every: TimeInterval)
    /// Nothing.
    case silent
  }

  private let total: Int
  private let style: Style
  private let noun: String
  private let width = 30
  private var lastLine: Date?
  private var lastDone = -1

  /// A progress of `total` steps, each one of `noun` (`layouts`), shown in `style`.
  init(total: Int, noun: String = "layouts", style: Style) {
    self.total = max(total, 1)
    self.noun = noun
    self.style = style
  }

  /// Shows that `done` steps of the total are done and the next is `label`.
  func update(_ done: Int, _ label: String) {
    // Callers that poll report the same step again; it is shown once.
    guard done != lastDone else { return }
    switch style {
    case .silent:
      return
    case .bar:
      let filled = min(width, max(0, done) * width / total)
      let bar =
        String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
      lastDone = done
      let text = "\r\(bar) \(done)/\(total) \(label)".prefix(100)
      FileHandle.standardError.write(Data((text + "\u{1B}[K").utf8))
    case .lines(let interval):
      let now = Date()
      // The first step and then one line per interval: a CI log shows the command is alive.
      if let lastLine, now.timeIntervalSince(lastLine) < interval { return }
      lastLine = now
      lastDone = done
      printError("bezel: \(done)/\(total) \(noun)" + (label.isEmpty ? "" : " (\(label))"))
    }
  }

  /// Ends the progress: clears the bar, or says that every step is done.
  func finish() {
    switch style {
    case .silent:
      return
    case .bar:
      FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    case .lines:
      guard lastDone != total else { return }
      lastDone = total
      printError("bezel: \(total)/\(total) \(noun) done")
    }
  }
}

/// The `--quiet` option of the commands that take long enough to show progress.
struct ProgressOptions: ParsableArguments {
  @Flag(name: .shortAndLong, help: "Print no progress on standard error.")
  var quiet = false

  @Option(
    name: .customLong("progress-interval"),
    help: ArgumentHelp(
      "Seconds between progress lines when standard error is not a terminal.",
      valueName: "seconds", visibility: .hidden))
  var interval: Double = 5

  func validate() throws {
    guard interval >= 0, interval.isFinite else {
      throw ValidationError("--progress-interval must be 0 or more")
    }
  }

  /// The style: silent when quiet, a bar on a terminal that can redraw a line, else lines.
  var style: ProgressBar.Style {
    if quiet { return .silent }
    let term = ProcessInfo.processInfo.environment["TERM"]
    if isatty(STDERR_FILENO) == 1, term != "dumb" { return .bar }
    return .lines(every: interval)
  }
}
