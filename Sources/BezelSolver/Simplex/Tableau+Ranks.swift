/// Keeping ranks small.
///
/// Every new row takes a rank below all others and every new definition one above, so ranks
/// drift by one with each pivot. Heap keys shift a rank by 32 bits, so ranks must stay within
/// 31 bits: long before they leave them, the ranks are numbered again from ±1, in the same
/// order, which changes no result.
extension Tableau {
  /// How far ranks may drift before they are numbered again.
  static let rankLimit = 1 << 30

  /// Whether the ranks have drifted far enough to be numbered again.
  var ranksNeedCompacting: Bool {
    // Two tests, not `||`: unoptimised, its autoclosure would copy the whole tableau.
    if nextRowRank < -Self.rankLimit { return true }
    return nextRank > Self.rankLimit
  }

  /// Numbers the ranks of rows from -1 down and of definitions from 0 up, keeping their order.
  ///
  /// Must run outside any journal, whose saved ranks it would invalidate.
  mutating func compactRanks() {
    var rowSymbols: [Symbol] = []
    var definitionSymbols: [Symbol] = []
    for s in 0..<symbolCount {
      if self[row: s] != nil { rowSymbols.append(Symbol(s)) }
      if self[definition: s] != nil { definitionSymbols.append(Symbol(s)) }
    }
    rowSymbols.sort { symbolInfo[Int($0)].rank > symbolInfo[Int($1)].rank }
    definitionSymbols.sort { symbolInfo[Int($0)].rank < symbolInfo[Int($1)].rank }
    nextRowRank = -1
    for symbol in rowSymbols {
      symbolInfo[Int(symbol)].rank = nextRowRank
      nextRowRank -= 1
    }
    nextRank = 0
    definitionOrder.removeAll(keepingCapacity: true)
    for symbol in definitionSymbols {
      symbolInfo[Int(symbol)].rank = nextRank
      definitionOrder.append(DefinitionEntry(symbol, rank: nextRank))
      nextRank += 1
    }
    program = nil
  }
}
