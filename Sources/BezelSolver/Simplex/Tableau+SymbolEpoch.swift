import Synchronization

/// Epochs of the mapping from variables to symbols: a symbol found for a variable stays that
/// variable's while its tableau's epoch is unchanged.
///
/// A tableau takes a new epoch when it is made (a rebuild makes a new numbering), when its
/// symbols are renumbered (``compactSymbols()``), when a copy of it is put back, and, though no
/// symbol found outside a journal can be among those dropped, when a roll-back drops variables.
/// New variables leave the epoch as it is: they take new symbols.
extension Tableau {
  /// The last epoch handed out, process-wide, so that no two tableaux share one.
  private static let lastSymbolEpoch = Atomic<Int>(0)

  /// An epoch no tableau of the process has had.
  static func newSymbolEpoch() -> Int {
    lastSymbolEpoch.wrappingAdd(1, ordering: .relaxed).newValue
  }

  /// Marks every symbol found before as possibly another variable's now.
  mutating func renewSymbolEpoch() {
    symbolEpoch = Self.newSymbolEpoch()
  }

  /// The symbols of the variables with these ids in the current epoch; nil when one has none.
  func symbols(ofIDs a: Int, _ b: Int, _ c: Int, _ d: Int) -> VariableSymbols? {
    guard let sa = symbolOfVariable[a], let sb = symbolOfVariable[b],
      let sc = symbolOfVariable[c], let sd = symbolOfVariable[d]
    else { return nil }
    return VariableSymbols(epoch: symbolEpoch, symbols: (sa, sb, sc, sd))
  }

  /// The values at `found`, evaluated once; nil when the symbols are from another epoch.
  mutating func values(at found: VariableSymbols) -> (Double, Double, Double, Double)? {
    guard found.epoch == symbolEpoch else { return nil }
    refreshValues()
    let (a, b, c, d) = found.symbols
    return (values[Int(a)], values[Int(b)], values[Int(c)], values[Int(d)])
  }
}

/// Where a solver keeps four variables' values (a rectangle's), found once by
/// ``Solver/symbols(ofIDs:_:_:_:)`` and read again with ``Solver/values(at:)`` without looking
/// the variables up: for a caller that reads the same rectangle at every layout.
package struct VariableSymbols: Sendable {
  /// The tableau's epoch when the symbols were found.
  let epoch: Int
  let symbols: (Symbol, Symbol, Symbol, Symbol)

  /// Symbols of no tableau: epochs are handed out from 1, so ``Solver/values(at:)`` finds these
  /// stale in every solver.
  package static let none = VariableSymbols(epoch: 0, symbols: (-1, -1, -1, -1))
}
