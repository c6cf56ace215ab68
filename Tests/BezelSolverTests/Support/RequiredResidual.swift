import BezelSolver

/// How far a solver's values are from satisfying a constraint, relative to the numbers involved.
///
/// Floating-point arithmetic rounds every sum relative to the largest magnitudes in it, and the
/// solver's rows combine all the variables of a system: a constraint whose own terms are near 100
/// inherits the rounding of a value of 1e9 that fixes one of its variables. So the scale is the
/// larger of the constraint's own magnitudes (its constant and each term at the solver's values)
/// and the largest magnitude of the system (``largestMagnitude(of:in:)``) times the constraint's
/// largest coefficient.
enum RequiredResidual {
  /// The largest magnitude the constraints involve: the largest value any of their variables
  /// takes, or the largest value one of them would set a variable to on its own (its constant
  /// over its smallest coefficient: `1e-7·x ≥ 347` involves 3.47e9, violated or not).
  static func largestMagnitude(of constraints: [Constraint], in solver: Solver) -> Double {
    var largest = 0.0
    for c in constraints {
      let constant = solver.constant(of: c) ?? c.expression.constant
      var smallest = Double.infinity
      for term in c.expression.terms where term.coefficient != 0 {
        largest = max(largest, abs(solver.value(of: term.variable)))
        smallest = min(smallest, abs(term.coefficient))
      }
      if smallest.isFinite { largest = max(largest, abs(constant) / smallest) }
    }
    return largest
  }

  /// The scale a violation of `constraint` is measured against; `largestValue` is the largest
  /// magnitude of the system.
  static func scale(
    _ constraint: Constraint, constant: Double, largestValue: Double, _ solver: Solver
  ) -> Double {
    constraint.expression.terms.reduce(abs(constant)) {
      max(
        $0, abs($1.coefficient * solver.value(of: $1.variable)), abs($1.coefficient) * largestValue)
    }
  }

  /// How much the constraint is violated at the solver's values (0 when it holds), divided by
  /// the larger of 1 and its ``scale(_:constant:largestValue:_:)``.
  static func relativeViolation(
    _ constraint: Constraint, in solver: Solver, largestValue: Double = 0
  ) -> Double {
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
    let scale = scale(constraint, constant: constant, largestValue: largestValue, solver)
    return violation / max(1, scale)
  }

  /// Whether the constraint holds within 1e-9 of the magnitudes involved.
  static func holds(_ constraint: Constraint, in solver: Solver, largestValue: Double = 0) -> Bool {
    relativeViolation(constraint, in: solver, largestValue: largestValue) <= 1e-9
  }
}
