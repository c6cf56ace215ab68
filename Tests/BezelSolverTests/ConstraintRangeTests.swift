import Testing

@testable import BezelSolver

/// The numbers the solver takes (`Constraint+Range.swift`).
///
/// Coefficients summed per variable may differ in magnitude by up to 1e6, and the constant over
/// the smallest may reach 1e12; past a ratio of 100 or a constant over the smallest of 1e6 the
/// numbers are wide and checked as they come. Zero coefficients do not count.
@Suite struct ConstraintRangeTests {
  private let x = Variable("x")
  private let y = Variable("y")
  private let z = Variable("z")

  private func constraint(_ terms: [(Variable, Double)], _ constant: Double) -> Constraint {
    Constraint(
      LinearExpression(terms.map { Term($0.0, $0.1) }, constant: constant), .lessThanOrEqual)
  }

  @Test func oneTermIsWithinAndNarrow() {
    // 2x − 10 <= 0: one coefficient, constant over it 5.
    let c = constraint([(x, 2)], -10)
    #expect(c.isWithinSolverRange)
    #expect(!c.isWideRange(constant: -10))
  }

  @Test func aConstantOverTheOnlyCoefficientIsBoundedByALargestMagnitude() {
    // 1e-6·x: the constant may reach 1e-6 × 1e12 = 1e6, no further.
    #expect(constraint([(x, 1e-6)], 1e6).isWithinSolverRange)
    #expect(!constraint([(x, 1e-6)], 1.01e6).isWithinSolverRange)
    // Wide already past 1e-6 × 1e6 = 1.
    #expect(constraint([(x, 1e-6)], 2).isWideRange(constant: 2))
  }

  @Test func twoVariablesMayDifferByAMillion() {
    #expect(constraint([(x, 1), (y, 1e6)], 0).isWithinSolverRange)
    #expect(!constraint([(x, 1), (y, 1.01e6)], 0).isWithinSolverRange)
    // Magnitudes, whatever the signs: 1e6 ÷ 1.01 is under a million.
    #expect(constraint([(x, -1e6), (y, -1.01)], 0).isWithinSolverRange)
  }

  @Test func twoVariablesPastAHundredAreWide() {
    #expect(!constraint([(x, 1), (y, 100)], 0).isWideRange(constant: 0))
    #expect(constraint([(x, 1), (y, 101)], 0).isWideRange(constant: 0))
  }

  @Test func aZeroCoefficientDoesNotCount() {
    // 0·x + 3·y: only y's coefficient counts; with no coefficient at all, only the constant.
    #expect(constraint([(x, 0), (y, 3)], 0).isWithinSolverRange)
    #expect(!constraint([(x, 0), (y, 3)], 0).isWideRange(constant: 0))
    #expect(constraint([(x, 0)], 5).isWithinSolverRange)
    #expect(!constraint([(x, 0)], 5).isWideRange(constant: 5))
    #expect(constraint([(x, 0)], 2e6).isWideRange(constant: 2e6))
  }

  @Test func oneVariableTwiceIsSummedBeforeComparing() {
    // 1e7·x − (1e7 − 1)·x = x: one variable, coefficient 1, within and narrow, although the two
    // terms differ by less than a ratio of 2 and each alone would set the range.
    let c = constraint([(x, 1e7), (x, -(1e7 - 1))], 0)
    #expect(c.isWithinSolverRange)
    #expect(!c.isWideRange(constant: 0))
    // Summed, the coefficient is 1, and a constant of 1e7 over it is wide (past 1e6); over either
    // term alone it would be about 1.
    #expect(c.isWideRange(constant: 1e7))
    // x + y − x = y, and 1e-7·x − 1e-7·x + y: terms that cancel do not count.
    #expect(constraint([(x, 1e-7), (y, 1), (x, -1e-7)], 0).isWithinSolverRange)
  }

  @Test func threeVariablesUseTheirSmallestAndLargest() {
    #expect(constraint([(x, 1), (y, 10), (z, 1e6)], 0).isWithinSolverRange)
    #expect(!constraint([(x, 1), (y, 10), (z, 2e6)], 0).isWithinSolverRange)
    #expect(constraint([(x, 1), (y, 10), (z, 1e3)], 0).isWideRange(constant: 0))
  }
}
