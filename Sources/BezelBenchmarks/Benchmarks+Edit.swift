import BezelSolver

extension Benchmarks {
  /// The unpinned feed with W as a strong edit variable set to 375 before the constraints;
  /// then each of 50 widths is suggested and the changed values fetched, timed one by one.
  static func editFeedCase(repeats: Int) -> BenchmarkResult {
    let m = 100
    let system = Systems.feed(m, width: nil)
    let widths = Systems.editWidths()
    var perChange: [Double] = []
    var setups: [Double] = []
    var error = 0.0
    for run in 0..<max(1, repeats) {
      let (variables, constraints) = system.makeConstraints()
      let width = variables[0]
      let solver = Solver()
      setups.append(
        Timing.milliseconds {
          add(constraints, editing: width, strength: .strong, initial: 375, to: solver)
          _ = solver.fetchChanges()
        })
      for w in widths {
        perChange.append(
          Timing.milliseconds {
            try? solver.suggestValue(w, for: width)
            _ = solver.fetchChanges()
          })
        if run == 0 {
          let expected = Systems.feedClosedForm(m, width: w)
          error = max(error, maxError(variables.map { solver.value(of: $0) }, expected))
        }
      }
    }
    var result = BenchmarkResult(
      case: "edit-feed-100", variables: system.variables.count,
      constraints: system.items.count + 1, repeats: max(1, repeats))
    result["median_ms"] = .number(Timing.median(perChange))
    result["p90_ms"] = .number(Timing.percentile(perChange, 0.9))
    result["max_op_ms"] = .number(perChange.max() ?? .nan)
    result["setup_median_ms"] = .number(Timing.median(setups))
    result["max_abs_error"] = .number(error)
    return result
  }
}
