import BezelSolver
import Testing

/// Required constraints after long, badly scaled histories: the solver accepts what can hold and
/// keeps what it accepted.
@Suite struct RequiredConstraintTests {
  static func terms(_ pairs: [(Double, Variable)]) -> [Term] { pairs.map { Term($0.1, $0.0) } }

  static func constraint(
    _ pairs: [(Double, Variable)], _ constant: Double, _ relation: Constraint.Relation,
    _ strength: Strength = .required
  ) -> Constraint {
    Constraint(LinearExpression(terms(pairs), constant: constant), relation, strength: strength)
  }

  /// A satisfiable required equality is accepted after twenty calls of every kind.
  ///
  /// Optional constraints of every strength, an edit variable and a changed constant leave the
  /// tableau with rows whose phase one used to stop on a column of rounding noise and call
  /// `v10 = 864.22` unsatisfiable. The two required equalities on v10 and v1 fix them outright;
  /// the two required inequalities leave room for any v10.
  @Test func aSatisfiableRequiredEqualityIsAcceptedAfterALongHistory() throws {
    let v = (0...10).map { Variable("v\($0)") }
    let s = Solver()
    func c(
      _ pairs: [(Double, Variable)], _ constant: Double, _ relation: Constraint.Relation,
      _ strength: Strength = .required
    ) -> Constraint { Self.constraint(pairs, constant, relation, strength) }
    let required: [Constraint] = [
      c([(0.5, v[7]), (0, v[3]), (1, v[0]), (0.5, v[3])], -100, .greaterThanOrEqual),
      c([(0.5, v[10]), (-1, v[2]), (1, v[8]), (-3, v[2])], 353.53, .lessThanOrEqual),
      c([(-1, v[10]), (1, v[1])], -50, .equal),
    ]
    let updated = c(
      [(-3, v[6]), (0, v[6]), (2, v[6]), (0, v[1])], -19.79, .equal, Strength(999_999))
    try s.addConstraint(
      c([(1, v[1]), (-1, v[8]), (2, v[1]), (-1, v[1])], -1.916, .greaterThanOrEqual, .weak))
    try s.addConstraint(required[0])
    try s.addConstraint(c([(0.5, v[9])], 100, .equal, .medium))
    try s.addConstraint(
      c([(0.5, v[1]), (0.5, v[5]), (2, v[0]), (-1, v[2])], 55.216, .lessThanOrEqual, .strong))
    try s.addConstraint(
      c([(-3, v[4]), (-1, v[5]), (1, v[9]), (1, v[6])], -264.122, .equal, Strength(999_999)))
    try s.addConstraint(
      c(
        [(1, v[2]), (0.5, v[0]), (2, v[5]), (2, v[2])], -75, .greaterThanOrEqual, Strength(999_999))
    )
    try s.addConstraint(
      c([(0.5, v[6]), (0, v[10]), (0.5, v[5]), (0.5, v[4])], 366.353, .lessThanOrEqual, .medium))
    try s.addConstraint(
      c([(2, v[5]), (1, v[9]), (-3, v[9]), (1, v[0])], -100, .greaterThanOrEqual, .medium))
    try s.addConstraint(required[1])
    try s.addEditVariable(v[2], strength: Strength(999))
    try s.addConstraint(c([(-3, v[3])], -43.383, .greaterThanOrEqual, .weak))
    try s.addConstraint(c([(2, v[8]), (1, v[4])], 291.99, .greaterThanOrEqual, .weak))
    try s.addConstraint(updated)
    try s.updateConstant(of: updated, to: -403.834)
    try s.addConstraint(
      c([(2, v[6]), (-3, v[5]), (0.5, v[9]), (0.5, v[2])], -107.149, .greaterThanOrEqual, .weak))
    try s.addConstraint(required[2])
    try s.addConstraint(c([(1, v[4]), (-1, v[1])], 275.688, .lessThanOrEqual, .weak))
    try s.addConstraint(c([(0.5, v[10])], 50, .equal, .weak))
    try s.addConstraint(
      c(
        [(0.5, v[6]), (1, v[2]), (2, v[3]), (-3, v[8])], -381.568, .greaterThanOrEqual,
        Strength(999_999)))

    let last = c([(0.5, v[10]), (0, v[1])], -432.11, .equal)
    try s.addConstraint(last)
    // 0.5·v10 = 432.11, and v1 = v10 + 50.
    #expect(abs(s.value(of: v[10]) - 864.22) <= 1e-9 * 864.22)
    #expect(abs(s.value(of: v[1]) - 914.22) <= 1e-9 * 914.22)
    for constraint in required + [last] {
      #expect(RequiredResidual.holds(constraint, in: s), "\(constraint)")
    }
  }

