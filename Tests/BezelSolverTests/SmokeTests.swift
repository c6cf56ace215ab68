import BezelSolver
import Testing

@Test func smoke() throws {
  let solver = Solver()
  let x = Variable("x")
  try solver.addConstraint(x == 5)
  #expect(solver.value(of: x) == 5)
}
