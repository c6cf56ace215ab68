import Foundation

/// A progress bar on standard error, drawn only when standard error is a terminal.
struct ProgressBar {
  private let total: Int
  private let isTerminal = isatty(STDERR_FILENO) == 1
  private let width = 30

  init(total: Int) {
    self.total = max(total, 1)
  }

  /// Shows `done` of the total, with what is being done.
  func update(_ done: Int, _ label: String) {
    guard isTerminal else { return }
    let filled = min(width, done * width / total)
    let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
    let text = "\r\(bar) \(done)/\(total) \(label)".prefix(100)
    FileHandle.standardError.write(Data((text + "\u{1B}[K").utf8))
  }

  /// Clears the bar.
  func finish() {
    guard isTerminal else { return }
    FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
  }
}
