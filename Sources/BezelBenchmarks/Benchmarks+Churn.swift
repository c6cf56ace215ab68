import BezelSolver

extension Benchmarks {
  /// The churn base solved, for the churn cases; its solution is checked against the stays'
  /// expected values by the cases themselves.
  static func churnBase() -> (Solver, [Variable], [Constraint]) {
    let (base, extra) = Systems.churn()
    let (variables, constraints) = base.makeConstraints()
    let solver = Solver()
    add(constraints, to: solver)
    let extras = extra.map { ConstraintSystem.constraint($0, variables) }
    return (solver, variables, extras)
  }

  /// For each of the 1000 extra constraints: add it, then remove it; no read in between.
  ///
  /// Ends where it began: the base solution.
  static func churnPairCase(repeats: Int) -> BenchmarkResult {
    var pairs: [Double] = []
    var adds: [Double] = []
    var removes: [Double] = []
    var drift = 0.0
    for _ in 0..<max(1, repeats) {
      let (solver, variables, extras) = churnBase()
      let before = variables.map { solver.value(of: $0) }
      for c in extras {
        let add = Timing.milliseconds { try? solver.addConstraint(c) }
        let remove = Timing.milliseconds { try? solver.removeConstraint(c) }
        adds.append(add)
        removes.append(remove)
        pairs.append(add + remove)
      }
      drift = max(drift, maxError(variables.map { solver.value(of: $0) }, before))
    }
    var result = BenchmarkResult(
      case: "churn-pair", variables: 1000, constraints: 2999, repeats: max(1, repeats))
    result["median_ms"] = .number(Timing.median(pairs))
    result["add_median_ms"] = .number(Timing.median(adds))
    result["remove_median_ms"] = .number(Timing.median(removes))
    result["p99_ms"] = .number(Timing.percentile(pairs, 0.99))
    result["max_abs_error"] = .number(drift)
    return result
  }

  /// Adds all 1000 extra constraints one by one, reads the values, then removes them in the
  /// order they were added, and checks that the base solution comes back.
  static func churnAccumulateCase(repeats: Int) -> BenchmarkResult {
    var totals: [Double] = []
    var drift = 0.0
    var failures = 0
    var addTotal = 0.0
    var removeTotal = 0.0
    for _ in 0..<max(1, repeats) {
      let (solver, variables, extras) = churnBase()
      let before = variables.map { solver.value(of: $0) }
      addTotal = Timing.milliseconds {
        for c in extras {
          do { try solver.addConstraint(c) } catch { failures += 1 }
        }
        _ = solver.fetchChanges()
      }
      removeTotal = Timing.milliseconds {
        for c in extras { try? solver.removeConstraint(c) }
        _ = solver.fetchChanges()
      }
      totals.append(addTotal + removeTotal)
      drift = max(drift, maxError(variables.map { solver.value(of: $0) }, before))
    }
    var result = BenchmarkResult(
      case: "churn-accumulate", variables: 1000, constraints: 3999, repeats: max(1, repeats))
    result["median_ms"] = .number(Timing.median(totals))
    result["add_all_ms"] = .number(addTotal)
    result["remove_all_ms"] = .number(removeTotal)
    result["completed"] = .bool(failures == 0)
    result["max_abs_error"] = .number(drift)
    return result
  }
}
