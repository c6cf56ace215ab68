/// The symbols a piece of scratch work touched, each numbered in order of first touch: slot 0,
/// 1, 2, …, for a compact array of what the work keeps about each.
///
/// A sum or a column touches a handful of a layout's tens of thousands of symbols. One 4-byte
/// slot number per symbol of the tableau finds a symbol's entry in one load, where an array per
/// kept field, indexed by symbol, cost 25 bytes a symbol across the sum and the column, and
/// spread one operation's reads over as many arrays.
struct SymbolSlots {
  /// For each symbol, its slot, or -1 when it was not touched; grown on the first touch of a
  /// symbol beyond it.
  private var slotOf: [Int32] = []
  /// The symbol of each slot; only the first `count` entries are in use (the array keeps its
  /// storage, so the next piece of work allocates nothing).
  private var symbolsStorage: [Symbol] = []
  /// The number of symbols touched since the last ``removeAll()``.
  private(set) var count = 0

  /// The symbol of `slot`.
  @inline(__always)
  func symbol(_ slot: Int) -> Symbol { symbolsStorage[slot] }

  /// The slot of `symbol`, or -1 when it was not touched.
  @inline(__always)
  func slot(of symbol: Symbol) -> Int {
    let s = Int(symbol)
    return s < slotOf.count ? Int(slotOf[s]) : -1
  }

  /// The slot of `symbol`, numbering it next when it was not touched; `isNew` says which.
  @inline(__always)
  mutating func slotInserting(_ symbol: Symbol) -> (slot: Int, isNew: Bool) {
    let existing = slot(of: symbol)
    if existing >= 0 { return (existing, false) }
    return (insertUntouched(symbol), true)
  }

  /// Numbers `symbol`, which was not touched, next, and returns its slot.
  @inline(__always)
  mutating func insertUntouched(_ symbol: Symbol) -> Int {
    let s = Int(symbol)
    if s >= slotOf.count { grow(toInclude: s) }
    let slot = count
    slotOf[s] = Int32(truncatingIfNeeded: slot)
    symbolsStorage.store(symbol, at: slot)
    count += 1
    return slot
  }

  /// Forgets every symbol touched.
  mutating func removeAll() {
    for slot in 0..<count { slotOf[Int(symbolsStorage[slot])] = -1 }
    count = 0
  }

  /// Grows the slot numbers to take `symbol`, at least doubling them so that growth is amortised.
  private mutating func grow(toInclude symbol: Int) {
    let extra = Swift.max(symbol + 1 - slotOf.count, slotOf.count)
    slotOf.append(contentsOf: repeatElement(-1, count: extra))
  }
}
