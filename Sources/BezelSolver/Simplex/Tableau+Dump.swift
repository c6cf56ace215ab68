/// A deterministic text image of the tableau, in the sections of kiwi's `debug.h`.
extension Tableau {
  func name(_ symbol: Symbol) -> String { "\(kind(symbol).letter)\(symbol)" }

  func describe(_ row: Row) -> String {
    var text = "\(row.constant)"
    for (i, symbol) in row.symbols.enumerated() {
      text += " + \(row.coefficients[i]) * \(name(symbol))"
    }
    return text
  }

  /// The number of cells in all rows and definitions.
  var cellCount: Int {
    basics.reduce(0) { $0 + ($1?.count ?? 0) }
  }

  func dump() -> String {
    var out = "Objective\n---------\n"
    var objective = "\(objectiveConstant)"
    for s in 0..<symbolCount where symbolInfo[s].objective != 0 {
      objective += " + \(symbolInfo[s].objective) * \(name(Symbol(s)))"
    }
    out += objective + "\n\nTableau\n-------\n"
    for s in 0..<symbolCount {
      if let row = self[row: s] {
        out += "\(name(Symbol(s))) | rank \(symbolInfo[s].rank) | \(describe(row))\n"
      }
    }
    out += "\nDefinitions\n-----------\n"
    for s in 0..<symbolCount {
      if let row = self[definition: s] {
        out += "\(name(Symbol(s))) | rank \(symbolInfo[s].rank) | \(describe(row))\n"
      }
    }
    out += "\nInfeasible\n----------\n"
    for s in infeasible { out += name(s) + "\n" }
    out += "\nVariables\n---------\n"
    for (symbol, variable) in zip(externalSymbols, externalVariables) {
      out += "\(variable) = \(name(symbol))\n"
    }
    out += "\nEdit Variables\n--------------\n"
    for (id, edit) in edits.sortedByKey() {
      let variable = symbolOfVariable[id].flatMap { self.variable(of: $0) }
      out += "\(variable.map(\.description) ?? "?") = \(edit.value)\n"
    }
    out += "\nConstraints\n-----------\n"
    for record in records.values.sorted(by: { $0.sequence < $1.sequence }) {
      let c = record.constraint
      let markers = [record.marker, record.other].filter { $0 >= 0 }.map(name)
      out += "\(c.expression) \(c.relation) 0 | \(c.strength) | constant \(record.constant)"
      out += " | \(markers.joined(separator: " "))\n"
    }
    return out
  }
}