  /// Required constraints hold beside optional ones of strength 0 with coefficients of 1e-7.
  ///
  /// Coefficients of 1e-7 beside 1000 used to make a variable's definition out of a 1e-7 pivot,
  /// multiplying every rounding error by 1e7, until a new required inequality was accepted while
  /// it stayed violated by more than a thousand. The constraints whose coefficients differ by
  /// more than a million are now refused as out of range, and the required constraints hold.
  @Test func tinyCoefficientsAndZeroStrengthsLeaveRequiredConstraintsHolding() throws {
    let v = (0...7).map { Variable("v\($0)") }
    let s = Solver()
    func c(
      _ pairs: [(Double, Variable)], _ constant: Double, _ relation: Constraint.Relation,
      _ strength: Strength = .required
    ) -> Constraint { Self.constraint(pairs, constant, relation, strength) }
    let zero = Strength(0)
    try s.addConstraint(c([(0, v[6]), (1000, v[2])], 110.958, .equal, .weak))
    try s.addConstraint(c([(-3, v[6])], 88.283, .equal, Strength(999_999)))
    try s.addConstraint(c([(0.5, v[3]), (2, v[7])], 55.271, .greaterThanOrEqual, .weak))
    try s.addConstraint(c([(-1, v[0]), (-1, v[3])], 279.484, .equal, .strong))
    let required = [
      c([(-3, v[5])], 188.6, .equal),
      c([(0.5, v[1])], 83.966, .lessThanOrEqual),
      c([(0.5, v[3]), (-1, v[1]), (0.5, v[0]), (1000, v[7])], -99.504, .greaterThanOrEqual),
      c([(-3, v[4]), (1, v[0])], -419.707, .lessThanOrEqual),
    ]
    for constraint in required.prefix(3) { try s.addConstraint(constraint) }
    // 1000.0000001 beside 1e-7: a ratio of 1e10.
    let outOfRange = c(
      [(1000, v[6]), (-3, v[3]), (1e-7, v[6]), (1e-7, v[4])], -77.926, .lessThanOrEqual, zero)
    #expect(throws: AddConstraintError.nonFiniteConstraint(outOfRange)) {
      try s.addConstraint(outOfRange)
    }
    try s.addConstraint(c([(1, v[2]), (2, v[0]), (1, v[5])], -465.146, .lessThanOrEqual, zero))
    // 144.843 and 3 beside 1e-7: ratios of 1.4e9 and 3e7.
    for far in [
      c([(144.843, v[4]), (1e-7, v[2])], 289.21, .lessThanOrEqual, Strength(501_001.5)),
      c([(1e-7, v[2]), (0.5, v[4]), (1, v[3]), (-3, v[7])], 74.203, .lessThanOrEqual, .medium),
    ] {
      #expect(throws: AddConstraintError.nonFiniteConstraint(far)) { try s.addConstraint(far) }
    }
    try s.addConstraint(
      c([(-3, v[4]), (2, v[1]), (0, v[1]), (1, v[4])], 7.767, .lessThanOrEqual, zero))
    try s.addConstraint(required[3])

