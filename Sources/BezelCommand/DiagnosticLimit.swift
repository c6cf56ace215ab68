import ArgumentParser

/// The `--max-diagnostics` option: how many problems a command prints before it stops, as
/// compilers stop after their first errors (GCC's `-fmax-errors`, clang's `-ferror-limit`).
struct DiagnosticLimit: ParsableArguments {
  /// The first problems printed by default.
  static let defaultLimit = 20

  @Option(
    name: .customLong("max-diagnostics"),
    help: ArgumentHelp(
      "Print at most this many problems, then how many more there are; 0 prints them all.",
      valueName: "n"))
  var limit: Int = Self.defaultLimit

  func validate() throws {
    guard limit >= 0 else { throw ValidationError("--max-diagnostics must be 0 or more") }
  }

  /// The problems to print: the first `limit`, or all of them for a limit of 0.
  func shown<Problem>(_ problems: [Problem]) -> ArraySlice<Problem> {
    limit == 0 ? problems[...] : problems.prefix(limit)
  }

  /// The line that says how many of `count` problems were left out, if any were.
  func more(_ count: Int) -> String? {
    guard limit > 0, count > limit else { return nil }
    return "and \(count - limit) more (--max-diagnostics 0 prints them all)"
  }
}
