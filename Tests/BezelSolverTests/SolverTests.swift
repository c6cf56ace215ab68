import BezelSolver
import Testing

/// One behaviour per test, as in kiwi's own suite.
///
/// Expected values are derived by hand in each test.
@Suite struct SolverTests {
  @Test func equalityFixesAVariable() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint(x == 10)
    #expect(solver.value(of: x) == 10)
  }

  @Test func equalityBetweenVariablesPropagates() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.addConstraint(x == y + 5)
    try solver.addConstraint(y == 3)
    #expect(solver.value(of: x) == 8)  // 3 + 5
  }

  @Test func loneLessThanOrEqualResolvesTight() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint(x <= 10)
    #expect(solver.value(of: x) == 10)
  }

  @Test func loneGreaterThanOrEqualResolvesTight() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint(x >= 10)
    #expect(solver.value(of: x) == 10)
  }

  @Test func unconstrainedVariableIsZero() {
    let solver = Solver()
    #expect(solver.value(of: Variable("never added")) == 0)
  }

  @Test func strongerOptionalConstraintWins() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint((x == 10) | .weak)
    try solver.addConstraint((x == 20) | .strong)
    #expect(solver.value(of: x) == 20)
  }

  @Test func requiredConstraintBeatsStrong() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint((x == 10) | .strong)
    try solver.addConstraint(x >= 100)
    #expect(solver.value(of: x) == 100)
  }

  /// Errors are weighted and summed: two weak constraints pulling one way outweigh one.
  @Test func optionalErrorsAreSummedByWeight() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint((x == 0) | .weak)
    try solver.addConstraint((x == 30) | .weak)
    try solver.addConstraint((x == 30) | .weak)
    // |x - 0| + 2|x - 30| is smallest at x = 30 (cost 30), not at 0 (cost 60).
    #expect(solver.value(of: x) == 30)
  }

  /// kiwi's "Maximization" test, from the Southampton MA230 exam (1998): maximise
  /// 3x₁ + 2x₂ with x₁ + x₂ ≤ 4, x₁ + 3x₂ ≤ 6, x₁ ≤ 3, x ≥ 0; the optimum is (3, 1).
  @Test func weakObjectiveMaximisesALinearProgram() throws {
    let solver = Solver()
    let x1 = Variable("x1")
    let x2 = Variable("x2")
    try solver.addConstraint(x1 >= 0)
    try solver.addConstraint(x2 >= 0)
    try solver.addConstraint(x1 + x2 <= 4)
    try solver.addConstraint(x1 + 3 * x2 <= 6)
    try solver.addConstraint(x1 <= 3)
    // Pull the objective up by a weak preference for a value beyond reach.
    try solver.addConstraint((3 * x1 + 2 * x2 >= 100) | .weak)
    #expect(abs(solver.value(of: x1) - 3) < 1e-9)
    #expect(abs(solver.value(of: x2) - 1) < 1e-9)
  }

  @Test func removingAConstraintRestoresThePreviousSolution() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint((x == 10) | .weak)
    let strong = (x == 20) | .strong
    try solver.addConstraint(strong)
    #expect(solver.value(of: x) == 20)
    try solver.removeConstraint(strong)
    #expect(solver.value(of: x) == 10)
  }

  @Test func removingADefiningConstraintFreesItsVariable() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let defining = x == 42
    try solver.addConstraint(defining)
    try solver.addConstraint(y == x + 1)
    try solver.removeConstraint(defining)
    #expect(solver.value(of: y) == solver.value(of: x) + 1)
  }

  @Test func editVariableFollowsSuggestions() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(50, for: x)
    #expect(solver.value(of: x) == 50)
    try solver.suggestValue(-7, for: x)
    #expect(solver.value(of: x) == -7)
  }

  @Test func requiredConstraintLimitsAnEditVariable() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint(x <= 100)
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(150, for: x)
    #expect(solver.value(of: x) == 100)
    try solver.suggestValue(60, for: x)
    #expect(solver.value(of: x) == 60)
  }

  @Test func editVariableMovesWhatDependsOnIt() throws {
    let solver = Solver()
    let left = Variable("left")
    let width = Variable("width")
    let right = Variable("right")
    try solver.addEditVariable(width, strength: .strong)
    try solver.addConstraint(left == 16)
    try solver.addConstraint(right == left + width)
    try solver.suggestValue(300, for: width)
    #expect(solver.value(of: right) == 316)
    try solver.suggestValue(120, for: width)
    #expect(solver.value(of: right) == 136)
  }

  @Test func removingAnEditVariableDropsItsPull() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint((x == 5) | .weak)
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(80, for: x)
    #expect(solver.value(of: x) == 80)
    try solver.removeEditVariable(x)
    #expect(!solver.hasEditVariable(x))
    #expect(solver.value(of: x) == 5)
  }

  @Test func updatingAConstantMovesTheSolution() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let pin = x == 10
    try solver.addConstraint(pin)
    try solver.addConstraint(y == x + 8)
    try solver.updateConstant(of: pin, to: -30)  // x - 30 == 0
    #expect(solver.value(of: x) == 30)
    #expect(solver.value(of: y) == 38)
    #expect(solver.constant(of: pin) == -30)
  }

  // `x == 10` is `x − 10 == 0`: −10 is its constant until updated; none once it is removed.
  @Test func theConstantInForceLeavesWithTheConstraint() throws {
    let solver = Solver()
    let x = Variable("x")
    let pin = x == 10
    try solver.addConstraint(pin)
    #expect(solver.constant(of: pin) == -10)
    try solver.removeConstraint(pin)
    #expect(solver.constant(of: pin) == nil)
    #expect(!solver.hasConstraint(pin))
  }

  // `x == 20` contradicts the required `x <= 15`: the update is refused and −10 stays in force.
  @Test func aRefusedUpdateKeepsTheConstantInForce() throws {
    let solver = Solver()
    let x = Variable("x")
    let pin = x == 10
    try solver.addConstraint(pin)
    try solver.addConstraint(x <= 15)
    #expect(throws: UpdateConstantError.self) { try solver.updateConstant(of: pin, to: -20) }
    #expect(solver.constant(of: pin) == -10)
    #expect(solver.value(of: x) == 10)
  }

  @Test func updatingAnInequalityConstantCanMakeItBind() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint((x == 50) | .medium)
    let cap = x <= 100
    try solver.addConstraint(cap)
    #expect(solver.value(of: x) == 50)
    try solver.updateConstant(of: cap, to: -40)  // x <= 40
    #expect(solver.value(of: x) == 40)
    try solver.updateConstant(of: cap, to: -70)  // x <= 70
    #expect(solver.value(of: x) == 50)
  }

  @Test func updatingAConstantEqualsRemovingAndAdding() throws {
    let x = Variable("x")
    let y = Variable("y")
    let system = { (gap: Double) -> [Constraint] in
      [x >= 0, (x == 40) | .weak, y == x + gap, (y <= 100) | .strong]
    }
    let updated = Solver()
    var constraints = system(10)
    for c in constraints { try updated.addConstraint(c) }
    try updated.updateConstant(of: constraints[2], to: -80)  // y == x + 80
    constraints = system(80)
    let rebuilt = Solver()
    for c in constraints { try rebuilt.addConstraint(c) }
    #expect(updated.value(of: x) == rebuilt.value(of: x))
    #expect(updated.value(of: y) == rebuilt.value(of: y))
  }

  @Test func fetchChangesReportsOnlyWhatChanged() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let pin = x == 1
    try solver.addConstraint(pin)
    try solver.addConstraint(y == 2)
    #expect(solver.fetchChanges().map(\.variable) == [x, y])
    #expect(solver.fetchChanges().isEmpty)
    try solver.updateConstant(of: pin, to: -5)
    let changes = solver.fetchChanges()
    #expect(changes.map(\.variable) == [x])
    #expect(changes.map(\.value) == [5])
  }

  @Test func fetchChangesSkipsVariablesThatStayAtZero() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint(x == 0)
    #expect(solver.fetchChanges().isEmpty)
  }

  @Test func repeatedVariableInAnExpressionIsSummed() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint(x + x == 10)
    #expect(solver.value(of: x) == 5)
  }

  @Test func redundantRequiredEqualityIsAccepted() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.addConstraint(x == 10)
    try solver.addConstraint(y == x)
    try solver.addConstraint(y == 10)
    #expect(solver.value(of: y) == 10)
    #expect(solver.constraintCount == 3)
  }

  @Test func hasConstraintTracksAdditionAndRemoval() throws {
    let solver = Solver()
    let c = Variable("x") == 1
    #expect(!solver.hasConstraint(c))
    try solver.addConstraint(c)
    #expect(solver.hasConstraint(c))
    try solver.removeConstraint(c)
    #expect(!solver.hasConstraint(c))
    #expect(solver.constant(of: c) == nil)
  }

  @Test func resetEmptiesTheSolver() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint(x == 3)
    try solver.addEditVariable(Variable("e"), strength: .weak)
    solver.reset()
    #expect(solver.constraintCount == 0)
    #expect(solver.value(of: x) == 0)
    try solver.addConstraint(x == 4)
    #expect(solver.value(of: x) == 4)
  }

  @Test func strengthCreateWeighsThreeLevels() {
    #expect(Strength.create(1, 2, 3).value == 1_002_003)
    #expect(Strength.create(1, 0, 0, weight: 2).value == 2_000_000)
    #expect(Strength.create(2000, 0, 0).value == 1_000_000_000)  // each level clipped to 1000
    #expect(Strength.required.value == 1_001_001_000)
    #expect(Strength.strong.value == 1_000_000)
    #expect(Strength.medium.value == 1000)
    #expect(Strength.weak.value == 1)
    #expect(Strength(5e9) == .required)
    #expect(Strength(-3).value == 0)
  }

  @Test func operatorsBuildTheExpectedExpression() {
    let x = Variable("x")
    let y = Variable("y")
    let c = 2 * x + 8 <= y - 4
    #expect(c.relation == .lessThanOrEqual)
    #expect(c.expression.constant == 12)  // 2x + 8 - (y - 4)
    #expect(c.expression.terms == [Term(x, 2), Term(y, -1)])
    #expect(c.strength == .required)
    #expect(((x >= 0) | .weak).strength == .weak)
  }

  @Test func variablesAreEqualOnlyToThemselves() {
    let a = Variable("same")
    let b = Variable("same")
    #expect(a != b)
    #expect(a == a)
    #expect(a.id < b.id)
  }
}
