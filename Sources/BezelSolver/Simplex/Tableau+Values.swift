/// Reading values: parametric symbols are zero, a reduced row's symbol is its constant, and a
/// definition is evaluated after the lower-ranked definitions it refers to.
extension Tableau {
  mutating func refreshValues() {
    if valuesAreCurrent { return }
    for s in 0..<symbolCount { values[s] = rows[s]?.constant ?? 0 }
    var live = 0
    for entry in definitionOrder {
      let s = Int(entry.symbol)
      guard ranks[s] == entry.rank, let definition = definitions[s] else { continue }
      live += 1
      var value = definition.constant
      for (i, x) in definition.symbols.enumerated() {
        value += definition.coefficients[i] * values[Int(x)]
      }
      values[s] = value
    }
    if definitionOrder.count > 2 * live + 64 {
      definitionOrder.removeAll {
        ranks[Int($0.symbol)] != $0.rank || definitions[Int($0.symbol)] == nil
      }
    }
    valuesAreCurrent = true
  }

  mutating func value(of variable: Variable) -> Double {
    guard let symbol = symbolOfVariable[variable.id] else { return 0 }
    refreshValues()
    return values[Int(symbol)]
  }

  /// Variables whose value differs from the one last reported, in order of first use.
  /// A variable never reported counts as 0.
  mutating func changes() -> [(variable: Variable, value: Double)] {
    refreshValues()
    var result: [(variable: Variable, value: Double)] = []
    for s in 0..<symbolCount where values[s] != reported[s] {
      guard let variable = variableOfSymbol[s] else { continue }
      reported[s] = values[s]
      result.append((variable, values[s]))
    }
    return result
  }
}
