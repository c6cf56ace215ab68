import BezelSolver
import Testing

/// Reading values: one at a time, four at once, and between changes that add and remove a
/// constraint each time (a view measured again and again).
///
/// Expected values are derived by hand in each test.
@Suite struct ValueReadingTests {
  /// A solver holding `x = 10`, `y = x + 20`, `w = 30` and `h = y - x + w`: 10, 30, 30 and 50.
  private func rectangle() throws -> (Solver, Variable, Variable, Variable, Variable) {
    let solver = Solver()
    let (x, y, w, h) = (Variable("x"), Variable("y"), Variable("w"), Variable("h"))
    try solver.addConstraint(x == 10)
    try solver.addConstraint(y == x + 20)
    try solver.addConstraint(w == 30)
    try solver.addConstraint(h == y - x + w)
    return (solver, x, y, w, h)
  }

  /// `x = 10`, `y = x + 20`, `w = 30` and `h = y - x + w`: 10, 30, 30 and 50.
  @Test func fourValuesReadAtOnceAreTheValuesReadOneByOne() throws {
    let (solver, x, y, w, h) = try rectangle()
    let values = solver.values(of: x, y, w, h)
    #expect(values == (10, 30, 30, 50))
    #expect(
      values == (
        solver.value(of: x), solver.value(of: y), solver.value(of: w),
        solver.value(of: h)
      ))
  }

  @Test func aVariableTheSolverNeverSawReadsZeroAmongFour() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint(x == 7)
    #expect(solver.values(of: x, Variable("a"), x, Variable("b")) == (7, 0, 7, 0))
  }

  /// `x = 10`, `y = x + 20`, `w = 30` and `h = y - x + w`: 10, 30, 30 and 50, by id as by
  /// variable; an id the solver never saw reads 0.
  @Test func fourValuesReadByIDAreTheValuesReadByVariable() throws {
    let (solver, x, y, w, h) = try rectangle()
    #expect(solver.values(ofIDs: x.id, y.id, w.id, h.id) == (10, 30, 30, 50))
    #expect(solver.values(ofIDs: h.id, Variable("a").id, x.id, y.id) == (50, 0, 10, 30))
  }

  /// `x = 10` and `y = x + 5`, then `x = 20`: the ids come as `fetchChanges()` gives the
  /// variables, once each, and a second fetch (of either kind) finds nothing.
  @Test func changedIDsAreTheIDsOfTheChangedVariables() throws {
    let solver = Solver()
    let (x, y, z) = (Variable("x"), Variable("y"), Variable("z"))
    try solver.addEditVariable(x, strength: .strong)
    try solver.addConstraint(y == x + 5)
    try solver.addConstraint(z == 0)
    try solver.suggestValue(10, for: x)
    var ids = [-1]
    // z stays at 0, which a variable never reported counts as: it never changes.
    solver.fetchChangedVariableIDs(into: &ids)
    #expect(ids == [x.id, y.id])
    solver.fetchChangedVariableIDs(into: &ids)
    #expect(ids == [])
    // x to 20 takes y to 25, in the order the solver first met them; then the values, read
    // again, are those the ids reported.
    try solver.suggestValue(20, for: x)
    solver.fetchChangedVariableIDs(into: &ids)
    #expect(ids == [x.id, y.id])
    #expect(solver.values(ofIDs: x.id, y.id, z.id, z.id) == (20, 25, 0, 0))
    #expect(solver.fetchChanges().isEmpty)
  }

  /// Every read follows a change: each round adds a target, reads, removes it and reads again.
  ///
  /// A chain `x₀ = 0`, `xᵢ = xᵢ₋₁ + 10` keeps `x₅` at 50, which a weak `x₅ == 100` cannot
  /// move; a free `s >= 0` is the medium target `s == target` while it is there, and 0 (its
  /// bound) after.
  @Test(arguments: [1, 2, 5])
  func valuesReadBetweenAddedAndRemovedConstraintsAreCurrent(rounds: Int) throws {
    let solver = Solver()
    let chain = (0...5).map { Variable("x\($0)") }
    try solver.addConstraint(chain[0] == 0)
    for i in 1...5 { try solver.addConstraint(chain[i] == chain[i - 1] + 10) }
    try solver.addConstraint((chain[5] == 100).withStrength(.weak))
    let s = Variable("s")
    try solver.addConstraint(s >= 0)
    for round in 1...rounds {
      let target = Double(round * 7)
      let pull = (s == target).withStrength(.medium)
      try solver.addConstraint(pull)
      #expect(solver.value(of: s) == target)
      #expect(solver.value(of: chain[5]) == 50)
      try solver.removeConstraint(pull)
      #expect(solver.value(of: s) == 0)
      #expect(solver.value(of: chain[3]) == 30)
    }
    // Reads with nothing changed between them give the same values.
    #expect(solver.value(of: chain[5]) == 50)
    #expect(solver.value(of: chain[5]) == 50)
  }
}
