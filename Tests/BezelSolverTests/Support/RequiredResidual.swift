import BezelSolver

/// How far a solver's values are from satisfying a constraint, relative to the numbers involved.
///
/// Floating-point arithmetic rounds every sum relative to the largest magnitudes in it, so the
/// scale is the largest of the constraint's own magnitudes: its constant and each term at the
/// solver's values. A constraint of magnitude 150 must hold within 1.5e-7, however large the
/// values that fix its variables elsewhere in the system.
enum RequiredResidual {
  /// The scale a violation of `constraint` is measured against.
  static func scale(_ constraint: Constraint, constant: Double, _ solver: Solver) -> Double {
    constraint.expression.terms.reduce(abs(constant)) {
      max($0, abs($1.coefficient * solver.value(of: $1.variable)))
    }
  }

  /// How much the constraint is violated at the solver's values (0 when it holds), divided by
  /// the larger of 1 and its ``scale(_:constant:_:)``.
  static func relativeViolation(_ constraint: Constraint, in solver: Solver) -> Double {
    let constant = solver.constant(of: constraint) ?? constraint.expression.constant
    let lhs = LinearExpression(constraint.expression.terms, constant: constant).value {
      solver.value(of: $0)
    }
    let violation: Double
    switch constraint.relation {
    case .equal: violation = abs(lhs)
    case .lessThanOrEqual: violation = max(0, lhs)
    case .greaterThanOrEqual: violation = max(0, -lhs)
    }
    return violation / max(1, scale(constraint, constant: constant, solver))
  }

  /// Whether the constraint holds within 1e-9 of the magnitudes involved.
  static func holds(_ constraint: Constraint, in solver: Solver) -> Bool {
    relativeViolation(constraint, in: solver) <= 1e-9
  }
}
