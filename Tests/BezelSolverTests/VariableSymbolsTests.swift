import Testing

@testable import BezelSolver

/// Symbols found for four variables read their values without looking the variables up, and
/// stop reading anything once the solver may have given those symbols to other variables.
@Suite struct VariableSymbolsTests {
  /// x = 10, w = 100, y = x + 5, h = w / 2: the rectangle (10, 15, 100, 50).
  private static func rectangle(_ solver: Solver) throws -> (
    Variable, Variable, Variable, Variable, x: Constraint
  ) {
    let (x, y, w, h) = (Variable("x"), Variable("y"), Variable("w"), Variable("h"))
    let pinX = x == 10
    try solver.addConstraint(pinX)
    try solver.addConstraint(w == 100)
    try solver.addConstraint(y == x + 5)
    try solver.addConstraint(h == 0.5 * w)
    return (x, y, w, h, pinX)
  }

  /// `found` reads nothing in `tableau`, and symbols found again read x = 3 and y = 7.
  private static func expectRetired(
    _ found: VariableSymbols, in tableau: inout Tableau, x: Variable, y: Variable
  ) throws {
    let stale = tableau.values(at: found)
    #expect(stale == nil)
    let again = try #require(tableau.symbols(ofIDs: x.id, y.id, x.id, y.id))
    let read = tableau.values(at: again)
    let values = try #require(read)
    #expect([values.0, values.1] == [3, 7])
  }

  @Test func aVariableInNoConstraintHasNoSymbol() throws {
    let solver = Solver()
    let (x, y, w, _, _) = try Self.rectangle(solver)
    let free = Variable("free")
    #expect(solver.symbols(ofIDs: x.id, y.id, w.id, free.id) == nil)
  }

  @Test func valuesAtFoundSymbolsFollowLaterChanges() throws {
    let solver = Solver()
    let (x, y, w, h, pinX) = try Self.rectangle(solver)
    let found = try #require(solver.symbols(ofIDs: x.id, y.id, w.id, h.id))
    let before = try #require(solver.values(at: found))
    #expect([before.0, before.1, before.2, before.3] == [10, 15, 100, 50])
    // Moving x to 20 (`x - 10 == 0` holding the constant -20) moves y with it; adding a
    // constraint on a new variable keeps the symbols.
    try solver.updateConstant(of: pinX, to: -20)
    let z = Variable("z")
    try solver.addConstraint(z == y + 1)
    let after = try #require(solver.values(at: found))
    #expect([after.0, after.1, after.2, after.3] == [20, 25, 100, 50])
    let looked = solver.values(ofIDs: x.id, y.id, w.id, h.id)
    #expect([looked.0, looked.1, looked.2, looked.3] == [20, 25, 100, 50])
  }

  @Test func numberingSymbolsAnewRetiresTheFoundOnes() throws {
    var tableau = Tableau()
    let (x, y) = (Variable("x"), Variable("y"))
    let removed = (0..<8).map { Variable("gone\($0)") == Double($0) }
    for constraint in [x == 3, y == x + 4] + removed {
      try tableau.add(constraint, constant: constraint.expression.constant)
    }
    let found = try #require(tableau.symbols(ofIDs: x.id, y.id, x.id, y.id))
    for constraint in removed {
      if let record = tableau.records[constraint.id] { tableau.remove(record) }
    }
    let countBefore = tableau.symbolCount
    tableau.compactSymbols()
    // The removed constraints' markers are gone, so x and y may have moved.
    #expect(tableau.symbolCount < countBefore)
    try Self.expectRetired(found, in: &tableau, x: x, y: y)
  }

  @Test func rollingBackANewVariableRetiresTheFoundSymbols() throws {
    var tableau = Tableau()
    let (x, y) = (Variable("x"), Variable("y"))
    for constraint in [x == 3, y == x + 4] {
      try tableau.add(constraint, constant: constraint.expression.constant)
    }
    let found = try #require(tableau.symbols(ofIDs: x.id, y.id, x.id, y.id))
    // An addition that fails rolls its journal back this way, dropping the variables it met
    // first.
    tableau.beginJournal(recording: false)
    let added = Variable("added") == 9
    try tableau.addInJournal(added, constant: 9, sequence: tableau.nextSequence)
    tableau.rollBack()
    #expect(tableau.symbols(ofIDs: x.id, y.id, x.id, added.expression.terms[0].variable.id) == nil)
    // No symbol can have been found for a dropped variable (symbols are found outside any
    // journal); the epoch is renewed anyway, so that nothing found relies on that.
    try Self.expectRetired(found, in: &tableau, x: x, y: y)
  }

  @Test func aRebuiltTableauHasAnEpochOfItsOwn() throws {
    let solver = Solver()
    let (x, y, w, h, _) = try Self.rectangle(solver)
    let found = try #require(solver.symbols(ofIDs: x.id, y.id, w.id, h.id))
    let fresh = try #require(solver.tableau.rebuilt())
    #expect(fresh.symbolEpoch != solver.tableau.symbolEpoch)
    var rebuilt = fresh
    let stale = rebuilt.values(at: found)
    #expect(stale == nil)
  }
}
