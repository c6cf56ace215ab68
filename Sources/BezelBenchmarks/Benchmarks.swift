import BezelSolver

/// The benchmark cases of `bezel-bench`, as defined in the project's benchmark notes.
public enum Benchmarks {
  /// A named case and how to run it.
  public struct Case: Sendable {
    public let name: String
    public let summary: String
    let run: @Sendable (_ repeats: Int?) -> BenchmarkResult

    /// A case that `run` performs, given the repeats asked for on the command line, if any.
    package init(
      name: String, summary: String, run: @escaping @Sendable (_ repeats: Int?) -> BenchmarkResult
    ) {
      self.name = name
      self.summary = summary
      self.run = run
    }
  }

  /// Every case, in the order `bezel-bench` runs them.
  public static let all: [Case] = [
    Case(name: "chain-100", summary: "100 views in a row, widths equal to the first (strong)") {
      solveCase(Systems.chain(100), name: "chain-100", repeats: $0 ?? 15)
    },
    Case(name: "chain-1000", summary: "1000 views in a row") {
      solveCase(Systems.chain(1000), name: "chain-1000", repeats: $0 ?? 5)
    },
    Case(name: "chain-5000", summary: "5000 views in a row") {
      solveCase(Systems.chain(5000), name: "chain-5000", repeats: $0 ?? 1)
    },
    Case(name: "feed-10", summary: "10 social-feed cells, 34 variables and 39 constraints each") {
      solveCase(Systems.feed(10), name: "feed-10", repeats: $0 ?? 25)
    },
    Case(name: "feed-100", summary: "100 feed cells") {
      solveCase(Systems.feed(100), name: "feed-100", repeats: $0 ?? 9)
    },
    Case(name: "feed-1000", summary: "1000 feed cells") {
      solveCase(Systems.feed(1000), name: "feed-1000", repeats: $0 ?? 5)
    },
    Case(name: "edit-feed-100", summary: "100 feed cells, 50 container widths suggested one by one")
    {
      editFeedCase(repeats: $0 ?? 7)
    },
    Case(
      name: "churn-pair",
      summary: "1000 constraints each added then removed on a 1000-variable base"
    ) {
      churnPairCase(repeats: $0 ?? 5)
    },
    Case(
      name: "churn-accumulate", summary: "1000 constraints added, then removed in the same order"
    ) {
      churnAccumulateCase(repeats: $0 ?? 1)
    },
  ]

  /// Runs the named cases, or all, in catalogue order.
  public static func cases(named names: [String]) -> [Case] {
    names.isEmpty ? all : all.filter { names.contains($0.name) }
  }

  public static func run(_ c: Case, repeats: Int? = nil) -> BenchmarkResult {
    c.run(repeats)
  }

  static func maxError(_ values: [Double], _ expected: [Double]) -> Double {
    zip(values, expected).reduce(0) { max($0, abs($1.0 - $1.1)) }
  }

  /// Builds the variables and constraints, adds them in order and reads every value; reports
  /// the time to make the objects and the time to solve, as kiwi's script does.
  static func solveCase(_ system: ConstraintSystem, name: String, repeats: Int) -> BenchmarkResult {
    var objects: [Double] = []
    var solves: [Double] = []
    var error = 0.0
    for _ in 0..<max(1, repeats) {
      var made: (variables: [Variable], constraints: [Constraint]) = ([], [])
      objects.append(Timing.milliseconds { made = system.makeConstraints() })
      let solver = Solver()
      var failure: String?
      solves.append(
        Timing.milliseconds {
          for c in made.constraints {
            do { try solver.addConstraint(c) } catch { failure = "\(error)" }
          }
          _ = solver.fetchChanges()
        })
      if let failure {
        var result = BenchmarkResult(case: name)
        result["error"] = .string(failure)
        return result
      }
      if let solution = system.solution {
        error = maxError(made.variables.map { solver.value(of: $0) }, solution)
      }
    }
    var result = BenchmarkResult(
      case: name, variables: system.variables.count, constraints: system.items.count,
      repeats: max(1, repeats))
    result["median_ms"] = .number(Timing.median(zip(objects, solves).map { $0 + $1 }))
    result["solve_median_ms"] = .number(Timing.median(solves))
    result["objects_median_ms"] = .number(Timing.median(objects))
    result["max_abs_error"] = system.solution == nil ? .null : .number(error)
    return result
  }
}