    // -3·v5 + 188.6 = 0 fixes v5 on its own.
    #expect(abs(s.value(of: v[5]) - 188.6 / 3) <= 1e-9 * 188.6)
    for constraint in required {
      #expect(RequiredResidual.holds(constraint, in: s), "\(constraint)")
    }
  }

  /// A coefficient of 1e-9 is a coefficient, not a zero: `1e-9·x = 2` puts x at 2e9, and
  /// `1e-9·y + 1e-9·x = 3` then puts y at 1e9.
  @Test func aTinyCoefficientIsNotRoundedAway() throws {
    let s = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try s.addConstraint(Constraint(LinearExpression([Term(x, 1e-9)], constant: -2), .equal))
    try s.addConstraint(
      Constraint(LinearExpression([Term(y, 1e-9), Term(x, 1e-9)], constant: -3), .equal))
    #expect(abs(s.value(of: x) - 2e9) <= 1e-9 * 2e9)
    #expect(abs(s.value(of: y) - 1e9) <= 1e-9 * 2e9)
  }

  /// An optional constraint of strength 0 weighs nothing: it neither pulls the solution nor makes
  /// a required constraint give way.
  @Test func aZeroStrengthConstraintWeighsNothing() throws {
    let s = Solver()
    let x = Variable("x")
    try s.addConstraint(
      Constraint(LinearExpression([Term(x, 1)], constant: -10), .equal, strength: Strength(0)))
    try s.addConstraint(
      Constraint(LinearExpression([Term(x, 1)], constant: -20), .greaterThanOrEqual))
    try s.addConstraint(
      Constraint(LinearExpression([Term(x, 1)], constant: -30), .lessThanOrEqual, strength: .weak))
    // x >= 20 is required; x <= 30 is weak and holds at 20; the strength-0 x == 10 counts for nothing.
    #expect(s.value(of: x) >= 20 && s.value(of: x) <= 30)
  }

  /// Coefficients a million times apart in one constraint are past what double precision solves
  /// reliably: the solver refuses them rather than solve them wrongly.
  @Test func coefficientsMoreThanAMillionApartAreRefused() throws {
    let s = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let far = Constraint(LinearExpression([Term(x, 1000), Term(y, 1e-7)], constant: 1), .equal)
    #expect(throws: AddConstraintError.nonFiniteConstraint(far)) { try s.addConstraint(far) }
    let near = Constraint(LinearExpression([Term(x, 1000), Term(y, 1e-3)], constant: 1), .equal)
    try s.addConstraint(near)
    #expect(RequiredResidual.holds(near, in: s))
  }

  /// A constraint that repeats required equalities with a constant that differs from theirs only
  /// by rounding is redundant, not a contradiction: near 1e9 one unit in the last place is 1.2e-7,
  /// more than any absolute tolerance allows.
  @Test func aRepeatedEqualityWhoseConstantDiffersByRoundingIsRedundant() throws {
    let s = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let a = 1e9 + 0.1
    let b = 0.2
    // In binary, (1e9 + 0.1) + 0.2 and 1e9 + 0.3 differ by 1.2e-7.
    let c = 1e9 + 0.3
    try #require((a + b) - c != 0)
    try s.addConstraint(Constraint(LinearExpression([Term(x, 1)], constant: -a), .equal))
    try s.addConstraint(Constraint(LinearExpression([Term(y, 1)], constant: -b), .equal))
    let sum = Constraint(LinearExpression([Term(x, 1), Term(y, 1)], constant: -c), .equal)
    try s.addConstraint(sum)
    #expect(RequiredResidual.holds(sum, in: s))
  }

  /// A real contradiction is refused however large the numbers: x = 1e9 and x = 1e9 + 1.
  @Test func aContradictionAtLargeMagnitudesIsStillRefused() throws {
    let s = Solver()
    let x = Variable("x")
    let first = Constraint(LinearExpression([Term(x, 1)], constant: -1e9), .equal)
    let second = Constraint(LinearExpression([Term(x, 1)], constant: -1e9 - 1), .equal)
    try s.addConstraint(first)
    #expect(
      throws: AddConstraintError.unsatisfiableConstraint(
        Unsatisfiable(constraint: second, conflicts: [first, second]))
    ) {
      try s.addConstraint(second)
    }
  }

  /// A variable that one required equality fixes alone keeps that value exactly next to values
  /// near 10^12.
  ///
  /// `1e-7·v4 == 313.826` makes v4 about 3.1e9, which the inequalities carry into slacks near
  /// 3e12; written through those rows, v5 came out 0.0039 instead of −0.1, and solving afresh in
  /// the order of addition gave the same rows. Solved afresh with the one-variable equalities
  /// first, v5 is defined by its own constraint: 1000·v5 + 100 = 0, so v5 = −0.1.
  @Test func aVariableFixedByItsOwnEqualityIsExactBesideHugeValues() throws {
    let v = (0...5).map { Variable("v\($0)") }
    let s = Solver()
    func c(
      _ pairs: [(Double, Variable)], _ constant: Double, _ relation: Constraint.Relation
    ) -> Constraint { Self.constraint(pairs, constant, relation) }
    try s.addConstraint(c([(1, v[5]), (66.713, v[1]), (-3, v[5])], -23.529, .lessThanOrEqual))
    try s.addConstraint(c([(1e-7, v[4])], -313.826, .equal))
    try s.addConstraint(c([(0, v[4]), (-1, v[1]), (2, v[3])], 452.894, .lessThanOrEqual))
    try s.addConstraint(c([(1000, v[0]), (0.5, v[3])], -116.793, .lessThanOrEqual))
    try s.addConstraint(c([(0.5, v[4]), (0.5, v[0])], 264.013, .greaterThanOrEqual))
    try s.addConstraint(c([(1000, v[5])], 100, .equal))
    #expect(abs(s.value(of: v[5]) + 0.1) <= 1e-9 * 0.1)
    #expect(abs(1e-7 * s.value(of: v[4]) - 313.826) <= 1e-9 * 313.826)
  }

  /// A change whose outcome double precision cannot decide is refused, and changes nothing.
  ///
  /// With `1e-7·w == 469.3` pulling w towards 4.7e9, moving the constant of `x + 2y ≥ 51.146`
  /// makes the required set infeasible by hand: y ≤ 0 gives x ≥ 51.146, so
  /// `1000x + w ≤ 248.503` needs w ≤ −50,897.5, against w ≥ −20.402. The rows, rounded near 1e9,
  /// could not see it and left `1000x + w ≤ 248.503` violated by half its scale. The numbers are
  /// out of the range the solver decides reliably, so the change is refused.
  @Test func aChangeTheNumbersCannotDecideIsRefusedAndChangesNothing() throws {
    let (a, b, d, e, f, p, w, x, y) = (
      Variable("a"), Variable("b"), Variable("d"), Variable("e"), Variable("f"), Variable("p"),
      Variable("w"), Variable("x"), Variable("y")
    )
    let s = Solver()
    func c(
      _ pairs: [(Double, Variable)], _ constant: Double, _ relation: Constraint.Relation,
      _ strength: Strength = .required
    ) -> Constraint { Self.constraint(pairs, constant, relation, strength) }
    let dropped = c(
      [(-3, e), (-3, x), (1000, e), (-1, a)], 282.77, .lessThanOrEqual, Strength(1_000_000))
    let pinned = c([(1, x), (2, y)], 195.663, .greaterThanOrEqual)
    let required = [
      c([(-1, w)], -20.402, .lessThanOrEqual), pinned, c([(0.5, y)], 0, .lessThanOrEqual),
      c([(1000, x), (1, w)], -248.503, .lessThanOrEqual),
      c([(-1, b), (0.5, f), (-3, p)], 294.581, .greaterThanOrEqual),
    ]
    try s.addConstraint(dropped)
    try s.addConstraint(c([(2, d), (0.5, a), (1000, x)], 150.392, .lessThanOrEqual, Strength(1)))
    try s.addConstraint(required[0])
    try s.addConstraint(c([(1, p)], -187.059, .equal, Strength(0)))
    try s.addConstraint(required[1])
    try s.addConstraint(required[2])
    try s.addConstraint(c([(1e-7, w)], -469.3, .equal, Strength(999_999)))
    try s.addConstraint(c([(2, x), (1000, e)], -181.148, .equal, Strength(1000)))
    try s.addConstraint(c([(0, f), (1, a)], 307.597, .lessThanOrEqual, Strength(1000)))
    try s.addConstraint(
      c([(-3, d), (-3, b)], 287.382, .greaterThanOrEqual, Strength(1_000_000)))
    try s.addConstraint(required[3])
    try s.addConstraint(required[4])
    try s.addConstraint(
      c([(2, y), (1000, b), (-3, f), (2, y)], -175.71, .lessThanOrEqual, Strength(1)))
    try s.addConstraint(c([(0, a), (-1, p), (1000, e)], -124.693, .equal, Strength(1)))
    try s.removeConstraint(dropped)
    try s.addConstraint(
      c([(1000, f), (0.5, x), (2, x), (0.5, e)], 415.978, .greaterThanOrEqual, Strength(1000)))
    #expect(throws: UpdateConstantError.self) { try s.updateConstant(of: pinned, to: -51.146) }
    #expect(s.constant(of: pinned) == 195.663)
    for constraint in required {
      #expect(RequiredResidual.holds(constraint, in: s), "\(constraint)")
    }
  }

  /// A required inequality holds within its own scale after a strong constraint's constant
  /// moves from −1e9 to almost nothing.
  ///
  /// `1000a + 0.5b ≥ 1e9` sets a near 1e6; moving its constant to 1e-9 moved every row along
  /// the marker's column, and `b − c − d + 2a ≥ 66.778`, about 1e3 in scale, came out violated
  /// by 1.2e-9 of it. The values are now refined against the constraints as written.
  @Test func aRequiredInequalityHoldsAfterAHugeConstantIsMovedAway() throws {
    let (a, b, c, d, e) = (
      Variable("a"), Variable("b"), Variable("c"), Variable("d"), Variable("e")
    )
    let s = Solver()
    let huge = Self.constraint([(1000, a), (0.5, b)], -1e9, .greaterThanOrEqual, .strong)
    let kept = Self.constraint([(1, b), (-1, c), (-1, d), (2, a)], -66.778, .greaterThanOrEqual)
    // Values are read after every call, as a layout pass reads them.
    func read() { _ = s.fetchChanges() }
    try s.addConstraint(
      Self.constraint([(-1, e), (0.5, a), (1, c), (-3, d)], -442.191, .greaterThanOrEqual, .strong))
    read()
    try s.addConstraint(huge)
    read()
    try s.addConstraint(kept)
    read()
    try s.addConstraint(Self.constraint([(0, d), (-3, a), (2, c)], 0, .lessThanOrEqual, .weak))
    read()
    try s.updateConstant(of: huge, to: 1e-9)
    #expect(
      RequiredResidual.holds(kept, in: s), "\(RequiredResidual.relativeViolation(kept, in: s))")
  }

  /// A required equality added beside values near 4e9 holds within 1e-9 of its own scale.
  ///
  /// `1e-7·x == 381.193` (weak) pulls x towards 3.8e9 through rows that `1000y + 1000x = −146.92`
  /// ties to y; `3y − z = 348.375`, whose own scale is about 1e3, was read through those rows
  /// and missed by 2.3e-9 of it. Refining the values against the constraints as written, with
  /// corrections that never pass through the large numbers, makes it hold.
  @Test func aRequiredEqualityHoldsWithinItsOwnScaleBesideHugeValues() throws {
    let (x, y, z) = (Variable("x"), Variable("y"), Variable("z"))
    let s = Solver()
    let last = Self.constraint([(0, y), (1, y), (-1, z), (2, y)], -348.375, .equal)
    try s.addConstraint(Self.constraint([(0.5, x), (1, y)], -320.003, .lessThanOrEqual, .strong))
    try s.addConstraint(Self.constraint([(1000, y), (1000, x)], 146.92, .equal))
    try s.addConstraint(Self.constraint([(-1, z), (1e-7, x), (1, z)], -381.193, .equal, .weak))
    try s.addConstraint(Self.constraint([(0.5, z)], -362.152, .lessThanOrEqual))
    try s.addConstraint(
      Self.constraint(
        [(-3, x), (1e-7, y), (-1, y)], 77.064, .greaterThanOrEqual, Strength(999_999)))
    try s.addConstraint(last)
    #expect(
      RequiredResidual.holds(last, in: s), "\(RequiredResidual.relativeViolation(last, in: s))")
  }
}
