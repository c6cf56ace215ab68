import BezelBenchmarks
import BezelSolver
import Foundation
import Testing

/// The same calls give bit-identical results: twice in one process, and in processes whose
/// hashing seeds differ.
@Suite struct DeterminismTests {
  static let cases = ["feed-10", "chain-100", "edit-feed-100", "churn-pair"]

  @Test(arguments: cases)
  func sameSystemTwiceGivesIdenticalDumps(name: String) throws {
    let first = try #require(Benchmarks.dump(case: name))
    let second = try #require(Benchmarks.dump(case: name))
    #expect(first == second)
    #expect(first.contains("Tableau"))
  }

  /// `bezel-bench --dump` is built with the tests.
  ///
  /// Swift seeds its hashing randomly in each process unless `SWIFT_DETERMINISTIC_HASHING` is set:
  /// one child gets a fixed seed, the other a random one, and both must print what this process
  /// computes.
  @Test(arguments: cases)
  func processesWithDifferentHashSeedsGiveIdenticalDumps(name: String) throws {
    let here = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let candidates = [here, here.deletingLastPathComponent()].map {
      $0.appendingPathComponent("bezel-bench").path
    }
    let executable = try #require(
      candidates.first { FileManager.default.isExecutableFile(atPath: $0) },
      "bezel-bench is not beside the test bundle")
    let expected = try #require(Benchmarks.dump(case: name))
    for fixedSeed in [true, false] {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: executable)
      process.arguments = ["--dump", name]
      var environment = ProcessInfo.processInfo.environment
      environment["SWIFT_DETERMINISTIC_HASHING"] = fixedSeed ? "1" : nil
      process.environment = environment
      let pipe = Pipe()
      process.standardOutput = pipe
      try process.run()
      let data = pipe.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      #expect(process.terminationStatus == 0)
      #expect(String(decoding: data, as: UTF8.self) == expected, "fixed seed: \(fixedSeed)")
    }
  }
}
