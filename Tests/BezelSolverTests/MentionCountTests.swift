import BezelSolver
import Testing

/// How many held constraints mention a variable, which the UIKit layer reads before it measures.
@Suite struct MentionCountTests {
  @Test func heldConstraintsAndEditVariablesCountTheirTerms() throws {
    let solver = Solver()
    let (x, y) = (Variable("x"), Variable("y"))
    let first = x == 10
    let second = y == x + 5
    try solver.addConstraint(first)
    try solver.addConstraint(second)
    try solver.addEditVariable(y, strength: .strong)
    #expect(solver.mentionCount(of: x) == 2)
    #expect(solver.mentionCount(of: y) == 2)
    try solver.removeConstraint(first)
    try solver.removeEditVariable(y)
    #expect(solver.mentionCount(of: x) == 1)
    #expect(solver.mentionCount(of: y) == 1)
    #expect(solver.mentionCount(of: Variable("z")) == 0)
  }

  @Test func aRefusedConstraintCountsNothing() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint(x == 10)
    #expect(throws: AddConstraintError.self) { try solver.addConstraint(x == 20) }
    #expect(solver.mentionCount(of: x) == 1)
    solver.reset()
    #expect(solver.mentionCount(of: x) == 0)
  }
}
