import BezelSolver
import Testing

/// The solver's call timing, which `bezel-bench` turns on to split a layout into phases.
///
/// The tests share the process-wide switch, so they run one at a time; no other test turns it on.
@Suite(.serialized)
struct SolverTimingTests {
  @Test func measuredCallsAddTheirTime() throws {
    SolverTiming.reset()
    SolverTiming.isMeasuring = true
    defer { SolverTiming.isMeasuring = false }
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.addConstraint(x == 5)
    try solver.addConstraint(y == x + 10)
    #expect(solver.value(of: y) == 15)
    #expect(SolverTiming.milliseconds > 0)
  }

  @Test func callsMadeWhileNotMeasuringAddNothing() throws {
    SolverTiming.isMeasuring = false
    SolverTiming.reset()
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint(x == 5)
    #expect(solver.value(of: x) == 5)
    #expect(SolverTiming.milliseconds == 0)
  }

  @Test func resetForgetsTheTimeSpent() throws {
    SolverTiming.reset()
    SolverTiming.isMeasuring = true
    let solver = Solver()
    try solver.addConstraint(Variable("x") == 1)
    SolverTiming.isMeasuring = false
    SolverTiming.reset()
    #expect(SolverTiming.milliseconds == 0)
  }
}
