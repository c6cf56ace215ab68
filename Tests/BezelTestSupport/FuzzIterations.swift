import Foundation

/// How many random cases a randomized test runs.
///
/// By default each runs a count that keeps its suite within a few seconds in a debug build and
/// still reaches every behaviour it checks (each test says why its count does);
/// `BEZEL_FUZZ_ITERATIONS=full` runs the larger count, for longer runs such as a reliability
/// check before a release.
public enum FuzzIterations {
  /// Whether `BEZEL_FUZZ_ITERATIONS=full` asks for the larger counts.
  public static let isFull = ProcessInfo.processInfo.environment["BEZEL_FUZZ_ITERATIONS"] == "full"

  /// `quick`, or `full` when the larger counts are asked for.
  public static func count(quick: Int, full: Int) -> Int { isFull ? full : quick }
}
