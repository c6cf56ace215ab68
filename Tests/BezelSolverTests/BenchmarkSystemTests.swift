import BezelBenchmarks
import BezelSolver
import Testing

/// The benchmark systems solve to the answers their published definitions derive by hand.
@Suite struct BenchmarkSystemTests {
  static func solve(_ system: ConstraintSystem) throws -> [Double] {
    let solver = Solver()
    let (variables, constraints) = system.makeConstraints()
    for c in constraints { try solver.addConstraint(c) }
    return variables.map { solver.value(of: $0) }
  }

  /// W = 48·N + 8 leaves every view 40 wide after the 8-point gaps.
  @Test func chainGivesEveryViewForty() throws {
    let values = try Self.solve(Systems.chain(60))
    #expect(values[0] == 0)
    #expect(values[1] == 48 * 60 + 8)
    for i in 0..<60 {
      #expect(abs(values[2 + 2 * i] - (8 + 48 * Double(i))) < 1e-9)
      #expect(abs(values[3 + 2 * i] - 40) < 1e-9)
    }
  }

  /// A chain's tableau grows linearly with its views.
  ///
  /// Each view of a chain adds a position definition (previous position, previous width, its
  /// dummy: 3 cells), a width definition (its slack: 1), and a strong equality row (the first
  /// equality's row written out, 3 cells, and its own two errors: 5). The closing pin adds one
  /// row over every dummy and error: at most 3 a view. That is at most 12 cells a view; a
  /// tableau that wrote every row out in parametric symbols would hold N² of them.
  @Test(arguments: [100, 400])
  func chainKeepsTheTableauLinearInSize(views: Int) throws {
    let solver = Solver()
    let (variables, constraints) = Systems.chain(views).makeConstraints()
    for c in constraints { try solver.addConstraint(c) }
    #expect(solver.tableauCellCount <= 12 * views + 16)
    #expect(abs(solver.value(of: variables[3]) - 40) < 1e-9)
    #expect(solver.invariantViolations().isEmpty)
  }

  /// At W = 375, one cell: avatar (8, 8, 48, 48), name (64, 8, 120, 20), date at 375 − 68,
  /// body 375 − 72 wide, image 359 wide and 0.5625 × 359 high, buttons (375 − 32) / 3 wide,
  /// cell height 148 + 0.5625 × 359.
  @Test func feedCellMatchesItsHandDerivedFrames() throws {
    let values = try Self.solve(Systems.feed(1))
    let imageHeight = 0.5625 * 359
    let button = 343.0 / 3
    let expected: [Double] = [
      375, 0, 148 + imageHeight, 8, 8, 48, 48, 64, 8, 120, 20, 307, 8, 60, 20, 64, 32, 303, 60,
      8, 100, 359, imageHeight, 8, 108 + imageHeight, button, 32, 16 + button,
      108 + imageHeight, button, 32, 24 + 2 * button, 108 + imageHeight, button, 32,
    ]
    #expect(values.count == expected.count)
    for (v, e) in zip(values, expected) { #expect(abs(v - e) < 1e-9) }
  }

  @Test func feedOfManyCellsMatchesTheClosedForm() throws {
    let values = try Self.solve(Systems.feed(40))
    let expected = Systems.feedClosedForm(40, width: 375)
    #expect(zip(values, expected).allSatisfy { abs($0 - $1) < 1e-8 })
  }

  /// Below W = 260 the weak `nm.w == 120` gives way to the medium `dt.w == 60`: nm.w = W − 140.
  @Test(arguments: [240.0, 260, 375, 1220])
  func editedFeedFollowsTheWidth(width: Double) throws {
    let solver = Solver()
    let (variables, constraints) = Systems.feed(5, width: nil).makeConstraints()
    try solver.addEditVariable(variables[0], strength: .strong)
    try solver.suggestValue(375, for: variables[0])
    for c in constraints { try solver.addConstraint(c) }
    try solver.suggestValue(width, for: variables[0])
    let expected = Systems.feedClosedForm(5, width: width)
    for (v, e) in zip(variables, expected) { #expect(abs(solver.value(of: v) - e) < 1e-8) }
    #expect(solver.value(of: variables[9]) == (width >= 260 ? 120 : width - 140))  // c0.nm.w
  }

  /// The published churn system's first draws, copied from its definition file.
  @Test func churnReproducesThePublishedDraws() {
    let (base, extra) = Systems.churn()
    #expect(base.items.count == 2999)
    #expect(base.items[1].constant == -966.45)
    #expect(base.items[1].strength.value == 1.441)
    #expect(extra.count == 1000)
    #expect(extra[0].relation == .greaterThanOrEqual)
    #expect(extra[0].strength.value == 1_806_000)
    #expect(extra[0].constant == 78.13)
    #expect(extra[0].terms.map(\.variable) == [630, 69])
    #expect(extra[1].constant == 158.88)
    #expect(extra[1].strength.value == 1621)
    #expect(extra[2].relation == .equal)
    #expect(extra[2].terms.map(\.variable) == [991, 571])
  }

  @Test func editWidthsAreThePublishedShuffle() {
    let widths = Systems.editWidths()
    #expect(widths.prefix(5) == [720, 940, 520, 860, 440])
    let expected: [Double] = (0..<50).map { (step: Int) -> Double in 240 + 20 * Double(step) }
    #expect(widths.sorted() == expected)
  }

  /// CPython 3.11: `random.Random(1234).random()` three times, and `getrandbits(32)`.
  @Test func pythonRandomMatchesCPython() {
    var rng = PythonRandom(seed: 1234)
    #expect(rng.random() == 0.9664535356921388)
    #expect(rng.random() == 0.4407325991753527)
    #expect(rng.random() == 0.007491470058587191)
    var bits = PythonRandom(seed: 1234)
    #expect(
      [bits.next32(), bits.next32(), bits.next32()] == [
        4_150_886_329, 3_342_196_574, 1_892_932_127,
      ])
  }

  @Test(arguments: [(2.675, 2.67), (0.125, 0.12), (0.135, 0.14), (-1.005, -1.0), (999.999, 1000.0)])
  func pythonRoundMatchesCPython(value: Double, rounded: Double) {
    #expect(pythonRound(value, 2) == rounded)
  }
}
