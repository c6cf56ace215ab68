/// Checks of the tableau's invariants, for tests (swift-collections' `_checkInvariants`).
extension Tableau {
  /// Every broken invariant, described; empty when the tableau is sound.
  func invariantViolations() -> [String] {
    var problems: [String] = []
    for s in 0..<symbolCount {
      let symbol = Symbol(s)
      if symbolInfo[s].marks.contains(.isDefinition) && basics[s] == nil {
        problems.append("\(name(symbol)) is marked as defined and has no definition")
      }
      if let row = self[row: s] {
        var value = row.constant
        // Refinement (`Tableau+Refinement.swift`) may correct a value by the rounding of the
        // terms its row adds up: the comparison is relative to their magnitude.
        var magnitude = abs(row.constant)
        for (i, x) in row.symbols.enumerated() {
          if self[definition: Int(x)] != nil {
            problems.append("row \(name(symbol)) holds definition \(name(x))")
          }
          if self[row: Int(x)] != nil && symbolInfo[Int(x)].rank >= symbolInfo[s].rank {
            problems.append("row \(name(symbol)) refers to higher-ranked \(name(x))")
          }
          if !columns[Int(x)].contains(symbol) {
            problems.append("column \(name(x)) misses row \(name(symbol))")
          }
          value += row.coefficients[i] * values[Int(x)]
          magnitude += abs(row.coefficients[i] * values[Int(x)])
        }
        if kind(symbol) != .external && values[s] < -1e-7 {
          problems.append("row \(name(symbol)) is infeasible: \(values[s])")
        }
        if abs(value - values[s]) > 1e-6 * max(1, magnitude) {
          problems.append("row \(name(symbol)) has value \(values[s]), its row says \(value)")
        }
      } else if self[definition: s] == nil && values[s] != 0 {
        problems.append("parametric \(name(symbol)) has value \(values[s])")
      }
      if let definition = self[definition: s] {
        for x in definition.symbols {
          if self[definition: Int(x)] != nil && symbolInfo[Int(x)].rank >= symbolInfo[s].rank {
            problems.append("definition \(name(symbol)) refers to higher-ranked \(name(x))")
          }
          if !definitionColumns[Int(x)].contains(symbol) {
            problems.append("definition column \(name(x)) misses \(name(symbol))")
          }
        }
      }
      for basic in columns[s] where !(self[row: Int(basic)]?.contains(symbol) ?? false) {
        problems.append("column \(name(symbol)) names \(name(basic)), which lacks it")
      }
      for basic in definitionColumns[s]
      where !(self[definition: Int(basic)]?.contains(symbol) ?? false) {
        problems.append("definition column \(name(symbol)) names \(name(basic)), which lacks it")
      }
      if improves(symbol, symbolInfo[s].objective) {
        problems.append(
          "objective cell \(name(symbol)) can still improve: \(symbolInfo[s].objective)")
      }
      if symbolInfo[s].objective != 0 && isBasic(symbol) {
        problems.append("objective holds basic \(name(symbol))")
      }
    }
    // The objective must equal the strengths times the errors, written in parametric symbols.
    var expected = [Double](repeating: 0, count: symbolCount)
    var copy = self
    for record in records.values {
      let strength = record.constraint.strength.value
      for error in [record.marker, record.other] where error >= 0 && kind(error) == .error {
        if let basicRow = self[row: Int(error)] {
          let row = copy.reduced(basicRow)
          for (i, x) in row.symbols.enumerated() {
            expected[Int(x)] += strength * row.coefficients[i]
          }
        } else {
          expected[Int(error)] += strength
        }
      }
    }
    for s in 0..<symbolCount {
      let scale = max(1, abs(expected[s]))
      if abs(expected[s] - symbolInfo[s].objective) > 1e-6 * scale {
        problems.append(
          "objective cell \(name(Symbol(s))) is \(symbolInfo[s].objective), expected \(expected[s])"
        )
      }
    }
    return problems.sorted()
  }
}
