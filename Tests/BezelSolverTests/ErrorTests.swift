import BezelSolver
import Testing

/// Each error, its payload, and that a refused call leaves the solver exactly as it was.
@Suite struct ErrorTests {
  @Test func addingTwiceIsADuplicate() throws {
    let solver = Solver()
    let c = Variable("x") == 1
    try solver.addConstraint(c)
    #expect(throws: AddConstraintError.duplicateConstraint(c)) { try solver.addConstraint(c) }
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteNumbersAreRefused(bad: Double) {
    let solver = Solver()
    let x = Variable("x")
    let constraints = [
      Constraint(LinearExpression([Term(x, bad)]), .equal),
      Constraint(LinearExpression([Term(x)], constant: bad), .lessThanOrEqual),
      Constraint(LinearExpression([Term(x)]), .equal, strength: Strength(bad.isNaN ? bad : .nan)),
    ]
    for c in constraints {
      #expect(throws: AddConstraintError.nonFiniteConstraint(c)) { try solver.addConstraint(c) }
    }
    #expect(solver.constraintCount == 0)
  }

  @Test func conflictingRequiredConstraintIsRefusedWithItsConflict() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let unrelated = y == 7
    let ten = x == 10
    try solver.addConstraint(unrelated)
    try solver.addConstraint(ten)
    let before = solver.dump()
    let twenty = x == 20
    #expect(
      throws: AddConstraintError.unsatisfiableConstraint(
        Unsatisfiable(constraint: twenty, conflicts: [ten, twenty]))
    ) { try solver.addConstraint(twenty) }
    #expect(solver.dump() == before)
    #expect(!solver.hasConstraint(twenty))
  }

  @Test func refusalNeedsAPhaseOneToFindItsConflict() throws {
    // x ≥ 10 and x ≤ 5 share no dummy: the conflict is found by the artificial objective.
    let solver = Solver()
    let x = Variable("x")
    let atLeast = x >= 10
    try solver.addConstraint(atLeast)
    try solver.addConstraint((x == 50) | .weak)
    let before = solver.dump()
    let atMost = x <= 5
    #expect(
      throws: AddConstraintError.unsatisfiableConstraint(
        Unsatisfiable(constraint: atMost, conflicts: [atLeast, atMost]))
    ) { try solver.addConstraint(atMost) }
    #expect(solver.dump() == before)
    #expect(solver.value(of: x) == 50)
  }

  @Test func cancellingTermsOfANewVariableStillLeaveTheSolverAsItWas() throws {
    let solver = Solver()
    let y = Variable("y")
    try solver.addConstraint(y == 2)
    let before = solver.dump()
    let x = Variable("x")
    let contradiction = x - x + 5 == 0
    #expect(throws: AddConstraintError.self) { try solver.addConstraint(contradiction) }
    #expect(solver.dump() == before)
    try solver.addConstraint(x - x == 0)  // trivially true: accepted
    #expect(solver.constraintCount == 2)
  }

  @Test func optionalConstraintIsNeverUnsatisfiable() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint(x == 10)
    try solver.addConstraint((x == 20) | .strong)
    #expect(solver.value(of: x) == 10)
  }

  @Test func removingAnUnknownConstraintFails() {
    let solver = Solver()
    let c = Variable("x") == 1
    #expect(throws: RemoveConstraintError.unknownConstraint(c)) { try solver.removeConstraint(c) }
  }

  @Test func updatingAnUnknownConstraintFails() {
    let solver = Solver()
    let c = Variable("x") == 1
    #expect(throws: UpdateConstantError.unknownConstraint(c)) {
      try solver.updateConstant(of: c, to: 3)
    }
  }

  @Test func updatingToANonFiniteConstantFails() throws {
    let solver = Solver()
    let c = Variable("x") == 1
    try solver.addConstraint(c)
    #expect(throws: UpdateConstantError.nonFiniteConstant(c, .infinity)) {
      try solver.updateConstant(of: c, to: .infinity)
    }
    #expect(solver.constant(of: c) == -1)
  }

  @Test func updatingIntoAConflictIsRefusedWithItsConflict() throws {
    let solver = Solver()
    let x = Variable("x")
    let floor = x >= 10
    let ceiling = x <= 20
    try solver.addConstraint(floor)
    try solver.addConstraint(ceiling)
    try solver.addConstraint((x == 15) | .weak)
    let before = solver.dump()
    #expect(
      throws: UpdateConstantError.unsatisfiableConstraint(
        Unsatisfiable(constraint: ceiling, conflicts: [floor, ceiling]))
    ) { try solver.updateConstant(of: ceiling, to: -5) }  // x <= 5
    #expect(solver.dump() == before)
    #expect(solver.value(of: x) == 15)
  }

  @Test func updatingARedundantEqualityIntoAConflictIsRefused() throws {
    let solver = Solver()
    let x = Variable("x")
    let first = x == 10
    let second = x == 10
    try solver.addConstraint(first)
    try solver.addConstraint(second)
    let before = solver.dump()
    #expect(
      throws: UpdateConstantError.unsatisfiableConstraint(
        Unsatisfiable(constraint: second, conflicts: [first, second]))
    ) { try solver.updateConstant(of: second, to: -11) }
    #expect(solver.dump() == before)
  }

  @Test func editVariableTwiceIsADuplicate() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addEditVariable(x, strength: .strong)
    #expect(throws: EditVariableError.duplicateEditVariable(x)) {
      try solver.addEditVariable(x, strength: .weak)
    }
  }

  @Test func editVariableMustBeOptional() {
    let solver = Solver()
    let x = Variable("x")
    #expect(throws: EditVariableError.badStrength(x, .required)) {
      try solver.addEditVariable(x, strength: .required)
    }
    #expect(!solver.hasEditVariable(x))
  }

  @Test func unknownEditVariableIsReported() {
    let solver = Solver()
    let x = Variable("x")
    #expect(throws: EditVariableError.unknownEditVariable(x)) { try solver.suggestValue(1, for: x) }
    #expect(throws: EditVariableError.unknownEditVariable(x)) { try solver.removeEditVariable(x) }
  }

  @Test func nonFiniteSuggestionIsRefused() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(4, for: x)
    #expect(throws: EditVariableError.nonFiniteValue(x, .infinity)) {
      try solver.suggestValue(.infinity, for: x)
    }
    #expect(solver.value(of: x) == 4)
  }
}
