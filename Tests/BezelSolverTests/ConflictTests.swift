import BezelSolver
import BezelTestSupport
import Testing

/// The conflict an unsatisfiable call names is minimal: the set cannot hold together, and
/// without any one member the rest can.
@Suite struct ConflictTests {
  static func satisfiable(_ constraints: [Constraint]) -> Bool {
    let solver = Solver()
    for c in constraints {
      let copy = Constraint(c.expression, c.relation, strength: c.strength)
      do { try solver.addConstraint(copy) } catch { return false }
    }
    return true
  }

  @Test func conflictLeavesOutUnrelatedConstraints() throws {
    // a ≤ b ≤ c ≤ a − 1 is a cycle; d and the optional pull are not part of it.
    let solver = Solver()
    let (a, b, c, d) = (Variable("a"), Variable("b"), Variable("c"), Variable("d"))
    let ab = a <= b
    let bc = b <= c
    try solver.addConstraint(ab)
    try solver.addConstraint(d >= a)
    try solver.addConstraint(bc)
    try solver.addConstraint((a == 100) | .strong)
    let ca = c <= a - 1
    do {
      try solver.addConstraint(ca)
      Issue.record("the cycle was accepted")
    } catch {
      guard case .unsatisfiableConstraint(let u) = error else { throw error }
      #expect(u.conflicts == [ab, bc, ca])
    }
  }

  @Test(arguments: 0..<10)
  func randomConflictsAreMinimal(batch: Int) {
    for seed in UInt64(500 + batch * 20)..<UInt64(500 + batch * 20 + 20) {
      var rng = SeededGenerator(seed: seed)
      let variables = (0..<5).map { Variable("x\($0)") }
      let solver = Solver()
      for _ in 0..<40 {
        let a = variables.randomElement(using: &rng)!
        let b = variables.randomElement(using: &rng)!
        let k = Double(Int.random(in: -20...20, using: &rng))
        let c: Constraint
        switch Int.random(in: 0..<3, using: &rng) {
        case 0: c = a - b + k <= 0
        case 1: c = a + 2 * b + k >= 0
        default: c = a - 0.5 * b + k == 0
        }
        do {
          try solver.addConstraint(c)
        } catch {
          guard case .unsatisfiableConstraint(let u) = error else {
            Issue.record("seed \(seed): \(error)")
            return
          }
          #expect(u.constraint == c)
          #expect(u.conflicts.contains(c), "seed \(seed)")
          #expect(!Self.satisfiable(u.conflicts), "seed \(seed): the named set is satisfiable")
          for i in u.conflicts.indices {
            var rest = u.conflicts
            rest.remove(at: i)
            #expect(Self.satisfiable(rest), "seed \(seed): not minimal without member \(i)")
          }
        }
      }
    }
  }
}
