import BezelTestSupport
import Testing

@testable import BezelSolver

/// Dropping the symbols of removed constraints, as the solver does once they outnumber the live
/// ones, keeps a solver whose constraints are swapped from growing, and changes no result.
@Suite struct SymbolCompactionTests {
  @Test(arguments: [11 as UInt64, 12, 13])
  func compactingSymbolsChangesNoResult(seed: UInt64) {
    var rng = SeededGenerator(seed: seed)
    let variables = (0..<12).map { Variable("x\($0)") }
    var plain = Tableau()
    var compacted = Tableau()
    var added: [Constraint] = []
    for step in 0..<200 {
      if step % 3 == 2, !added.isEmpty {
        let c = added.remove(at: Int.random(in: 0..<added.count, using: &rng))
        if let record = plain.records[c.id] { plain.remove(record) }
        if let record = compacted.records[c.id] { compacted.remove(record) }
      } else {
        let a = variables.randomElement(using: &rng)!
        let b = variables.randomElement(using: &rng)!
        let k = Double(Int.random(in: -50...50, using: &rng))
        let strength: Strength = [.required, .strong, .weak].randomElement(using: &rng)!
        let relation: Constraint.Relation =
          [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!
        let c = Constraint(a - 2 * b + k, relation, strength: strength)
        let accepted = (try? plain.add(c, constant: c.expression.constant)) != nil
        if accepted { added.append(c) }
        _ = try? compacted.add(c, constant: c.expression.constant)
      }
      compacted.compactSymbols()
      #expect(compacted.invariantViolations().isEmpty, "seed \(seed) step \(step)")
      #expect(compacted.pivotCount == plain.pivotCount, "seed \(seed) step \(step)")
      for v in variables { #expect(plain.value(of: v) == compacted.value(of: v)) }
    }
    // Every constraint removed left its symbols behind in `plain` only.
    #expect(compacted.symbolCount < plain.symbolCount)
  }

  @Test func swappingConstraintsKeepsTheSymbolCountBounded() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.addConstraint(x + y == 100)
    var held = x == 10
    try solver.addConstraint(held)
    for step in 0..<20_000 {
      try solver.removeConstraint(held)
      held = Constraint(x - Double(step % 50), .equal, strength: .strong)
      try solver.addConstraint(held)
    }
    // Two constraints and two variables hold a handful of symbols; those of the 20,000 removed
    // constraints are dropped once they outnumber the live ones by the allowance.
    #expect(solver.tableau.symbolCount <= 2 * Tableau.deadSymbolAllowance + 8)
    #expect(solver.value(of: x) == 49)
    #expect(solver.value(of: y) == 51)
  }
}
