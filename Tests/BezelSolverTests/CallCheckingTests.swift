import BezelSolver
import Testing

/// Which calls the solver checks as they are made: only while wide-ranging numbers are held,
/// and never a constraint that only defines a new variable, so that building a screen stays
/// linear whatever else the solver holds.
@Suite struct CallCheckingTests {
  static func equal(_ terms: [(Double, Variable)], _ constant: Double) -> Constraint {
    Constraint(LinearExpression(terms.map { Term($0.1, $0.0) }, constant: constant), .equal)
  }

  /// Adds `top == 0` and `count` positions 44 apart, each defined by the one before, as a
  /// column of views is; returns the last.
  static func addChain(of count: Int, to s: Solver) throws -> Variable {
    var previous = Variable("top")
    try s.addConstraint(equal([(1, previous)], 0))
    for i in 0..<count {
      let next = Variable("y\(i)")
      try s.addConstraint(equal([(1, next), (-1, previous)], -44))
      previous = next
    }
    return previous
  }

  @Test func narrowNumbersAreNeverCheckedCallByCall() throws {
    let s = Solver()
    let (x, y) = (Variable("x"), Variable("y"))
    try s.addConstraint(Self.equal([(1, x)], -100))
    try s.addConstraint(Self.equal([(1, y), (-1, x)], -8))
    try s.addConstraint(
      Constraint(LinearExpression([Term(y, 1)], constant: -50), .greaterThanOrEqual))
    #expect(s.checkedCallCount == 0)
  }

  @Test func aWideConstraintIsCheckedAsItIsAdded() throws {
    let s = Solver()
    let (x, w) = (Variable("x"), Variable("w"))
    try s.addConstraint(Self.equal([(1, x)], -100))
    // 1e-5·w + x = 313 has coefficients 1e5 apart; w is new, so it only defines w.
    try s.addConstraint(Self.equal([(1e-5, w), (1, x)], -313))
    #expect(s.checkedCallCount == 0)
    try s.addConstraint(Self.equal([(1e-5, w), (2, x), (1, Variable("z"))], -413))
    #expect(s.checkedCallCount == 0)
    // Both variables known: the addition moves values, and is checked.
    try s.addConstraint(
      Constraint(LinearExpression([Term(w, 1e-5), Term(x, 1)], constant: -400), .lessThanOrEqual))
    #expect(s.checkedCallCount == 1)
  }

  /// A chain of positions, each defined by the one before, as a column of views is: every
  /// constraint defines a variable nothing refers to yet, so none is checked, even beside a
  /// constraint that pulls a variable towards 3e9.
  @Test func aChainOfNewVariablesIsNotCheckedBesideWideNumbers() throws {
    let s = Solver()
    let w = Variable("w")
    try s.addConstraint(Self.equal([(1e-7, w)], -313))
    let previous = try Self.addChain(of: 200, to: s)
    #expect(s.checkedCallCount == 0)
    #expect(s.value(of: previous) == 200 * 44)
  }

  /// Past ``Solver/largestCheckedSystem`` constraints a call is checked when values are read,
  /// not as it is made: checking each call of a large system would make building it quadratic.
  @Test func aLargeSystemIsCheckedWhenReadNotCallByCall() throws {
    let s = Solver()
    let w = Variable("w")
    try s.addConstraint(Self.equal([(1e-5, w)], -313))
    let previous = try Self.addChain(of: Solver.largestCheckedSystem, to: s)
    try s.addConstraint(
      Constraint(
        LinearExpression([Term(w, 1e-5), Term(previous, 1)], constant: -1e6), .lessThanOrEqual))
    #expect(s.checkedCallCount == 0)
    #expect(1e-5 * s.value(of: w) + s.value(of: previous) <= 1e6)
  }
}
