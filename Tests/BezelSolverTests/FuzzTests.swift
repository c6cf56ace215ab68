import BezelSolver
import BezelTestSupport
import Testing

/// Random sequences of every public call, bad input included, on systems of a few dozen
/// variables: nothing traps, required constraints keep holding, and the tableau stays sound.
@Suite struct FuzzTests {
  static func randomConstraint(
    _ variables: [Variable], _ rng: inout SeededGenerator, allowBad: Bool
  ) -> Constraint {
    var terms: [Term] = []
    for _ in 0..<Int.random(in: 1...3, using: &rng) {
      let coefficient = [1, -1, 2, 0.5, -3, 0].randomElement(using: &rng)!
      terms.append(Term(variables.randomElement(using: &rng)!, coefficient))
    }
    var constant = Double(Int.random(in: -500...500, using: &rng))
    if allowBad && Int.random(in: 0..<25, using: &rng) == 0 {
      constant = [.nan, .infinity, -.infinity].randomElement(using: &rng)!
    }
    let relation: Constraint.Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
      .randomElement(using: &rng)!
    let strength: Strength = [.required, .strong, .medium, .weak, Strength(42)]
      .randomElement(using: &rng)!
    return Constraint(LinearExpression(terms, constant: constant), relation, strength: strength)
  }

  static func run(seed: UInt64) {
    var rng = SeededGenerator(seed: seed)
    let variables = (0..<24).map { Variable("v\($0)") }
    let solver = Solver()
    var held: [Constraint] = []
    var edits: [Variable] = []
    for step in 0..<120 {
      switch Int.random(in: 0..<12, using: &rng) {
      case 0..<5:
        let c = randomConstraint(variables, &rng, allowBad: true)
        if (try? solver.addConstraint(c)) != nil { held.append(c) }
        if Int.random(in: 0..<10, using: &rng) == 0 {
          #expect(throws: AddConstraintError.self) { try solver.addConstraint(held.last ?? c) }
        }
      case 5, 6:
        if held.isEmpty { continue }
        let c = held.remove(at: Int.random(in: 0..<held.count, using: &rng))
        #expect(throws: Never.self) { try solver.removeConstraint(c) }
        #expect(throws: RemoveConstraintError.unknownConstraint(c)) {
          try solver.removeConstraint(c)
        }
      case 7:
        if held.isEmpty { continue }
        let c = held[Int.random(in: 0..<held.count, using: &rng)]
        let value = [Double(Int.random(in: -600...600, using: &rng)), .nan]
          .randomElement(using: &rng)!
        _ = try? solver.updateConstant(of: c, to: value)
      case 8:
        let v = variables.randomElement(using: &rng)!
        if edits.contains(v) {
          #expect(throws: Never.self) { try solver.removeEditVariable(v) }
          edits.removeAll { $0 == v }
        } else if (try? solver.addEditVariable(v, strength: .medium)) != nil {
          edits.append(v)
        }
      case 9, 10:
        guard let v = edits.randomElement(using: &rng) else { continue }
        let value = [Double(Int.random(in: -900...900, using: &rng)), .infinity]
          .randomElement(using: &rng)!
        _ = try? solver.suggestValue(value, for: v)
      default:
        _ = solver.fetchChanges()
      }
      let values = Dictionary(uniqueKeysWithValues: variables.map { ($0, solver.value(of: $0)) })
      for c in held where c.strength.isRequired {
        let constant = solver.constant(of: c) ?? c.expression.constant
        let lhs = LinearExpression(c.expression.terms, constant: constant).value { values[$0] ?? 0 }
        let scale = 1 + abs(constant)
        let holds: Bool
        switch c.relation {
        case .equal: holds = abs(lhs) <= 1e-6 * scale
        case .lessThanOrEqual: holds = lhs <= 1e-6 * scale
        case .greaterThanOrEqual: holds = lhs >= -1e-6 * scale
        }
        #expect(holds, "seed \(seed) step \(step): required \(c) does not hold")
      }
      let problems = solver.invariantViolations()
      #expect(problems.isEmpty, "seed \(seed) step \(step): \(problems.prefix(3))")
      if !problems.isEmpty { return }
    }
  }

  /// 64 sequences of 120 calls by default: each kind of call, bad numbers and repeated
  /// additions and removals occur dozens of times in them; `BEZEL_FUZZ_ITERATIONS=full` runs 128.
  @Test(arguments: 0..<FuzzIterations.count(quick: 8, full: 16))
  func randomCallSequencesNeverBreakTheSolver(batch: Int) {
    for seed in UInt64(90_000 + batch * 8)..<UInt64(90_000 + batch * 8 + 8) { Self.run(seed: seed) }
  }

  /// Sequences that remove a constraint whose marker only definitions hold, after other removals
  /// wrote it into more than one of them: the lowest-ranked definition must be the one solved.
  @Test(arguments: [90436 as UInt64, 90780])
  func removingAConstraintHeldOnlyByDefinitionsKeepsTheRestSound(seed: UInt64) {
    Self.run(seed: seed)
  }
}

/// Extreme but finite numbers overflow inside the arithmetic; the solver must still answer
/// every call without trapping or hanging.
@Suite struct ExtremeMagnitudeTests {
  @Test(arguments: [1e300, -1e300, 1e-300, Double.greatestFiniteMagnitude])
  func extremeCoefficientsNeverTrap(magnitude: Double) {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let constraints = [
      Constraint(LinearExpression([Term(x, magnitude), Term(y)], constant: magnitude), .equal),
      Constraint(LinearExpression([Term(x), Term(y, -magnitude)], constant: 1), .lessThanOrEqual),
      Constraint(LinearExpression([Term(x, 1)], constant: -magnitude), .equal, strength: .strong),
      Constraint(LinearExpression([Term(y, magnitude)], constant: 3), .greaterThanOrEqual),
    ]
    for c in constraints { _ = try? solver.addConstraint(c) }
    _ = try? solver.addEditVariable(x, strength: .weak)
    _ = try? solver.suggestValue(magnitude, for: x)
    _ = try? solver.updateConstant(of: constraints[0], to: -magnitude)
    for c in constraints { _ = try? solver.removeConstraint(c) }
    _ = solver.fetchChanges()
    #expect(solver.dump().contains("Objective"))
  }
}
