import BezelSolver
import BezelTestSupport
import Testing

/// Thousands of seeded random small systems, solved by the solver and by vertex enumeration.
@Suite struct ReferenceOptimumTests {
  typealias Plain = VertexReference.PlainConstraint

  static func randomSystem(seed: UInt64) -> (dimension: Int, constraints: [Plain]) {
    var rng = SeededGenerator(seed: seed)
    let n = Int.random(in: 1...3, using: &rng)
    var constraints: [Plain] = []
    // A required box keeps the region bounded, so the optimum is at a vertex.
    for i in 0..<n {
      var unit = [Double](repeating: 0, count: n)
      unit[i] = 1
      constraints.append(
        Plain(coefficients: unit, constant: 0, relation: .greaterThanOrEqual, strength: .required))
      constraints.append(
        Plain(coefficients: unit, constant: -100, relation: .lessThanOrEqual, strength: .required))
    }
    let strengths: [Strength] = [.required, .strong, .medium, .weak, Strength(2.5), Strength(7000)]
    for _ in 0..<Int.random(in: 1...5, using: &rng) {
      var coefficients = (0..<n).map { _ in Double(Int.random(in: -3...3, using: &rng)) }
      if coefficients.allSatisfy({ $0 == 0 }) { coefficients[0] = 1 }
      let relation: Constraint.Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
        .randomElement(using: &rng)!
      let strength = strengths.randomElement(using: &rng)!
      let constant = Double(Int.random(in: -120...120, using: &rng))
      constraints.append(
        Plain(
          coefficients: coefficients, constant: constant, relation: relation, strength: strength))
    }
    return (n, constraints)
  }

  static func solve(_ constraints: [Plain], dimension n: Int) -> (values: [Double]?, solver: Solver)
  {
    let solver = Solver()
    let variables = (0..<n).map { Variable("x\($0)") }
    for plain in constraints {
      let terms = zip(variables, plain.coefficients).filter { $0.1 != 0 }.map { Term($0.0, $0.1) }
      let constraint = Constraint(
        LinearExpression(terms, constant: plain.constant), plain.relation, strength: plain.strength)
      do {
        try solver.addConstraint(constraint)
      } catch {
        return (nil, solver)
      }
    }
    return (variables.map { solver.value(of: $0) }, solver)
  }

  @Test(arguments: 0..<40)
  func randomSystemsReachTheReferenceOptimum(batch: Int) {
    for seed in UInt64(batch * 100)..<UInt64(batch * 100 + 100) {
      let (n, constraints) = Self.randomSystem(seed: seed)
      let reference = VertexReference.optimum(constraints, dimension: n)
      let (values, _) = Self.solve(constraints, dimension: n)
      guard let reference else {
        #expect(values == nil, "seed \(seed): the reference finds no feasible point")
        continue
      }
      guard let values else {
        Issue.record("seed \(seed): the solver refused a feasible system")
        continue
      }
      for c in constraints where c.strength.isRequired {
        #expect(c.violation(values) < 1e-6, "seed \(seed): a required constraint is violated")
      }
      let objective = VertexReference.objective(constraints, at: values)
      #expect(
        abs(objective - reference) <= 1e-6 * (1 + abs(reference)),
        "seed \(seed): objective \(objective), reference \(reference)")
    }
  }
}
