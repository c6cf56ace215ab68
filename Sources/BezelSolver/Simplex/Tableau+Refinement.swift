/// Iterative refinement: winning back the accuracy that rounding lost, without changing the
/// basis.
///
/// The rows are the constraints combined by pivots, and a value read from them can be the small
/// difference of large numbers: a width of 0.15 computed from positions near 3e9 keeps only
/// about 1e-6 of accuracy, which a constraint of magnitude 150 shows as a violation. Read at the
/// values, each constraint `0 = c + expression + μ·marker (+ ν·other)` leaves a residual `r`.
/// Correcting the values by what the rows make of the residuals alone (the marker of each
/// parametric constraint moved by `r/μ`, the row of each basic marker by `−r/μ`), and adding
/// the correction instead of evaluating everything again, keeps the large numbers out of the
/// correction: each round shrinks the residuals by the rows' own accuracy (Wilkinson's iterative
/// refinement, with the factored basis as the approximate solver; Skeel 1980 for why one
/// precision suffices).
extension Tableau {
  /// How many rounds of refinement a read may spend before solving everything afresh.
  static let refinementRounds = 4

  /// Refines the values until every required constraint holds within ``requiredTolerance``
  /// or the rounds run out; returns whether they hold.
  ///
  /// The values stay as refined until something changes; from then on every read checks the
  /// required constraints again (``refinesValues``) until they hold without refining.
  ///
  /// - Complexity: O(terms of the constraints + cells of the rows and definitions) per round.
  mutating func refineRequiredConstraints() -> Bool {
    refinesValues = true
    refreshValues()
    for _ in 0..<Self.refinementRounds {
      var correction = [Double](repeating: 0, count: symbolCount)
      var shifted = false
      records.forEachValue { record in
        let marker = Int(record.marker)
        // A basic dummy repeats equalities held elsewhere: its residual follows from theirs.
        if kind(record.marker) == .dummy && self[row: marker] != nil { return }
        let r = residual(of: record)
        guard r != 0 && r.isFinite else { return }
        // A basic marker's row absorbs the shift; a parametric marker moves by it.
        correction[marker] = (self[row: marker] == nil ? 1 : -1) * r / record.markerCoefficient
        shifted = true
      }
      if !shifted { break }
      propagate(&correction)
      // The correction must leave no slack or error negative: that would need a pivot, which
      // only solving afresh may make now. A negative within rounding is zero.
      for s in 0..<symbolCount where basics[s] != nil {
        let value = values[s] + correction[s]
        guard value.isFinite else { return false }
        if value < 0 && kind(Symbol(s)) != .external {
          guard isNegligible(value, magnitude: abs(values[s]) + abs(correction[s])) else {
            return false
          }
          correction[s] = -values[s]
        }
      }
      // Written directly, past the tracking of what moved: the next evaluation evaluates
      // everything, as it did before refining.
      forgetMoves()
      for s in 0..<symbolCount where basics[s] != nil {
        values[s] += correction[s]
      }
      changesAreReported = false
      if requiredConstraintsHold() { return true }
    }
    return requiredConstraintsHold()
  }

  /// `c + expression + μ·marker + ν·other` at the current values, with the constant in force.
  ///
  /// Summed with Neumaier's compensation: the residual is the small difference of large terms.
  func residual(of record: ConstraintRecord) -> Double {
    var sum = CompensatedSum(record.constant)
    for term in record.constraint.expression.terms where term.coefficient != 0 {
      guard let symbol = symbolOfVariable[term.variable.id] else { continue }
      sum.add(term.coefficient * values[Int(symbol)])
    }
    sum.add(record.markerCoefficient * values[Int(record.marker)])
    if record.other >= 0 { sum.add(-record.markerCoefficient * values[Int(record.other)]) }
    return sum.value
  }

  /// Turns the shifts of the markers in `correction` into the correction of every basic
  /// symbol: rows in rank order (each refers only to lower ranks), then definitions in rank
  /// order, each the sum of its cells times the corrections of their symbols.
  func propagate(_ correction: inout [Double]) {
    var order: [(rank: Int, symbol: Int)] = []
    for s in basics.indices where self[row: s] != nil { order.append((symbolInfo[s].rank, s)) }
    order.sort { $0.rank < $1.rank }
    for (_, s) in order {
      guard let row = self[row: s] else { continue }
      var sum = correction[s]
      for cell in row.cells { sum += cell.coefficient * correction[Int(cell.symbol)] }
      correction[s] = sum
    }
    for entry in definitionOrder {
      let s = Int(entry.symbol)
      guard symbolInfo[s].rank == entry.rank, let definition = self[definition: s] else { continue }
      var sum = 0.0
      for cell in definition.cells { sum += cell.coefficient * correction[Int(cell.symbol)] }
      correction[s] = sum
    }
    // Parametric symbols stay at zero: their entries were only the shifts.
  }
}
