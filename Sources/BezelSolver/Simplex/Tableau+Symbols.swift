/// Keeping the number of symbols in step with the constraints held.
///
/// Each constraint brings a slack, a dummy or two errors, and its removal leaves them behind:
/// nothing refers to them any more, but each still holds a slot in every per-symbol array. A
/// solver whose constraints are swapped in and out would grow without bound, so once the symbols
/// left behind outnumber the live ones they are dropped and the live ones numbered again, in the
/// same order. Every comparison of symbols (Bland's rule, cells sorted by symbol, ties broken by
/// the lowest id) then decides as before, and the solver goes on exactly as it would have.
extension Tableau {
  /// How many symbols may be left behind before they are dropped, whatever the live count.
  static let deadSymbolAllowance = 4096

  /// Whether enough symbols were left behind to drop them.
  var symbolsNeedCompacting: Bool {
    deadSymbolCount > Self.deadSymbolAllowance && 2 * deadSymbolCount > symbolCount
  }

  /// Drops the symbols nothing refers to and numbers the others again from 0, keeping their
  /// order.
  ///
  /// A symbol lives while it stands for a variable, marks a constraint held, is basic, or appears
  /// in a row, a definition or the objective. Must run outside any journal, whose saved rows name
  /// the old numbers.
  mutating func compactSymbols() {
    // The symbols are numbered afresh: what moved is no longer tracked (first, under the old
    // numbers).
    forgetMoves()
    let count = symbolCount
    var live = [Bool](repeating: false, count: count)
    for symbol in externalSymbols { live[Int(symbol)] = true }
    for record in records.values {
      live[Int(record.marker)] = true
      if record.other >= 0 { live[Int(record.other)] = true }
    }
    for s in 0..<count where !live[s] {
      if basics[s] != nil || !columns[s].isEmpty
        || !definitionColumns[s].isEmpty || symbolInfo[s].objective != 0
      {
        live[s] = true
      }
    }
    var numbers = [Symbol](repeating: -1, count: count)
    var next: Symbol = 0
    for s in 0..<count where live[s] {
      numbers[s] = next
      next += 1
    }
    deadSymbolCount = 0
    guard Int(next) < count else { return }

    var newInfo: [SymbolInfo] = []
    var newBasics: [Row?] = []
    var newValues: [Double] = []
    newInfo.reserveCapacity(Int(next))
    newBasics.reserveCapacity(Int(next))
    newValues.reserveCapacity(Int(next))
    for s in 0..<count where live[s] {
      var info = symbolInfo[s]
      info.marks.remove(.enteringQueued)
      newInfo.append(info)
      // The mark saying which of row and definition it is moves with the symbol's info.
      newBasics.append(
        basics[s].map {
          var row = $0
          row.renumber(numbers)
          return row
        })
      newValues.append(values[s])
    }
    symbolInfo = newInfo
    basics = newBasics
    values = newValues
    columns = Array(repeating: SymbolSet(), count: Int(next))
    definitionColumns = Array(repeating: SymbolSet(), count: Int(next))
    for s in 0..<Int(next) {
      if let row = self[row: s] { for x in row.symbols { columns[Int(x)].insert(Symbol(s)) } }
      if let row = self[definition: s] {
        for x in row.symbols { definitionColumns[Int(x)].insert(Symbol(s)) }
      }
    }

    renewSymbolEpoch()
    for i in externalSymbols.indices {
      let symbol = numbers[Int(externalSymbols[i])]
      externalSymbols[i] = symbol
      symbolOfVariable[externalVariables[i].id] = symbol
    }
    for record in records.values {
      records[record.constraint.id] = ConstraintRecord(
        constraint: record.constraint, sequence: record.sequence, constant: record.constant,
        marker: numbers[Int(record.marker)],
        other: record.other >= 0 ? numbers[Int(record.other)] : -1)
    }
    definitionOrder = definitionOrder.compactMap { entry in
      let symbol = numbers[Int(entry.symbol)]
      guard symbol >= 0, symbolInfo[Int(symbol)].rank == entry.rank,
        self[definition: Int(symbol)] != nil
      else { return nil }
      return DefinitionEntry(symbol, rank: entry.rank)
    }
    infeasible = infeasible.compactMap { numbers[Int($0)] >= 0 ? numbers[Int($0)] : nil }
    if var a = artificial {
      a.renumber(numbers)
      artificial = a
    }
    // The candidates are queued again under their new numbers; the scratch spaces start afresh.
    enteringCandidates = .init()
    for s in 0..<Int(next) where improves(Symbol(s), symbolInfo[s].objective) {
      symbolInfo[s].marks.insert(.enteringQueued)
      enteringCandidates.insert(Symbol(s))
    }
    accumulator = SparseAccumulator()
    column = Column()
    traversal = Traversal()
    program = nil
    valuesAreCurrent = false
    // The index of the required constraints names symbols by their old numbers.
    verification = nil
  }
}
