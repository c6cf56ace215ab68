import HeapModule

/// Adding a constraint (kiwi `addConstraint`, `createRow`, `chooseSubject`,
/// `addWithArtificialVariable`).
extension Tableau {
  /// Why an addition failed, for the facade to turn into a public error.
  enum AddFailure: Error {
    case unsatisfiable(certificate: [Symbol])

    /// The symbols of the row that could not be satisfied.
    var certificate: [Symbol] {
      switch self {
      case .unsatisfiable(let certificate): certificate
      }
    }
  }

  /// Adds `constraint` with `constant` in place of its expression's constant.
  ///
  /// On failure the tableau is left exactly as it was.
  mutating func add(_ constraint: Constraint, constant: Double) throws(AddFailure) {
    if ranksNeedCompacting { compactRanks() }
    // Until a phase one starts, an addition changes only symbols it creates: rolling back
    // drops those, so nothing else needs saving.
    beginJournal(recording: false)
    do {
      try addInJournal(constraint, constant: constant, sequence: nextSequence)
    } catch {
      rollBack()
      throw error
    }
    nextSequence += 1
    commitJournal()
    if verification != nil, let record = records[constraint.id] {
      noteRequiredChange(record, isNew: true)
    }
  }

  /// The addition itself, inside a journal the caller opened and closes.
  mutating func addInJournal(_ constraint: Constraint, constant: Double, sequence: Int)
    throws(AddFailure)
  {
    var (row, record) = makeRow(constraint, constant: constant, sequence: sequence)
    // Only an inequality puts a variable that prefers zero after its slack: in an equality such
    // a variable is an ordinary subject, which keeps optional equalities (whose errors would
    // otherwise become subjects and cost pivots later) as cheap as before.
    let defersZeroPreferring = constraint.relation != .equal
    if let subject = freshExternal(in: row, defersZeroPreferring: defersZeroPreferring) {
      // Nothing refers to the variable yet: the constraint defines it, and no other row moves.
      row.solve(for: subject)
      setDefinition(subject, row)
    } else {
      let magnitude: Double
      (row, magnitude) = reducedWithMagnitude(row)
      if let subject = chooseSubject(
        &row, record, magnitude: magnitude, defersZeroPreferring: defersZeroPreferring)
      {
        // A variable moves the rows that refer to it, which may leave one negative for good: the
        // dual simplex below then proves the constraint unsatisfiable, and the addition must be
        // undone. (A slack or error was chosen because it leaves every row feasible.)
        if kind(subject) == .external && !keepsRowsFeasible(subject, row) {
          journal?.recording = true
        }
        row.solve(for: subject)
        enterBasis(subject, row)
      } else if row.symbols.allSatisfy({ kind($0) == .dummy }) {
        // Every symbol is a dummy: the constraint repeats required equalities already held.
        // It is redundant when its constant agrees, and contradicts them otherwise.
        guard isNegligible(row.constant, magnitude: magnitude) else {
          throw .unsatisfiable(certificate: Array(row.symbols))
        }
        row.constant = 0
        row.solve(for: record.marker)
        setRow(record.marker, row)
        setValue(record.marker, row.constant)
      } else {
        journal?.recording = true
        let (success, certificate) = addWithArtificialVariable(row, magnitude: magnitude)
        guard success else { throw .unsatisfiable(certificate: certificate) }
      }
      optimize()
    }
    if !infeasible.isEmpty, let failed = dualOptimize() {
      let certificate = (self[row: Int(failed)].map { Array(reduced($0).symbols) } ?? []) + [failed]
      throw .unsatisfiable(certificate: certificate)
    }
    records[constraint.id] = record
  }

