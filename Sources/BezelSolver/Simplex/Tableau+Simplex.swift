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
    // Symbols no row bounds: the objective is a sum of non-negative errors, so this cannot
    // happen in exact arithmetic, and the column is rounding noise; they are passed over.
    var unbounded: [Symbol] = []
    while iterations < iterationLimit {
      iterations += 1
      guard
        let entering = nextEntering(artificialObjective: artificialObjective, except: unbounded)
      else { return }
      let coefficient =
        artificialObjective
        ? (artificial?.coefficient(for: entering) ?? 0) : symbolInfo[Int(entering)].objective
      // A variable is unrestricted: when its cost is positive, it improves by decreasing.
      let direction: Double = kind(entering) == .external && coefficient > 0 ? -1 : 1
      computeColumn(of: entering)
      guard let leaving = leavingRow(direction: direction) else {
        unbounded.append(entering)
        continue
      }
      guard pivot(entering: entering, leaving: leaving) else { return }
      pivotCount += 1
    }
    iterationLimitReached = true
  }

  /// The symbol to enter: for the artificial objective, its first improving cell that is not
  /// rounding noise beside the largest (``Tolerance/pivotRatio``); otherwise the lowest queued
  /// improving symbol.
  mutating func nextEntering(artificialObjective: Bool, except skipped: [Symbol] = []) -> Symbol? {
    if artificialObjective {
      guard let a = artificial else { return nil }
      let threshold = largestPivot(in: a) / Tolerance.pivotRatio
      var small: Symbol?
      for cell in a.cells
      where improves(cell.symbol, cell.coefficient) && !skipped.contains(cell.symbol) {
        if abs(cell.coefficient) > threshold { return cell.symbol }
        if small == nil { small = cell.symbol }
      }
      return small
    }
    while let symbol = enteringCandidates.popMin() {
      // A symbol a roll-back dropped may still wait here (``rollBack()``).
      guard Int(symbol) < symbolCount else { continue }
      symbolInfo[Int(symbol)].marks.remove(.enteringQueued)
      if journal != nil { poppedCandidates.append(symbol) }
      if improves(symbol, symbolInfo[Int(symbol)].objective) && !isBasic(symbol) {
        return symbol
      }
    }
    return nil
  }

  /// The restricted row that first reaches zero as the symbol whose column was last computed
  /// grows in `direction`.
  ///
  /// Every nonzero rate counts, however small: ``computeColumn(of:)`` already made the rates
  /// that cancel to rounding noise zero.
  func leavingRow(direction: Double) -> Symbol? {
    var best: Symbol?
    var bestRatio = Double.infinity
    for basic in column.members where kind(basic) != .external {
      let coefficient = column.coefficient(of: basic) * direction
      guard coefficient < 0 else { continue }
      let ratio = -values[Int(basic)] / coefficient
      if ratio < bestRatio || (ratio == bestRatio && best.map { basic < $0 } ?? true) {
        bestRatio = ratio
        best = basic
      }
    }
    return best
  }

  /// Makes `entering` basic in place of `leaving`, whose row holds it once written out; the
  /// column last computed must be `entering`'s.
  ///
  /// Only the new row is written: the rows that refer to either symbol keep referring to it.
  /// Returns false, changing nothing, when the written-out row lacks `entering` after all.
  @discardableResult
  mutating func pivot(entering: Symbol, leaving: Symbol, expanded: Row? = nil) -> Bool {
    guard let leavingRow = self[row: Int(leaving)] else { return false }
    var row = expanded ?? reduced(leavingRow)
    let rate = column.coefficient(of: leaving)
    guard row.contains(entering), rate != 0 else { return false }
    let step = -values[Int(leaving)] / rate
    moveValuesAlongColumn(by: step, except: leaving)
    _ = takeRow(leaving)
    row.solve(for: entering, replacing: leaving)
    setRow(entering, row)
    setValue(entering, step)
    substituteInObjectives(entering, row)
    return true
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
        iterationLimitReached = true
        return nil
      }
      let value = values[Int(leaving)]
      guard let row = self[row: Int(leaving)], value < 0, kind(leaving) != .external else {
        continue
      }
      pivotCount += 1
      let (expanded, magnitude) = reducedWithMagnitude(row)
      guard let entering = dualEntering(expanded) else {
        if isNegligible(value, magnitude: magnitude) { continue }
        infeasible.removeAll()
        return leaving
      }
      computeColumn(of: entering)
      pivot(entering: entering, leaving: leaving, expanded: expanded)
    }
    return nil
  }

  /// The symbol whose entry keeps every reduced cost non-negative (kiwi
  /// `getDualEnteringSymbol`), lowest id on ties; `row` is written in parametric symbols.
  ///
  /// A coefficient far smaller than the row's largest is not pivoted on.
  func dualEntering(_ row: Row) -> Symbol? {
    var best: Symbol?
    var bestRatio = Double.infinity
    let threshold = largestPivot(in: row) / Tolerance.pivotRatio
    var small: Symbol?
    for cell in row.cells {
      let symbol = cell.symbol
      let coefficient = cell.coefficient
      if abs(coefficient) < threshold {
        let eligible = kind(symbol) == .external || (kind(symbol) != .dummy && coefficient > 0)
        if small == nil && eligible { small = symbol }
        continue
      }
      let ratio: Double
      switch kind(symbol) {
      case .dummy: continue
      case .external:
        ratio = abs(symbolInfo[Int(symbol)].objective) / abs(coefficient)
      case .slack, .error:
        guard coefficient > 0 else { continue }
        ratio = symbolInfo[Int(symbol)].objective / coefficient
      }
      if ratio < bestRatio {
        bestRatio = ratio
        best = symbol
      }
    }
    // Only coefficients far below the largest could enter: one of them beats giving up.
    return best ?? small
  }

  /// The row to pivot on so that a removed constraint's marker can leave the tableau
  /// (kiwi `getMarkerLeavingRow`): a restricted row that stays feasible, else any row.
  ///
  /// Leaves the marker's column computed.
  mutating func markerLeavingRow(_ marker: Symbol) -> Symbol? {
    var first: (ratio: Double, symbol: Symbol)?
    var second: (ratio: Double, symbol: Symbol)?
    var third: Symbol?
    computeColumn(of: marker)
    for basic in column.members {
      let c = column.coefficient(of: basic)
      if c == 0 { continue }
      let value = values[Int(basic)]
      if kind(basic) == .external {
        if third.map({ basic < $0 }) ?? true { third = basic }
      } else if c < 0 {
        let r = -value / c
        if first.map({ (r, basic) < ($0.ratio, $0.symbol) }) ?? true { first = (r, basic) }
      } else {
        let r = value / c
        if second.map({ (r, basic) < ($0.ratio, $0.symbol) }) ?? true { second = (r, basic) }
      }
    }
    return first?.symbol ?? second?.symbol ?? third
  }
}
