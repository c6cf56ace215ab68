/// Removing a constraint (kiwi `removeConstraint`).
extension Tableau {
  mutating func remove(_ record: ConstraintRecord) {
    // Outside a journal only: a removal inside one is part of a constant change, which checked.
    if journal == nil && ranksNeedCompacting { compactRanks() }
    records[record.constraint.id] = nil
    noteRequiredRemoval(record)
    let strength = record.constraint.strength.value
    // Take the constraint's errors out of the objective.
    for error in [record.marker, record.other] where error >= 0 && kind(error) == .error {
      if let row = self[row: Int(error)] {
        addToObjective(reduced(row), times: -strength)
      } else {
        addToObjective(error, -strength)
      }
    }
    removeMarker(record.marker, other: record.other)
    optimize()
    if !infeasible.isEmpty { _ = dualOptimize() }
    deadSymbolCount += record.other >= 0 ? 2 : 1
    if journal == nil && symbolsNeedCompacting { compactSymbols() }
  }

  /// Makes the marker basic and drops its row.
  ///
  /// Every row that held the constraint then holds it no longer; the other error, whose column is
  /// proportional, disappears with it.
  mutating func removeMarker(_ marker: Symbol, other: Symbol) {
    if self[row: Int(marker)] != nil {
      dropRow(marker)
    } else if other >= 0 && self[row: Int(other)] != nil {
      dropRow(other)
    } else if let leaving = markerLeavingRow(marker),
      pivot(entering: marker, leaving: leaving)
    {
      dropRow(marker)
    } else {
      // No row moves with the marker: it lives only in definitions. Solve the lowest-ranked
      // definition that depends on it for the marker, written out in parametric symbols, and put
      // that wherever the marker is; the definition's variable becomes free.
      let holders = definitionColumns[Int(marker)].sorted {
        (symbolInfo[Int($0)].rank, $0) < (symbolInfo[Int($1)].rank, $1)
      }
      for owner in holders {
        guard let definition = self[definition: Int(owner)] else { continue }
        var row = reduced(definition)
        let c = row.coefficient(for: marker)
        guard c != 0, abs(c) * Tolerance.pivotRatio >= largestPivot(in: row) else { continue }
        _ = takeDefinition(owner)
        row.solve(for: marker, replacing: owner)
        if symbolInfo[Int(marker)].objective != 0 {
          let c = symbolInfo[Int(marker)].objective
          setObjectiveCoefficient(marker, 0)
          addToObjective(row, times: c)
        }
        for x in columns[Int(marker)].sorted() {
          modifyRow(x) { $0.substitute(marker, with: row) }
        }
        substituteInDefinitions(marker, row)
        return
      }
    }
  }
}
