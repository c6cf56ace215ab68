import Foundation
import Testing

@testable import UIKit

/// Random programs of the mistakes apps make, run against the UIKit module: none may crash, none
/// may break an invariant of the view tree or its engine after any call (`invariantViolations()`),
/// and none may leave a view with a frame or a constraint with a constant that is not finite.
///
/// CI runs seeds 1…40 of 60 steps each. `BEZEL_FUZZ_SEEDS=FIRST-LAST` and `BEZEL_FUZZ_STEPS=N`
/// run others; a failing program is shrunk to the fewest steps that still fail, and printed.
@MainActor
struct MisuseFuzzTests {
  private static func environmentRange() -> ClosedRange<UInt64> {
    let text = ProcessInfo.processInfo.environment["BEZEL_FUZZ_SEEDS"] ?? ""
    let parts = text.split(separator: "-").compactMap { UInt64($0) }
    if parts.count == 2, parts[0] <= parts[1] { return parts[0]...parts[1] }
    return 1...40
  }

  private static func environmentSteps() -> Int {
    Int(ProcessInfo.processInfo.environment["BEZEL_FUZZ_STEPS"] ?? "") ?? 60
  }

  static func program(seed: UInt64, steps: Int) -> [MisuseStep] {
    var generator = SeededGenerator(seed: seed)
    return (0..<steps).map { _ in MisuseStep.random(using: &generator) }
  }

  private func faults(of program: [MisuseStep]) -> [String] {
    let run = MisuseRun()
    run.run(program)
    return run.faults()
  }

  /// The shortest subsequence found that still has faults, removing halves, then quarters, down
  /// to single steps.
  private func shrunk(_ program: [MisuseStep]) -> [MisuseStep] {
    var current = program
    var chunk = max(current.count / 2, 1)
    while chunk >= 1 {
      var start = 0
      var removedAny = false
      while start < current.count {
        var candidate = current
        candidate.removeSubrange(start..<min(start + chunk, current.count))
        if !faults(of: candidate).isEmpty {
          current = candidate
          removedAny = true
        } else {
          start += chunk
        }
      }
      if !removedAny { chunk /= 2 }
    }
    return current
  }

  @Test func misuseKeepsTheInvariantsAndLeavesEveryFrameAndConstantFinite() {
    let steps = Self.environmentSteps()
    for seed in Self.environmentRange() {
      let program = Self.program(seed: seed, steps: steps)
      let found = faults(of: program)
      guard !found.isEmpty else { continue }
      let minimal = shrunk(program)
      Issue.record(
        """
        seed \(seed): \(found.joined(separator: "; "))
        shrunk to \(minimal.count) steps:
        \(minimal.map(\.description).joined(separator: "\n"))
        """)
      return
    }
  }

  // A seed names one program: a failure reported by seed can be run again.
  @Test func programsAreReproducibleFromTheirSeed() {
    let first = Self.program(seed: 7, steps: 30).map(\.description)
    let second = Self.program(seed: 7, steps: 30).map(\.description)
    #expect(first == second)
    #expect(first != Self.program(seed: 8, steps: 30).map(\.description))
  }
}
