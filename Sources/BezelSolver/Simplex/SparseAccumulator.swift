/// A row being summed cell by cell, with the symbols it touched in the order it touched them:
/// adding a row costs one step per cell of that row, whatever the size of the sum or of the
/// tableau.
///
/// Cells follow ``Row/add(_:times:)`` exactly — a sum that cancels to rounding noise
/// drops its cell, a product is kept however small, and a row added to an empty sum is copied as it
/// is — so that a sum built here equals, bit for bit, one built by merging rows.
struct SparseAccumulator {
  /// What the sum keeps about one symbol it touched.
  private struct Entry {
    /// The symbol's coefficient in the sum; zero when it has no cell.
    var coefficient = 0.0
    /// The largest magnitude the coefficient or a term added to it reached: a coefficient that
    /// cancels to rounding noise beside it is zero, however many additions the cancellation
    /// took.
    var peak = 0.0
    /// Whether the caller marked the symbol.
    var marked = false
  }

  /// The symbols that had a cell at some point, numbered in order of first touch.
  private var slots = SymbolSlots()
  /// The entry of each slot; only the first `slots.count` are in use.
  private var entries: [Entry] = []
  /// The number of symbols with a cell.
  private var cellCount = 0
  private(set) var constant = 0.0
  /// The sum of the magnitudes of the constants added: the scale the constant's rounding is
  /// relative to.
  private(set) var magnitude = 0.0

  /// Starts a sum equal to `row`.
  mutating func start(_ row: Row) {
    // Empty unless the last sum was left unfinished.
    slots.removeAll()
    constant = row.constant
    magnitude = abs(row.constant)
    // The sum is empty: every cell's symbol is untouched.
    for cell in row.cells {
      append(cell.symbol, Entry(coefficient: cell.coefficient, peak: abs(cell.coefficient)))
    }
    cellCount = row.count
  }

  /// Touches `symbol`, which was not touched, with `entry`.
  @inline(__always)
  private mutating func append(_ symbol: Symbol, _ entry: Entry) {
    entries.store(entry, at: slots.insertUntouched(symbol))
  }

  /// The coefficient of `symbol` in the sum.
  @inline(__always)
  func coefficient(of symbol: Symbol) -> Double {
    let slot = slots.slot(of: symbol)
    return slot < 0 ? 0 : entries[slot].coefficient
  }

  /// Whether the caller marked `symbol` since the sum started.
  @inline(__always)
  func isMarked(_ symbol: Symbol) -> Bool {
    let slot = slots.slot(of: symbol)
    return slot >= 0 && entries[slot].marked
  }

  /// Marks `symbol` until the sum ends.
  mutating func mark(_ symbol: Symbol) {
    let slot = slots.slot(of: symbol)
    if slot >= 0 {
      entries[slot].marked = true
    } else {
      append(symbol, Entry(marked: true))
    }
  }

  /// Removes the cell of `symbol`, returning its coefficient (0 when absent).
  mutating func take(_ symbol: Symbol) -> Double {
    let slot = slots.slot(of: symbol)
    if slot < 0 { return 0 }
    let c = entries[slot].coefficient
    if c != 0 {
      entries[slot].coefficient = 0
      cellCount -= 1
    }
    return c
  }

  /// Adds `factor · row` to the sum.
  mutating func add(_ row: Row, times factor: Double) {
    constant += row.constant * factor
    magnitude += abs(row.constant * factor)
    if cellCount == 0 {
      for cell in row.cells {
        let c = cell.coefficient * factor
        let found = slots.slot(of: cell.symbol)
        if found < 0 {
          append(cell.symbol, Entry(coefficient: c, peak: abs(c)))
        } else {
          entries[found].coefficient = c
          entries[found].peak = Swift.max(entries[found].peak, abs(c))
        }
        if c != 0 { cellCount += 1 }
      }
      return
    }
    for cell in row.cells {
      let term = cell.coefficient * factor
      let found = slots.slot(of: cell.symbol)
      if found < 0 {
        if term != 0 {
          append(cell.symbol, Entry(coefficient: term, peak: abs(term)))
          cellCount += 1
        }
        continue
      }
      let old = entries[found].coefficient
      if old == 0 {
        if term != 0 {
          entries[found].coefficient = term
          entries[found].peak = Swift.max(entries[found].peak, abs(term))
          cellCount += 1
        }
      } else {
        let c = old + term
        let peak = Swift.max(entries[found].peak, abs(term))
        entries[found].peak = peak
        if cancels(c, peak, 0) {
          entries[found].coefficient = 0
          cellCount -= 1
        } else {
          entries[found].coefficient = c
        }
      }
    }
  }

  /// The sum as a row; clears the accumulator for the next sum.
  mutating func finish() -> Row {
    // Only the cells left are sorted: a sum that wrote many rows out touched far more symbols
    // than it keeps.
    var row = Row(constant: constant, capacity: cellCount)
    for slot in 0..<slots.count where entries[slot].coefficient != 0 {
      row.appendUnsortedCell(slots.symbol(slot), entries[slot].coefficient)
    }
    row.sortCells()
    slots.removeAll()
    cellCount = 0
    constant = 0
    magnitude = 0
    return row
  }
}
