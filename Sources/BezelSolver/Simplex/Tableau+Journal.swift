/// What a call that may fail changed, so that a failure can put everything back.
///
/// Rows and objective cells are saved once, before their first change, in the tableau's
/// `savedRows` and `savedObjective`, and constants moved in place in `savedConstants` (the journal
/// itself holds only numbers, so that saving never copies it); symbols and variables created by
/// the call are dropped. A refused call therefore leaves the solver bit for bit as it was,
/// including the pivots its next calls will make.
struct Journal {
  let symbolCount: Int
  let objectiveConstant: Double
  let definitionOrderCount: Int
  let nextRank: Int
  let nextRowRank: Int
  /// Whether rows, objective cells and values of existing symbols are being saved.
  ///
  /// An addition turns this on only where it can fail after changing them: the phase-one path.
  var recording: Bool
  /// Whether values of existing symbols are being saved, rows or not.
  var savesValues = false
}

extension Tableau {
  mutating func beginJournal(recording: Bool = true) {
    journal = Journal(
      symbolCount: symbolCount, objectiveConstant: objectiveConstant,
      definitionOrderCount: definitionOrder.count, nextRank: nextRank, nextRowRank: nextRowRank,
      recording: recording)
    clearSaved()
  }

  mutating func commitJournal() {
    journal = nil
    clearSaved()
  }

  /// Empties the saved rows, objective cells, constants and values, and clears the marks of the
  /// symbols they were saved for; most calls saved none.
  private mutating func clearSaved() {
    let count = symbolInfo.count
    if !savedRows.isEmpty {
      for saved in savedRows where Int(saved.symbol) < count {
        symbolInfo[Int(saved.symbol)].marks.remove(.rowSaved)
      }
      savedRows.removeAll(keepingCapacity: true)
    }
    if !savedObjective.isEmpty {
      for saved in savedObjective where Int(saved.symbol) < count {
        symbolInfo[Int(saved.symbol)].marks.remove(.objectiveSaved)
      }
      savedObjective.removeAll(keepingCapacity: true)
    }
    if !savedValues.isEmpty {
      for saved in savedValues where Int(saved.symbol) < count {
        symbolInfo[Int(saved.symbol)].marks.remove(.valueSaved)
      }
      savedValues.removeAll(keepingCapacity: true)
    }
    if !savedConstants.isEmpty { savedConstants.removeAll(keepingCapacity: true) }
    if !poppedCandidates.isEmpty { poppedCandidates.removeAll(keepingCapacity: true) }
  }

  /// Undoes everything since ``beginJournal()``.
  mutating func rollBack() {
    guard let j = journal else { return }
    journal = nil
    // Values, rows and definitions are put back directly, and symbols dropped: what moved is no
    // longer tracked (first, while every symbol it names is still there).
    forgetMoves()
    for saved in savedRows.reversed() {
      let s = Int(saved.symbol)
      if let current = self[row: s] {
        for x in current.symbols { columns[Int(x)].remove(saved.symbol) }
      }
      if let current = self[definition: s] {
        for x in current.symbols { definitionColumns[Int(x)].remove(saved.symbol) }
      }
      self[row: s] = saved.row
      self[definition: s] = saved.definition
      symbolInfo[s].rank = saved.rank
      if let row = saved.row {
        for x in row.symbols { columns[Int(x)].insert(saved.symbol) }
      }
      if let row = saved.definition {
        for x in row.symbols { definitionColumns[Int(x)].insert(saved.symbol) }
      }
    }
    for saved in savedConstants.reversed() {
      let s = Int(saved.symbol)
      if saved.isDefinition {
        self[definition: s]?.constant = saved.constant
      } else {
        self[row: s]?.constant = saved.constant
      }
    }
    for saved in savedObjective.reversed() {
      symbolInfo[Int(saved.symbol)].objective = saved.coefficient
    }
    for saved in savedValues.reversed() { values[Int(saved.symbol)] = saved.value }
    // The symbols whose objective cell, basis membership or queue place the call changed: only
    // they may now be missing from the entering candidates.
    var touched = poppedCandidates
    touched += savedRows.lazy.map(\.symbol)
    touched += savedObjective.lazy.map(\.symbol)
    clearSaved()
    objectiveConstant = j.objectiveConstant
    let n = j.symbolCount
    symbolInfo.removeLast(symbolInfo.count - n)
    basics.removeLast(basics.count - n)
    columns.removeLast(columns.count - n)
    definitionColumns.removeLast(definitionColumns.count - n)
    values.removeLast(values.count - n)
    // Columns of surviving symbols may still name rows of dropped symbols only if those rows
    // were saved as absent, which the loop above already cleared.
    // Symbols are handed out in increasing order: the dropped variables are a suffix.
    var kept = externalSymbols.count
    while kept > 0 && Int(externalSymbols[kept - 1]) >= n { kept -= 1 }
    if kept < externalSymbols.count { renewSymbolEpoch() }
    for variable in externalVariables[kept...] { symbolOfVariable[variable.id] = nil }
    externalSymbols.removeLast(externalSymbols.count - kept)
    externalVariables.removeLast(externalVariables.count - kept)
    reportedValues.removeLast(reportedValues.count - kept)
    definitionOrder.removeLast(definitionOrder.count - j.definitionOrderCount)
    nextRank = j.nextRank
    nextRowRank = j.nextRowRank
    infeasible.removeAll()
    artificial = nil
    requeueCandidates(touched)
    valuesAreCurrent = false
    program = nil
  }

  /// Queues again each of `symbols` that survived the roll-back and may improve the objective.
  ///
  /// Every other symbol is as it was when the journal began, queued if it may improve, so the
  /// candidates are complete again in time proportional to what the call touched, not to the
  /// tableau. Entries of dropped symbols stay in the queue and are skipped when they come up.
  private mutating func requeueCandidates(_ symbols: [Symbol]) {
    for symbol in symbols where Int(symbol) < symbolCount {
      let s = Int(symbol)
      if !symbolInfo[s].marks.contains(.enteringQueued)
        && improves(symbol, symbolInfo[s].objective)
      {
        symbolInfo[s].marks.insert(.enteringQueued)
        enteringCandidates.insert(symbol)
      }
    }
  }
}