  /// The constraint as a row `0 = constant + Σ…`, with its slack, errors or dummy, and its errors
  /// entered in the objective.
  ///
  /// Variables get their symbols here, in term order.
  mutating func makeRow(
    _ constraint: Constraint, constant: Double, sequence: Int
  ) -> (Row, ConstraintRecord) {
    var row = Row(constant: constant, capacity: constraint.expression.terms.count + 2)
    for term in constraint.expression.terms where term.coefficient != 0 {
      row.appendUnsortedCell(symbol(for: term.variable), term.coefficient)
    }
    let owner = constraint.id
    let strength = constraint.strength.value
    var marker: Symbol
    var other: Symbol = -1
    // One derivation for the row and the record; a second error takes the opposite sign.
    let markerCoefficient = ConstraintRecord.markerCoefficient(of: constraint)
    switch constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      marker = makeSymbol(.slack, owner: owner)
      row.appendUnsortedCell(marker, markerCoefficient)
      if !constraint.strength.isRequired {
        other = makeSymbol(.error, owner: owner)
        row.appendUnsortedCell(other, -markerCoefficient)
        addToObjective(other, strength)
      }
    case .equal:
      if constraint.strength.isRequired {
        marker = makeSymbol(.dummy, owner: owner)
        row.appendUnsortedCell(marker, markerCoefficient)
      } else {
        marker = makeSymbol(.error, owner: owner)
        other = makeSymbol(.error, owner: owner)
        row.appendUnsortedCell(marker, markerCoefficient)
        row.appendUnsortedCell(other, -markerCoefficient)
        addToObjective(marker, strength)
        addToObjective(other, strength)
      }
    }
    let record = ConstraintRecord(
      constraint: constraint, sequence: sequence, constant: constant, marker: marker,
      other: other)
    row.sortCells()
    return (row, record)
  }

  /// Whether no row or definition holds `symbol` and it has none: a variable in that state can
  /// be defined by a new constraint without moving anything else.
  func isUnreferenced(_ symbol: Symbol) -> Bool {
    // Separate tests, not `&&`: unoptimised, each autoclosure would copy the whole tableau.
    let s = Int(symbol)
    if basics[s] != nil { return false }
    if !columns[s].isEmpty { return false }
    return definitionColumns[s].isEmpty
  }

  /// A variable of the row that nothing else mentions yet: the row can define it as it stands.
  ///
  /// A variable whose coefficient is far smaller than the row's largest is passed over: dividing
  /// by it would blow the rounding of the other cells up by as much.
  func freshExternal(in row: Row, defersZeroPreferring: Bool = false) -> Symbol? {
    let largest = largestPivot(in: row)
    for cell in row.cells where kind(cell.symbol) == .external {
      if defersZeroPreferring, prefersZero(cell.symbol) { continue }
      guard abs(cell.coefficient) * Tolerance.pivotRatio >= largest else { continue }
      if isUnreferenced(cell.symbol) { return cell.symbol }
    }
    return nil
  }

  /// Picks the symbol to solve a reduced row for, or nil when none keeps the tableau feasible.
  ///
  /// Like kiwi it takes a variable first; unlike kiwi it takes the one that appears in the
  /// fewest rows, and it may take any slack or error that keeps every row feasible, not only
  /// the constraint's own, preferring one outside the objective and in few rows, so that
  /// fewer values and objective cells move.
  /// May reverse the row's sign so that its constant is not negative.
  /// A symbol whose coefficient is far smaller than the row's largest is never taken
  /// (``Tolerance/pivotRatio``).
  mutating func chooseSubject(
    _ row: inout Row, _ record: ConstraintRecord, magnitude: Double,
    defersZeroPreferring: Bool = false
  ) -> Symbol? {
    let largest = largestPivot(in: row)
    if let best = leastUsedExternal(
      in: row, prefersZero: defersZeroPreferring ? false : nil, largest: largest)
    {
      return best
    }

    if row.constant < 0 { row.reverseSign() }
    let zeroConstant = isNegligible(row.constant, magnitude: magnitude)
    if zeroConstant { row.constant = 0 }
    // The scratch array, taken out while in use: no allocation once it has grown.
    var candidates = subjectCandidates
    subjectCandidates = []
    defer {
      candidates.removeAll(keepingCapacity: true)
      subjectCandidates = candidates
    }
    for cell in row.cells {
      let symbol = cell.symbol
      // The arrays are read directly: unoptimised, a call from this mutating method to a
      // non-mutating one copies the whole tableau.
      let k = symbolInfo[Int(symbol)].kind
      guard k == .slack || k == .error else { continue }
      // The constraint's own slack or error is in no other row: solving for it spreads nothing.
      let own = symbol == record.marker || symbol == record.other
      guard own || abs(cell.coefficient) * Tolerance.pivotRatio >= largest else { continue }
      guard cell.coefficient < 0 || zeroConstant else { continue }
      let inObjective = symbolInfo[Int(symbol)].objective != 0 ? 1 : 0
      candidates.append((inObjective, columns[Int(symbol)].count, symbol))
    }
    if candidates.count > 1 {
      candidates.sort {
        ($0.inObjective, $0.count, $0.symbol) < ($1.inObjective, $1.count, $1.symbol)
      }
    }
    for candidate in candidates where keepsRowsFeasible(candidate.symbol, row) {
      if row.coefficient(for: candidate.symbol) > 0 { row.reverseSign() }
      return candidate.symbol
    }
    // A variable that prefers zero is defined only when no slack or error can be.
    if let best = leastUsedExternal(in: row, prefersZero: true, largest: largest) {
      return best
    }
    // No subject is well-conditioned: a poorly conditioned variable beats none, which would
    // make phase one look for the same pivot.
    var fallback: Cell?
    for cell in row.cells where symbolInfo[Int(cell.symbol)].kind == .external {
      if abs(cell.coefficient) > abs(fallback?.coefficient ?? 0) { fallback = cell }
    }
    return fallback?.symbol
  }

  /// The row's well-conditioned external symbol that the fewest rows refer to, among those that
  /// do or do not prefer zero; the lowest id on a tie.
  func leastUsedExternal(in row: Row, prefersZero wanted: Bool?, largest: Double) -> Symbol? {
    var best: Symbol?
    var bestCount = Int.max
    for cell in row.cells where kind(cell.symbol) == .external {
      // Separate tests, not `||`: unoptimised, its autoclosure would copy the whole tableau.
      if let wanted, prefersZero(cell.symbol) != wanted { continue }
      guard abs(cell.coefficient) * Tolerance.pivotRatio >= largest else { continue }
      let count = columns[Int(cell.symbol)].count
      if count < bestCount {
        best = cell.symbol
        bestCount = count
      }
    }
    return best
  }

  /// Whether the symbol is a variable that prefers zero.
  @inline(__always)
  func prefersZero(_ symbol: Symbol) -> Bool {
    symbolInfo[Int(symbol)].marks.contains(.prefersZero)
  }

  /// Whether solving `row` for `symbol` leaves every restricted row non-negative: the symbol
  /// enters at `constant / -coefficient`, and each row moves with it along its column.
  mutating func keepsRowsFeasible(_ symbol: Symbol, _ row: Row) -> Bool {
    let value = row.constant / -row.coefficient(for: symbol)
    if value == 0 || columns[Int(symbol)].isEmpty { return true }
    computeColumn(of: symbol)
    for x in column.members where kind(x) != .external {
      let old = values[Int(x)]
      let move = column.coefficient(of: x) * value
      let new = old + move
      if new < 0 && !isNegligible(new, magnitude: abs(old) + abs(move)) { return false }
    }
    return true
  }

  /// The heap key of a basic symbol: its rank, then its id.
  @inline(__always)
  func rankKey(_ symbol: Symbol) -> Int { symbolInfo[Int(symbol)].rank << 32 | Int(symbol) }

  /// Writes every basic symbol of `row` out in parametric symbols, highest rank first, so that
  /// a symbol two rows share cancels before it is itself written out.
  mutating func reduced(_ row: Row) -> Row { reducedWithMagnitude(row).row }

  /// ``reduced(_:)``, with the sum of the magnitudes of the constants it added up: the scale
  /// against which the reduced constant is rounding noise (``isNegligible(_:magnitude:)``).
  mutating func reducedWithMagnitude(_ row: Row) -> (row: Row, magnitude: Double) {
    // Unoptimised, a call from here to a non-mutating method copies the whole tableau, so the
    // loops below read its arrays directly.
    var hasBasic = false
    for x in row.symbols {
      if basics[Int(x)] == nil { continue }
      hasBasic = true
      break
    }
    if !hasBasic { return (row, abs(row.constant)) }
    // The sum is moved out of the tableau while it is built, so that building it never
    // copies it.
    var sum = SparseAccumulator()
    swap(&sum, &accumulator)
    var pending = Heap<Int>()
    swap(&pending, &rankHeap)
    defer {
      swap(&sum, &accumulator)
      swap(&pending, &rankHeap)
    }
    sum.start(row)
    for x in row.symbols {
      if basics[Int(x)] == nil { continue }
      sum.mark(x)
      pending.insert(symbolInfo[Int(x)].rank << 32 | Int(x))
    }
    while let top = pending.popMax() {
      let symbol = Symbol(truncatingIfNeeded: top & 0xFFFF_FFFF)
      guard let basicRow = basics[Int(symbol)] else { continue }
      let c = sum.take(symbol)
      if c == 0 { continue }
      sum.add(basicRow, times: c)
      for x in basicRow.symbols {
        if basics[Int(x)] == nil { continue }
        if sum.isMarked(x) { continue }
        if sum.coefficient(of: x) == 0 { continue }
        sum.mark(x)
        pending.insert(symbolInfo[Int(x)].rank << 32 | Int(x))
      }
    }
    let magnitude = sum.magnitude
    return (sum.finish(), magnitude)
  }

  /// Phase one for a row that has no feasible subject: minimise an artificial variable equal to the
  /// row.
  ///
  /// Returns whether it reached zero, and the artificial objective's symbols at the optimum, which
  /// name the constraints that stand in the way.
  mutating func addWithArtificialVariable(_ row: Row, magnitude: Double) -> (Bool, [Symbol]) {
    let art = makeSymbol(.slack)
    setRow(art, row)
    setValue(art, row.constant)
    artificial = row
    optimize(artificialObjective: true)
    let final = artificial ?? Row()
    let success = isNegligible(final.constant, magnitude: magnitude)
    artificial = nil

    if let basicRow = self[row: Int(art)] {
      // The artificial variable is still basic, at zero: pivot a restricted symbol in for it.
      let expanded = reduced(basicRow)
      if expanded.isEmpty {
        _ = takeRow(art)
      } else {
        // The largest coefficient, lowest id on ties: the best-conditioned pivot.
        var entering: Symbol?
        var largest = 0.0
        for cell in expanded.cells where kind(cell.symbol) == .slack || kind(cell.symbol) == .error
        {
          if abs(cell.coefficient) > largest {
            largest = abs(cell.coefficient)
            entering = cell.symbol
          }
        }
        guard let entering else { return (false, Array(final.symbols)) }
        computeColumn(of: entering)
        guard pivot(entering: entering, leaving: art, expanded: expanded) else {
          return (false, Array(final.symbols))
        }
      }
    }
    // Parametric now, the artificial variable is zero for good: its cells go.
    for basic in columns[Int(art)].sorted() {
      modifyRow(basic) { $0.remove(art) }
    }
    if symbolInfo[Int(art)].objective != 0 { setObjectiveCoefficient(art, 0) }
    return (success, Array(final.symbols))
  }
}
