import BezelSolver
import Testing

/// The check of the required constraints after a change looks only at the constraints the
/// change could have broken; it must answer as a check of every required constraint does.
@Suite struct IncrementalVerificationTests {
  /// Applies one call of a random sequence, ignoring refusals.
  static func apply(_ call: FuzzTests.Call, to solver: Solver) {
    switch call {
    case .add(let c): _ = try? solver.addConstraint(c)
    case .remove(let c): _ = try? solver.removeConstraint(c)
    case .update(let c, let x): _ = try? solver.updateConstant(of: c, to: x)
    case .addEdit(let v, let s): _ = try? solver.addEditVariable(v, strength: s)
    case .suggest(let v, let x): _ = try? solver.suggestValue(x, for: v)
    case .removeEdit(let v): _ = try? solver.removeEditVariable(v)
    }
  }

  /// After every call of the random sequences (badly scaled numbers on odd seeds), the check
  /// from the last one answers as the check of everything, and it does run.
  @Test(arguments: 0..<4)
  func theIncrementalCheckAnswersAsTheFullCheck(batch: Int) {
    var incrementalChecks = 0
    for k in stride(from: batch, to: FuzzTests.sequenceCount, by: 4) {
      let solver = Solver()
      let variables = (0..<10).map { Variable("v\($0)") }
      for (i, call) in FuzzTests.calls(seed: UInt64(700_000 + k)).enumerated() {
        Self.apply(call, to: solver)
        let (incremental, full) = solver.incrementalAndFullVerification()
        if let incremental {
          incrementalChecks += 1
          #expect(incremental == full, "seed \(700_000 + k), call \(i): \(call)")
        }
        // Reading a value checks the required constraints, from which the next check starts.
        _ = solver.value(of: variables[0])
      }
    }
    #expect(incrementalChecks > 0)
  }

  /// A change that moves one variable is checked against the constraints on it: moving x past
  /// a required bound through a stronger constraint is refused, and the bound still holds.
  @Test func aRequiredBoundOnAMovedVariableStillHolds() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    // x <= 100 required; y == 10 required; x == 50 strong.
    let bound = Constraint(LinearExpression([Term(x, 1)], constant: -100), .lessThanOrEqual)
    try solver.addConstraint(bound)
    try solver.addConstraint(Constraint(LinearExpression([Term(y, 1)], constant: -10), .equal))
    let pull = Constraint(LinearExpression([Term(x, 1)], constant: -50), .equal, strength: .strong)
    try solver.addConstraint(pull)
    #expect(solver.value(of: x) == 50)
    // Pulling x to 150 meets the required bound: x stops at 100, y stays at 10.
    try solver.updateConstant(of: pull, to: -150)
    let (incremental, full) = solver.incrementalAndFullVerification()
    #expect(full)
    #expect(incremental == true)
    #expect(solver.value(of: x) == 100)
    #expect(solver.value(of: y) == 10)
  }
}
