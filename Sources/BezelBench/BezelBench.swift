import ArgumentParser
import BezelBenchmarks
import BezelLayoutBenchmarks

/// `bezel-bench`: times the solver on the benchmark systems and prints one JSON line a case.
@main
struct BezelBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bezel-bench",
    abstract: "Time Bezel's constraint solver and UIKit layout on the benchmark cases.",
    discussion: """
      Prints one JSON line per case. Build with -c release for meaningful figures. On Linux each \
      case also reports its peak resident memory above what the process held when it started \
      (peak_memory_above_start_bytes), that peak per constraint (peak_bytes_per_constraint), and \
      the minor page faults the case took (minor_page_faults): memory touched for the first \
      time, whose cost moves the times when the allocator maps arrays differently.
      """)

  @Argument(help: "Cases to run (default: all). See --list.")
  var cases: [String] = []

  @Flag(help: "List the cases and exit.")
  var list = false

  @Option(help: "Repeat each case this many times (default: per case).")
  var repeats: Int?

  @Option(help: "Solve a bezel-constraint-system/1 JSON file and check it against its solution.")
  var system: String?

  @Option(help: "Write the cases' systems as bezel-constraint-system/1 JSON files into DIR.")
  var emit: String?

  @Option(help: "Print the solver's dump after solving CASE's system once, untimed.")
  var dump: String?

  /// The solver's cases, then the layout cases.
  static let catalogue =
    Benchmarks.all + LayoutBenchmarks.all + AdaptiveBenchmarks.all + GalleryBenchmarks.all
    + CheckBenchmarks.all + StackBenchmarks.all

  func validate() throws {
    let known = Set(Self.catalogue.map(\.name))
    for name in cases where !known.contains(name) {
      throw ValidationError("unknown case '\(name)'; --list shows the cases")
    }
    if let repeats, repeats < 1 { throw ValidationError("--repeats must be at least 1") }
  }

  func run() throws {
    if list {
      for c in Self.catalogue { print("\(c.name)\t\(c.summary)") }
      return
    }
    if let dump {
      guard let text = Benchmarks.dump(case: dump) else {
        throw ValidationError("unknown case '\(dump)'; --list shows the cases")
      }
      print(text, terminator: "")
      return
    }
    if let emit {
      let names = Benchmarks.cases(named: cases).map(\.name)
      do {
        try SystemFile.emit(cases: names, into: emit)
      } catch {
        printError("bezel-bench: cannot write to \(emit): \(error)")
        throw ExitCode(73)
      }
      return
    }
    if let system {
      let result: BenchmarkResult
      do {
        result = try Benchmarks.runSystemFile(system, repeats: repeats ?? 3)
      } catch {
        printError("bezel-bench: \(system): \(error)")
        throw ExitCode(65)
      }
      print(result.jsonLine)
      return
    }
    let selected =
      cases.isEmpty ? Self.catalogue : Self.catalogue.filter { cases.contains($0.name) }
    for c in selected {
      // Each case's own peak: the high-water mark is reset before it runs.
      let start = ResidentMemory.current
      let reset = ResidentMemory.resetPeak()
      let faultsBefore = ResidentMemory.minorPageFaults
      var result = Benchmarks.run(c, repeats: repeats)
      if let faultsBefore, let faultsAfter = ResidentMemory.minorPageFaults {
        result["minor_page_faults"] = .integer(faultsAfter - faultsBefore)
      }
      if reset, let start, let peak = ResidentMemory.peak {
        let above = max(peak - start, 0)
        result["peak_memory_above_start_bytes"] = .integer(above)
        if case .integer(let constraints)? = result["constraints"], constraints > 0 {
          result["peak_bytes_per_constraint"] = .number(Double(above) / Double(constraints))
        }
      }
      print(result.jsonLine)
    }
  }
}
