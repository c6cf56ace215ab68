import BezelSolver

extension Benchmarks {
  /// Adds the constraints in order, skipping any the solver refuses.
  static func add(_ constraints: [Constraint], to solver: Solver) {
    for c in constraints { try? solver.addConstraint(c) }
  }

  /// Makes `variable` editable at `initial` first, then adds the constraints: the order of the
  /// edit case, where the edited width is never pinned by a constraint.
  static func add(
    _ constraints: [Constraint], editing variable: Variable, strength: Strength,
    initial: Double, to solver: Solver
  ) {
    try? solver.addEditVariable(variable, strength: strength)
    try? solver.suggestValue(initial, for: variable)
    add(constraints, to: solver)
  }
}
