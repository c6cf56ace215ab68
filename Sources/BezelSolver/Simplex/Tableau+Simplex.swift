/// The primal and dual simplex steps (kiwi `optimize`, `dualOptimize` and their helpers).
///
/// Entering symbols are taken lowest id first and ties between leaving rows go to the lowest
/// id (Bland's rule), which cannot cycle in exact arithmetic; an iteration bound guards
/// against rounding all the same, so that no call can loop forever.
extension Tableau {
  var iterationLimit: Int { 64 * symbolCount + 1024 }

  /// Minimises the objective, or the artificial objective during phase one.
  mutating func optimize(artificialObjective: Bool = false) {
    var iterations = 0
    while iterations < iterationLimit {
      iterations += 1
      guard let entering = nextEntering(artificialObjective: artificialObjective) else { return }
      let coefficient =
        artificialObjective
        ? (artificial?.coefficient(for: entering) ?? 0) : objectiveCoefficients[Int(entering)]
      // A variable is unrestricted: when its cost is positive, it improves by decreasing.
      let direction: Double = kind(entering) == .external && coefficient > 0 ? -1 : 1
      guard let leaving = leavingRow(for: entering, direction: direction) else {
        // No row bounds the move. The objective is a sum of non-negative errors, so this
        // cannot happen in exact arithmetic; stop rather than pivot on noise.
        return
      }
      pivot(entering: entering, leaving: leaving)
    }
  }

  mutating func nextEntering(artificialObjective: Bool) -> Symbol? {
    if artificialObjective {
      guard let a = artificial else { return nil }
      for (i, symbol) in a.symbols.enumerated() where improves(symbol, a.coefficients[i]) {
        return symbol
      }
      return nil
    }
    while let symbol = enteringCandidates.popMin() {
      symbolInfo[Int(symbol)].enteringQueued = false
      if improves(symbol, objectiveCoefficients[Int(symbol)]) && !isBasic(symbol) {
        return symbol
      }
    }
    return nil
  }

  /// The restricted row that first reaches zero as `entering` grows in `direction`.
  func leavingRow(for entering: Symbol, direction: Double) -> Symbol? {
    var best: Symbol?
    var bestRatio = Double.infinity
    for basic in columns[Int(entering)] where kind(basic) != .external {
      guard let row = rows[Int(basic)] else { continue }
      let coefficient = row.coefficient(for: entering) * direction
      guard coefficient < 0 else { continue }
      let ratio = -row.constant / coefficient
      if ratio < bestRatio || (ratio == bestRatio && best.map { basic < $0 } ?? true) {
        bestRatio = ratio
        best = basic
      }
    }
    return best
  }

  mutating func pivot(entering: Symbol, leaving: Symbol) {
    guard var row = takeRow(leaving) else { return }
    row.solve(for: entering, replacing: leaving)
    substitute(entering, row)
    setRow(entering, row)
  }

  /// Restores feasibility after constants changed, keeping the objective optimal.
  ///
  /// Returns the row that could not be made feasible, if any.
  mutating func dualOptimize() -> Symbol? {
    var iterations = 0
    while let leaving = infeasible.popLast() {
      iterations += 1
      if iterations > iterationLimit {
        infeasible.removeAll()
        return nil
      }
      guard let row = rows[Int(leaving)], row.constant < 0, kind(leaving) != .external else {
        continue
      }
      guard let entering = dualEntering(row) else {
        if row.constant > -epsilon { continue }
        infeasible.removeAll()
        return leaving
      }
      pivot(entering: entering, leaving: leaving)
    }
    return nil
  }

  /// The symbol whose entry keeps every reduced cost non-negative (kiwi
  /// `getDualEnteringSymbol`), lowest id on ties.
  func dualEntering(_ row: Row) -> Symbol? {
    var best: Symbol?
    var bestRatio = Double.infinity
    for (i, symbol) in row.symbols.enumerated() {
      let coefficient = row.coefficients[i]
      let ratio: Double
      switch kind(symbol) {
      case .dummy: continue
      case .external:
        ratio = abs(objectiveCoefficients[Int(symbol)]) / abs(coefficient)
      case .slack, .error:
        guard coefficient > 0 else { continue }
        ratio = objectiveCoefficients[Int(symbol)] / coefficient
      }
      if ratio < bestRatio {
        bestRatio = ratio
        best = symbol
      }
    }
    return best
  }

  /// The row to pivot on so that a removed constraint's marker can leave the tableau
  /// (kiwi `getMarkerLeavingRow`): a restricted row that stays feasible, else any row.
  func markerLeavingRow(_ marker: Symbol) -> Symbol? {
    var first: (ratio: Double, symbol: Symbol)?
    var second: (ratio: Double, symbol: Symbol)?
    var third: Symbol?
    for basic in columns[Int(marker)].sorted() {
      guard let row = rows[Int(basic)] else { continue }
      let c = row.coefficient(for: marker)
      if c == 0 { continue }
      if kind(basic) == .external {
        if third == nil { third = basic }
      } else if c < 0 {
        let r = -row.constant / c
        if r < (first?.ratio ?? .infinity) { first = (r, basic) }
      } else {
        let r = row.constant / c
        if r < (second?.ratio ?? .infinity) { second = (r, basic) }
      }
    }
    return first?.symbol ?? second?.symbol ?? third
  }
}
