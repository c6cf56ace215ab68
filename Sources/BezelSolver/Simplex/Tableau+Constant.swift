/// Changing the constant of a constraint in place (kiwi `suggestValue`, generalised).
///
/// With `expression + c + μ·marker (+ …) = 0`, changing `c` by `δ` is the same as writing
/// `marker = marker′ + δ/μ`. So only the constants of the rows that hold the marker change, the
/// values move along the marker's column, no row is rebuilt, and a dual simplex pass restores
/// feasibility if a value went negative.
extension Tableau {
  enum ConstantFailure: Error {
    case unsatisfiable(certificate: [Symbol])

    /// The symbols of the row that could not be satisfied.
    var certificate: [Symbol] {
      switch self {
      case .unsatisfiable(let certificate): certificate
      }
    }
  }

  mutating func updateConstant(_ constraintID: Int, to constant: Double) throws(ConstantFailure) {
    guard var record = records[constraintID] else { return }
    let delta = constant - record.constant
    if delta == 0 { return }
    if ranksNeedCompacting { compactRanks() }
    // Moving constants changes no structure: the journal notes the old constants alone, and saves
    // whole rows only once the dual simplex starts pivoting.
    beginJournal(recording: false)
    let marker = record.marker
    let m = Int(marker)
    let shift = delta / record.markerCoefficient

    if kind(marker) == .dummy && self[row: m] != nil {
      // A basic dummy means the equality was redundant; a new constant may contradict the
      // equalities it repeated. Remove and add it again, which decides that properly.
      journal?.recording = true
      remove(record)
      do {
        try addInJournal(record.constraint, constant: constant, sequence: record.sequence)
      } catch {
        rollBack()
        records[constraintID] = record
        throw .unsatisfiable(certificate: error.certificate)
      }
      commitJournal()
      noteRequiredChange(record, isNew: false)
      return
    }

    journal?.savesValues = true
    // Every row and definition that holds the marker now holds `marker′ + δ/μ`.
    moveConstants(of: columns[m], along: marker, by: shift, definitions: false)
    moveConstants(of: definitionColumns[m], along: marker, by: shift, definitions: true)
    if let old = self[row: m]?.constant {
      // A basic marker absorbs the change alone: `marker′ = row − δ/μ`, and the rows that
      // refer to it keep their values.
      savedConstants.append((marker, old, false))
      self[row: m]?.constant = old - shift
      let value = values[m] - shift
      setValue(marker, value)
      if kind(marker) != .external && value < 0 { infeasible.append(marker) }
    } else {
      computeColumn(of: marker)
      moveValuesAlongColumn(by: shift)
    }
    journal?.recording = true
    valuesAreCurrent = false
    if let failed = dualOptimize() {
      let certificate = (self[row: Int(failed)].map { Array(reduced($0).symbols) } ?? []) + [failed]
      rollBack()
      throw .unsatisfiable(certificate: certificate)
    }
    record.constant = constant
    records.setConstant(constant, forKey: constraintID)
    commitJournal()
    noteRequiredChange(record, isNew: false)
  }

  /// Moves the constants of the rows (or the definitions) among `holders` along `marker` by
  /// `shift`, noting the old ones in `savedConstants`.
  ///
  /// In place in `basics`: through ``subscript(row:)``'s accessor, a width change of a screen
  /// of a thousand rows spent more on reaching each row than on changing it.
  private mutating func moveConstants(
    of holders: SymbolSet, along marker: Symbol, by shift: Double, definitions: Bool
  ) {
    basics.withUnsafeMutableBufferPointer { basics in
      for symbol in holders {
        let s = Int(symbol)
        // The mark says whether the entry is a definition or a row.
        guard symbolInfo[s].marks.contains(.isDefinition) == definitions, basics[s] != nil
        else { continue }
        let old = basics[s]!.moveConstant(along: marker, by: shift).old
        savedConstants.append((symbol, old, definitions))
      }
    }
    if definitions {
      for symbol in holders where symbolInfo[Int(symbol)].marks.contains(.isDefinition) {
        noteMoved(symbol)
      }
    }
  }
}
