/// Required constraints that cannot hold together.
///
/// `conflicts` is a minimal conflicting set: together they cannot be satisfied, and without
/// any one of them the rest can. It includes the constraint the failing call was about, and
/// lists the constraints in the order they were added to the solver.
public struct Unsatisfiable: Error, Hashable, Sendable {
  /// The constraint whose addition or change was refused.
  public let constraint: Constraint
  /// A minimal set of required constraints that conflict, `constraint` among them.
  public let conflicts: [Constraint]

  /// Creates the description of a conflict.
  public init(constraint: Constraint, conflicts: [Constraint]) {
    self.constraint = constraint
    self.conflicts = conflicts
  }
}

/// Why ``Solver/addConstraint(_:)`` refused a constraint.
///
/// The solver is left as it was.
public enum AddConstraintError: Error, Hashable, Sendable {
  /// The constraint is already in the solver.
  case duplicateConstraint(Constraint)
  /// A coefficient, the constant or the strength is not a finite number, or the numbers are out
  /// of the range the solver computes with reliably (``Constraint/isWithinSolverRange``).
  case nonFiniteConstraint(Constraint)
  /// The constraint is required and conflicts with required constraints in the solver.
  case unsatisfiableConstraint(Unsatisfiable)
}

/// Why ``Solver/removeConstraint(_:)`` failed.
public enum RemoveConstraintError: Error, Hashable, Sendable {
  /// The constraint is not in the solver.
  case unknownConstraint(Constraint)
}

/// Why ``Solver/updateConstant(of:to:)`` refused a change.
///
/// The solver is left as it was.
public enum UpdateConstantError: Error, Hashable, Sendable {
  /// The constraint is not in the solver.
  case unknownConstraint(Constraint)
  /// The new constant is not a finite number, or out of the solver's range
  /// (``Constraint/isWithinSolverRange(constant:)``).
  case nonFiniteConstant(Constraint, Double)
  /// With the new constant, the required constraints cannot all hold.
  case unsatisfiableConstraint(Unsatisfiable)
}

/// Why an edit-variable call failed.
///
/// The solver is left as it was.
public enum EditVariableError: Error, Hashable, Sendable {
  /// The variable already has an edit constraint.
  case duplicateEditVariable(Variable)
  /// The variable has no edit constraint.
  case unknownEditVariable(Variable)
  /// Edit constraints must be optional: the strength is required, or not a finite number.
  case badStrength(Variable, Strength)
  /// The suggested value is not a finite number, or larger than ``Constraint/largestMagnitude``.
  case nonFiniteValue(Variable, Double)
}
