import BezelSolver
import Testing

/// A read after a change evaluates again only the definitions that what moved reaches; the
/// values must be bitwise those of evaluating every definition.
@Suite struct MovedValuesTests {
  /// A chain `x₀ = 0`, `xᵢ = xᵢ₋₁ + wᵢ₋₁ + 8` with every `wᵢ = 10` (required): each position
  /// is a definition of the one before.
  struct Chain {
    let solver = Solver()
    let positions: [Variable]
    let widths: [Constraint]

    init(count: Int) throws {
      positions = (0..<count).map { Variable("x\($0)") }
      let widthVariables = (0..<count).map { Variable("w\($0)") }
      try solver.addConstraint(Constraint(LinearExpression([Term(positions[0], 1)]), .equal))
      var widths: [Constraint] = []
      for i in 0..<count {
        let width = Constraint(
          LinearExpression([Term(widthVariables[i], 1)], constant: -10), .equal)
        try solver.addConstraint(width)
        widths.append(width)
        if i > 0 {
          try solver.addConstraint(
            Constraint(
              LinearExpression(
                [
                  Term(positions[i], 1), Term(positions[i - 1], -1),
                  Term(widthVariables[i - 1], -1),
                ],
                constant: -8), .equal))
        }
      }
      self.widths = widths
    }
  }

  /// After every call of the random sequences (badly scaled numbers on odd seeds), the values a
  /// read evaluates are those of evaluating everything, and reads that evaluate only what moved
  /// do happen.
  @Test(arguments: 0..<4)
  func evaluatingWhatMovedGivesTheValuesOfEvaluatingEverything(batch: Int) {
    var movedReads = 0
    for k in stride(from: batch, to: FuzzTests.sequenceCount, by: 4) {
      let solver = Solver()
      let variable = Variable("v0")
      for (i, call) in FuzzTests.calls(seed: UInt64(800_000 + k)).enumerated() {
        IncrementalVerificationTests.apply(call, to: solver)
        let (moved, full, evaluatesMoved) = solver.movedAndFullValues()
        if evaluatesMoved { movedReads += 1 }
        #expect(
          moved.map(\.bitPattern) == full.map(\.bitPattern), "seed \(800_000 + k), call \(i)")
        _ = solver.value(of: variable)
      }
    }
    #expect(movedReads > 0)
  }

  /// One width near the end of a 300-view chain changes from 10 to 20: the positions after it
  /// move by 10 (xₖ = 18k, then 18k + 10 past the changed view), and only they are evaluated.
  @Test func aWidthNearTheEndMovesOnlyThePositionsAfterIt() throws {
    let chain = try Chain(count: 300)
    for k in [0, 1, 150, 299] {
      #expect(chain.solver.value(of: chain.positions[k]) == 18 * Double(k))
    }
    try chain.solver.updateConstant(of: chain.widths[290], to: -20)
    let (moved, full, evaluatesMoved) = chain.solver.movedAndFullValues()
    #expect(evaluatesMoved)
    #expect(moved.map(\.bitPattern) == full.map(\.bitPattern))
    for k in [0, 150, 290] { #expect(chain.solver.value(of: chain.positions[k]) == 18 * Double(k)) }
    for k in [291, 299] {
      #expect(chain.solver.value(of: chain.positions[k]) == 18 * Double(k) + 10)
    }
  }

  /// The first width changes: every position after it moves, more than evaluating only what
  /// moved is worth, and the read evaluates everything instead, with the same values.
  @Test func aWidthAtTheStartMovesEveryPosition() throws {
    let chain = try Chain(count: 300)
    _ = chain.solver.value(of: chain.positions[0])
    try chain.solver.updateConstant(of: chain.widths[0], to: -20)
    let (moved, full, _) = chain.solver.movedAndFullValues()
    #expect(moved.map(\.bitPattern) == full.map(\.bitPattern))
    #expect(chain.solver.value(of: chain.positions[0]) == 0)
    for k in [1, 2, 299] {
      #expect(chain.solver.value(of: chain.positions[k]) == 18 * Double(k) + 10)
    }
  }

  /// A change rolled back (a required constraint that cannot hold) leaves the values where they
  /// were: the positions read afterwards are the chain's.
  @Test func aRefusedAdditionLeavesTheValuesAsTheyWere() throws {
    let chain = try Chain(count: 50)
    _ = chain.solver.value(of: chain.positions[49])
    // x₄₉ == 5 contradicts x₄₉ = 18 · 49.
    let contradiction = Constraint(
      LinearExpression([Term(chain.positions[49], 1)], constant: -5), .equal)
    #expect(throws: (any Error).self) { try chain.solver.addConstraint(contradiction) }
    let (moved, full, _) = chain.solver.movedAndFullValues()
    #expect(moved.map(\.bitPattern) == full.map(\.bitPattern))
    #expect(chain.solver.value(of: chain.positions[49]) == 18 * 49)
  }
}
