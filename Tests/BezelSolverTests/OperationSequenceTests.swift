import BezelSolver
import BezelTestSupport
import Testing

/// Random sequences of every public call on tiny systems.
///
/// After each call the solver must hold every required constraint and reach the reference optimum
/// of the constraints it then holds; refused calls must leave it exactly as it was.
@Suite struct OperationSequenceTests {
  typealias Plain = VertexReference.PlainConstraint

  /// The system as the solver should see it: constraints with their current constants.
  struct Model {
    var constraints: [(constraint: Constraint, plain: Plain)] = []
    var edits: [(variable: Int, strength: Strength, value: Double)] = []

    func plains(dimension n: Int) -> [Plain] {
      var result = constraints.map(\.plain)
      for edit in edits {
        var unit = [Double](repeating: 0, count: n)
        unit[edit.variable] = 1
        result.append(
          Plain(
            coefficients: unit, constant: -edit.value, relation: .equal, strength: edit.strength))
      }
      return result
    }
  }

  static func randomPlain(_ n: Int, _ rng: inout SeededGenerator) -> Plain {
    var coefficients = (0..<n).map { _ in Double(Int.random(in: -2...2, using: &rng)) }
    if coefficients.allSatisfy({ $0 == 0 }) { coefficients[Int.random(in: 0..<n, using: &rng)] = 1 }
    let relation: Constraint.Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
      .randomElement(using: &rng)!
    let strength: Strength = [.required, .required, .strong, .medium, .weak, Strength(3)]
      .randomElement(using: &rng)!
    return Plain(
      coefficients: coefficients, constant: Double(Int.random(in: -90...90, using: &rng)),
      relation: relation, strength: strength)
  }

  static func constraint(_ plain: Plain, _ variables: [Variable]) -> Constraint {
    let terms = zip(variables, plain.coefficients).filter { $0.1 != 0 }.map { Term($0.0, $0.1) }
    return Constraint(
      LinearExpression(terms, constant: plain.constant), plain.relation, strength: plain.strength)
  }

  static func run(seed: UInt64, verbose: Bool = false) {
    var rng = SeededGenerator(seed: seed)
    let n = Int.random(in: 1...3, using: &rng)
    let variables = (0..<n).map { Variable("x\($0)") }
    let solver = Solver()
    var model = Model()
    for i in 0..<n {
      var unit = [Double](repeating: 0, count: n)
      unit[i] = 1
      for plain in [
        Plain(
          coefficients: unit, constant: 100, relation: .greaterThanOrEqual, strength: .required),
        Plain(coefficients: unit, constant: -100, relation: .lessThanOrEqual, strength: .required),
      ] {
        let c = constraint(plain, variables)
        #expect(throws: Never.self) { try solver.addConstraint(c) }
        model.constraints.append((c, plain))
      }
    }
    let boxCount = model.constraints.count
    for step in 0..<30 {
      if verbose { print("---- step \(step)\n\(solver.dump())") }
      // The solver as it was, taken only before a call that can be refused (an addition or a
      // new constant): a dump of the tableau costs as much as the call's checks.
      var before = ""
      var refused = false
      switch Int.random(in: 0..<10, using: &rng) {
      case 0..<4:
        let plain = randomPlain(n, &rng)
        let c = constraint(plain, variables)
        if verbose { print("ADD \(c)") }
        before = solver.dump()
        do {
          try solver.addConstraint(c)
          model.constraints.append((c, plain))
        } catch {
          refused = true
          guard case .unsatisfiableConstraint(let u) = error else {
            Issue.record("seed \(seed) step \(step): unexpected \(error)")
            return
          }
          #expect(
            VertexReference.optimum(model.plains(dimension: n) + [plain], dimension: n) == nil,
            "seed \(seed) step \(step): refused a satisfiable constraint")
          #expect(u.conflicts.contains(c))
        }
      case 4, 5:
        guard model.constraints.count > boxCount else { continue }
        let i = Int.random(in: boxCount..<model.constraints.count, using: &rng)
        if verbose { print("REMOVE \(model.constraints[i].constraint)") }
        #expect(throws: Never.self) { try solver.removeConstraint(model.constraints[i].constraint) }
        model.constraints.remove(at: i)
      case 6:
        guard model.constraints.count > boxCount else { continue }
        let i = Int.random(in: boxCount..<model.constraints.count, using: &rng)
        let constant = Double(Int.random(in: -90...90, using: &rng))
        var plain = model.constraints[i].plain
        plain.constant = constant
        if verbose { print("UPDATE \(model.constraints[i].constraint) to \(constant)") }
        before = solver.dump()
        do {
          try solver.updateConstant(of: model.constraints[i].constraint, to: constant)
          model.constraints[i].plain = plain
        } catch {
          refused = true
          var trial = model
          trial.constraints[i].plain = plain
          #expect(
            VertexReference.optimum(trial.plains(dimension: n), dimension: n) == nil,
            "seed \(seed) step \(step): refused a satisfiable constant")
        }
      case 7:
        let v = Int.random(in: 0..<n, using: &rng)
        if model.edits.contains(where: { $0.variable == v }) {
          if verbose { print("REMOVE EDIT \(v)") }
          #expect(throws: Never.self) { try solver.removeEditVariable(variables[v]) }
          model.edits.removeAll { $0.variable == v }
        } else {
          let strength: Strength = [.strong, .medium, .weak].randomElement(using: &rng)!
          if verbose { print("ADD EDIT \(v) \(strength)") }
          #expect(throws: Never.self) {
            try solver.addEditVariable(variables[v], strength: strength)
          }
          model.edits.append((v, strength, 0))
        }
      default:
        guard !model.edits.isEmpty else { continue }
        let e = Int.random(in: 0..<model.edits.count, using: &rng)
        let value = Double(Int.random(in: -150...150, using: &rng))
        if verbose { print("SUGGEST \(model.edits[e].variable) = \(value)") }
        #expect(throws: Never.self) {
          try solver.suggestValue(value, for: variables[model.edits[e].variable])
        }
        model.edits[e].value = value
      }
      let problems = solver.invariantViolations()
      if !problems.isEmpty {
        Issue.record("seed \(seed) step \(step): \(problems.prefix(4))\n\(solver.dump())")
        return
      }
      if refused {
        #expect(
          solver.dump() == before, "seed \(seed) step \(step): a refused call changed the solver")
      }
      let plains = model.plains(dimension: n)
      let values = variables.map { solver.value(of: $0) }
      for c in plains where c.strength.isRequired {
        #expect(
          c.violation(values) < 1e-6, "seed \(seed) step \(step): required constraint violated")
      }
      guard let reference = VertexReference.optimum(plains, dimension: n) else {
        Issue.record("seed \(seed) step \(step): the model became infeasible")
        return
      }
      let objective = VertexReference.objective(plains, at: values)
      #expect(
        abs(objective - reference) <= 1e-6 * (1 + abs(reference)),
        "seed \(seed) step \(step): objective \(objective), reference \(reference)")
    }
  }

  /// 500 sequences by default: every call occurs many times over in them, and so do both
  /// refusals (about 330 constraints and 17 constants refused, of about 660 and 40 in 1,000
  /// sequences); `BEZEL_FUZZ_ITERATIONS=full` runs 1,000.
  @Test(arguments: 0..<FuzzIterations.count(quick: 10, full: 20))
  func randomCallSequencesStayOptimal(batch: Int) {
    for seed in UInt64(10_000 + batch * 50)..<UInt64(10_000 + batch * 50 + 50) {
      Self.run(seed: seed)
    }
  }
}
