import ArgumentParser
import Foundation

/// The `--jobs` option: how many processes lay layouts out at once.
struct JobOptions: ParsableArguments {
  @Option(
    name: [.customShort("j"), .long],
    help: ArgumentHelp(
      "Lay layouts out in this many processes at once (default: the machine's processor count); "
        + "the output is the same for any number.",
      valueName: "n"))
  var jobs: Int?

  func validate() throws {
    if let jobs, jobs < 1 { throw ValidationError("--jobs must be 1 or more") }
  }

  /// The number of processes for `count` layouts: `--jobs`, or the processor count, and never
  /// more than the layouts.
  func processes(for count: Int) -> Int {
    let wanted = jobs ?? ProcessInfo.processInfo.activeProcessorCount
    return max(1, min(wanted, count))
  }
}
