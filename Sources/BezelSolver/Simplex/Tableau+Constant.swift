/// Changing the constant of a constraint in place (kiwi `suggestValue`, generalised).
///
/// With `expression + c + μ·marker (+ …) = 0`, changing `c` by `δ` is the same as writing
/// `marker = marker′ + δ/μ`. So only the cells of the marker's column move: constants change,
/// no row is rebuilt, and a dual simplex pass restores feasibility if a constant went negative.
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
    beginJournal()
    let marker = record.marker
    let m = Int(marker)
    let shift = delta / record.markerCoefficient

    if kind(marker) == .dummy && rows[m] != nil {
      // A basic dummy means the equality was redundant; a new constant may contradict the
      // equalities it repeated. Remove and add it again, which decides that properly.
      remove(record)
      do {
        try addInJournal(record.constraint, constant: constant, sequence: record.sequence)
      } catch {
        rollBack()
        records[constraintID] = record
        throw .unsatisfiable(certificate: error.certificate)
      }
      commitJournal()
      return
    }

    if var row = rows[m] {
      saveRow(marker)
      rows[m] = nil
      row.constant -= shift
      if kind(marker) != .external && row.constant < 0 { infeasible.append(marker) }
      rows[m] = row
    } else {
      for basic in columns[m] {
        let b = Int(basic)
        saveRow(basic)
        guard var row = rows[b] else { continue }
        rows[b] = nil
        row.constant += row.coefficient(for: marker) * shift
        if kind(basic) != .external && row.constant < 0 { infeasible.append(basic) }
        rows[b] = row
      }
    }
    for x in definitionColumns[m] {
      let d = Int(x)
      saveRow(x)
      guard var definition = definitions[d] else { continue }
      definitions[d] = nil
      definition.constant += definition.coefficient(for: marker) * shift
      definitions[d] = definition
    }
    valuesAreCurrent = false
    if let failed = dualOptimize() {
      let certificate = (rows[Int(failed)]?.symbols ?? []) + [failed]
      rollBack()
      throw .unsatisfiable(certificate: certificate)
    }
    record.constant = constant
    records[constraintID] = record
    commitJournal()
  }
}
