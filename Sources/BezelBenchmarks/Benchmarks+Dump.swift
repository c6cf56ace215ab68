import BezelSolver

extension Benchmarks {
  /// The solver's dump after solving the named case's system once, without timing: what the
  /// determinism checks compare between runs and processes.
  ///
  /// Nil for an unknown case.
  public static func dump(case name: String) -> String? {
    let solver = Solver()
    switch name {
    case "edit-feed-100":
      let (variables, constraints) = Systems.feed(100, width: nil).makeConstraints()
      add(constraints, editing: variables[0], strength: .strong, initial: 375, to: solver)
      for w in Systems.editWidths() { try? solver.suggestValue(w, for: variables[0]) }
    case "churn-pair", "churn-accumulate":
      let (churned, _, extras) = churnBase()
      for c in extras.prefix(200) { try? churned.addConstraint(c) }
      return churned.dump()
    default:
      guard let system = SystemFile.system(case: name) else { return nil }
      add(system.makeConstraints().constraints, to: solver)
    }
    return solver.dump()
  }
}
