/// A row being summed in a dense array indexed by symbol, with the list of symbols it touched:
/// adding a row costs one step per cell of that row, whatever the size of the sum.
///
/// Cells follow ``Row/add(_:times:)`` exactly — a sum that cancels to rounding noise
/// drops its cell, a product is kept however small, and a row added to an empty sum is copied as it
/// is — so that a sum built here equals, bit for bit, one built by merging rows.
struct SparseAccumulator {
  /// For each symbol, its coefficient in the sum; zero when it has no cell.
  private var coefficients: [Double] = []
  /// For each symbol, the largest magnitude its coefficient or a term added to it reached: a
  /// coefficient that cancels to rounding noise beside it is zero, however many additions the
  /// cancellation took.
  private var peaks: [Double] = []
  /// For each symbol, whether it is in `touched`, and whether the caller marked it.
  private var flags: [UInt8] = []
  /// The symbols that had a cell at some point, in order of first touch.
  private var touched: [Symbol] = []
  /// The number of symbols with a cell.
  private var cellCount = 0
  private(set) var constant = 0.0
  /// The sum of the magnitudes of the constants added: the scale the constant's rounding is
  /// relative to.
  private(set) var magnitude = 0.0

  private static let touchedFlag: UInt8 = 1
  private static let markedFlag: UInt8 = 2

  /// Starts a sum equal to `row`, with room for `symbolCount` symbols.
  mutating func start(_ row: Row, symbolCount: Int) {
    if coefficients.count < symbolCount {
      let extra = Swift.max(symbolCount - coefficients.count, coefficients.count)
      coefficients.append(contentsOf: repeatElement(0, count: extra))
      peaks.append(contentsOf: repeatElement(0, count: extra))
      flags.append(contentsOf: repeatElement(0, count: extra))
    }
    constant = row.constant
    magnitude = abs(row.constant)
    for cell in row.cells {
      touch(cell.symbol)
      coefficients[Int(cell.symbol)] = cell.coefficient
      peaks[Int(cell.symbol)] = abs(cell.coefficient)
    }
    cellCount = row.count
  }

  @inline(__always)
  private mutating func touch(_ symbol: Symbol) {
    let s = Int(symbol)
    if flags[s] & Self.touchedFlag == 0 {
      flags[s] |= Self.touchedFlag
      touched.append(symbol)
    }
  }

  /// The coefficient of `symbol` in the sum.
  @inline(__always)
  func coefficient(of symbol: Symbol) -> Double { coefficients[Int(symbol)] }

  /// Whether the caller marked `symbol` since the sum started.
  @inline(__always)
  func isMarked(_ symbol: Symbol) -> Bool { flags[Int(symbol)] & Self.markedFlag != 0 }

  /// Marks `symbol` until the sum ends.
  mutating func mark(_ symbol: Symbol) {
    touch(symbol)
    flags[Int(symbol)] |= Self.markedFlag
  }

  /// Removes the cell of `symbol`, returning its coefficient (0 when absent).
  mutating func take(_ symbol: Symbol) -> Double {
    let c = coefficients[Int(symbol)]
    if c != 0 {
      coefficients[Int(symbol)] = 0
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
        touch(cell.symbol)
        coefficients[Int(cell.symbol)] = c
        peaks[Int(cell.symbol)] = Swift.max(peaks[Int(cell.symbol)], abs(c))
        if c != 0 { cellCount += 1 }
      }
      return
    }
    for cell in row.cells {
      let x = cell.symbol
      let s = Int(x)
      let old = coefficients[s]
      let term = cell.coefficient * factor
      if old == 0 {
        if term != 0 {
          touch(x)
          coefficients[s] = term
          peaks[s] = Swift.max(peaks[s], abs(term))
          cellCount += 1
        }
      } else {
        let c = old + term
        let peak = Swift.max(peaks[s], abs(term))
        peaks[s] = peak
        if cancels(c, peak, 0) {
          coefficients[s] = 0
          cellCount -= 1
        } else {
          coefficients[s] = c
        }
      }
    }
  }

  /// The sum as a row; clears the accumulator for the next sum.
  mutating func finish() -> Row {
    // Only the cells left are sorted: a sum that wrote many rows out touched far more symbols
    // than it keeps.
    var row = Row(constant: constant, capacity: cellCount)
    for x in touched where coefficients[Int(x)] != 0 {
      row.appendUnsortedCell(x, coefficients[Int(x)])
    }
    row.sortCells()
    for x in touched {
      coefficients[Int(x)] = 0
      peaks[Int(x)] = 0
      flags[Int(x)] = 0
    }
    touched.removeAll(keepingCapacity: true)
    cellCount = 0
    constant = 0
    magnitude = 0
    return row
  }
}
