/// A row of the tableau: `constant + Σ coefficient·symbol`, its cells sorted by symbol id.
///
/// A row stored under a basic symbol `b` means `b = constant + Σ…`. A row being built from a
/// constraint means `0 = constant + Σ…` until it is solved for a subject (kiwi `row.h`).
/// Sorted cells make every iteration order, and so every result, independent of hashing.
struct Row: Equatable {
  var constant: Double
  private(set) var symbols: [Symbol] = []
  private(set) var coefficients: [Double] = []

  init(constant: Double = 0) {
    self.constant = constant
  }

  var count: Int { symbols.count }
  var isEmpty: Bool { symbols.isEmpty }

  /// The position of `symbol` in the cells, or where it would be inserted.
  @inline(__always)
  private func position(of symbol: Symbol) -> (index: Int, found: Bool) {
    var low = 0
    var high = symbols.count
    while low < high {
      let mid = (low + high) >> 1
      let s = symbols[mid]
      if s == symbol { return (mid, true) }
      if s < symbol { low = mid + 1 } else { high = mid }
    }
    return (low, false)
  }

  func coefficient(for symbol: Symbol) -> Double {
    let (index, found) = position(of: symbol)
    return found ? coefficients[index] : 0
  }

  func contains(_ symbol: Symbol) -> Bool { position(of: symbol).found }

  /// The sum of each cell's coefficient times `weight(symbol)`, without copying the cells.
  @inline(__always)
  func dot(_ weight: (Symbol) -> Double) -> Double {
    symbols.withUnsafeBufferPointer { symbols in
      coefficients.withUnsafeBufferPointer { coefficients in
        var sum = 0.0
        for i in 0..<Swift.min(symbols.count, coefficients.count) {
          let w = weight(symbols[i])
          if w != 0 { sum += coefficients[i] * w }
        }
        return sum
      }
    }
  }

  /// Adds `coefficient` to the cell of `symbol`, dropping the cell when it becomes zero.
  ///
  /// Returns +1 when a cell was created, -1 when one was removed, 0 otherwise.
  @discardableResult
  mutating func insert(_ symbol: Symbol, _ coefficient: Double) -> Int {
    let (index, found) = position(of: symbol)
    if found {
      let sum = coefficients[index] + coefficient
      if isNearZero(sum) {
        symbols.remove(at: index)
        coefficients.remove(at: index)
        return -1
      }
      coefficients[index] = sum
      return 0
    }
    if isNearZero(coefficient) { return 0 }
    symbols.insert(symbol, at: index)
    coefficients.insert(coefficient, at: index)
    return 1
  }

  /// Removes the cell of `symbol`, returning its coefficient (0 when absent).
  @discardableResult
  mutating func remove(_ symbol: Symbol) -> Double {
    let (index, found) = position(of: symbol)
    guard found else { return 0 }
    symbols.remove(at: index)
    return coefficients.remove(at: index)
  }

  /// Adds `factor · other` to this row.
  ///
  /// Symbols that gain a cell are appended to `added`, symbols that lose theirs to `removed`.
  mutating func add(
    _ other: Row, times factor: Double, added: inout [Symbol], removed: inout [Symbol]
  ) {
    var spare = Spare()
    add(other, times: factor, added: &added, removed: &removed, spare: &spare)
  }

  /// Two arrays a caller that adds many rows lends each addition: it builds the sum in them and
  /// hands back the arrays the row had, so that an addition allocates only when the cells outgrow
  /// them.
  struct Spare {
    var symbols: [Symbol] = []
    var coefficients: [Double] = []
  }

  /// `add(_:times:added:removed:)`, building the new cells in `spare`'s arrays.
  mutating func add(
    _ other: Row, times factor: Double, added: inout [Symbol], removed: inout [Symbol],
    spare: inout Spare
  ) {
    constant += other.constant * factor
    if other.symbols.isEmpty { return }
    if symbols.isEmpty {
      symbols = other.symbols
      coefficients = other.coefficients.map { $0 * factor }
      added.append(contentsOf: symbols)
      return
    }
    var newSymbols: [Symbol] = []
    var newCoefficients: [Double] = []
    swap(&newSymbols, &spare.symbols)
    swap(&newCoefficients, &spare.coefficients)
    newSymbols.removeAll(keepingCapacity: true)
    newCoefficients.removeAll(keepingCapacity: true)
    newSymbols.reserveCapacity(symbols.count + other.symbols.count)
    newCoefficients.reserveCapacity(symbols.count + other.symbols.count)
    symbols.withUnsafeBufferPointer { ls in
      coefficients.withUnsafeBufferPointer { lc in
        other.symbols.withUnsafeBufferPointer { rs in
          other.coefficients.withUnsafeBufferPointer { rc in
            var i = 0
            var j = 0
            while i < ls.count && j < rs.count {
              let a = ls[i]
              let b = rs[j]
              if a < b {
                newSymbols.append(a)
                newCoefficients.append(lc[i])
                i += 1
              } else if b < a {
                let c = rc[j] * factor
                if !isNearZero(c) {
                  newSymbols.append(b)
                  newCoefficients.append(c)
                  added.append(b)
                }
                j += 1
              } else {
                let c = lc[i] + rc[j] * factor
                if isNearZero(c) {
                  removed.append(a)
                } else {
                  newSymbols.append(a)
                  newCoefficients.append(c)
                }
                i += 1
                j += 1
              }
            }
            while i < ls.count {
              newSymbols.append(ls[i])
              newCoefficients.append(lc[i])
              i += 1
            }
            while j < rs.count {
              let c = rc[j] * factor
              if !isNearZero(c) {
                newSymbols.append(rs[j])
                newCoefficients.append(c)
                added.append(rs[j])
              }
              j += 1
            }
          }
        }
      }
    }
    swap(&symbols, &newSymbols)
    swap(&coefficients, &newCoefficients)
    spare.symbols = newSymbols
    spare.coefficients = newCoefficients
  }

  /// Writes `row` in place of `symbol`: drops the symbol's cell and adds `row` times its
  /// coefficient (kiwi `Row::substitute`); does nothing when the symbol has no cell.
  ///
  /// Symbols that gain or lose a cell are appended to `added` and `removed`.
  mutating func substitute(
    _ symbol: Symbol, with row: Row, added: inout [Symbol], removed: inout [Symbol]
  ) {
    let coefficient = remove(symbol)
    if coefficient != 0 { add(row, times: coefficient, added: &added, removed: &removed) }
  }

  /// `substitute(_:with:added:removed:)`, building the new cells in `spare`'s arrays.
  mutating func substitute(
    _ symbol: Symbol, with row: Row, added: inout [Symbol], removed: inout [Symbol],
    spare: inout Spare
  ) {
    let coefficient = remove(symbol)
    if coefficient != 0 {
      add(row, times: coefficient, added: &added, removed: &removed, spare: &spare)
    }
  }

  /// Writes `row` in place of `symbol`, without reporting which cells changed.
  mutating func substitute(_ symbol: Symbol, with row: Row) {
    var added: [Symbol] = []
    var removed: [Symbol] = []
    substitute(symbol, with: row, added: &added, removed: &removed)
  }

  /// Adds `shift` times the coefficient of `symbol` to the constant, in place.
  ///
  /// Returns the constant before and after.
  mutating func moveConstant(along symbol: Symbol, by shift: Double) -> (old: Double, new: Double) {
    let old = constant
    constant += coefficient(for: symbol) * shift
    return (old, constant)
  }

  /// Multiplies the row by -1.
  mutating func reverseSign() {
    constant = -constant
    for i in coefficients.indices { coefficients[i] = -coefficients[i] }
  }

  /// Turns `0 = constant + a·symbol + …` into `symbol = -(constant + …)/a`.
  ///
  /// `symbol` must have a cell.
  mutating func solve(for symbol: Symbol) {
    let factor = -1 / remove(symbol)
    constant *= factor
    for i in coefficients.indices { coefficients[i] *= factor }
  }

  /// Turns `lhs = constant + a·rhs + …` into `rhs = …`, with `lhs` among the cells.
  mutating func solve(for rhs: Symbol, replacing lhs: Symbol) {
    insert(lhs, -1)
    solve(for: rhs)
  }

  /// An empty row with room for `capacity` cells, to be filled by ``appendUnsortedCell(_:_:)``
  /// and put in order by ``sortCells()``.
  init(constant: Double, capacity: Int) {
    self.constant = constant
    symbols.reserveCapacity(capacity)
    coefficients.reserveCapacity(capacity)
  }

  /// Appends a cell in any order; ``sortCells()`` must run before the row is used.
  mutating func appendUnsortedCell(_ symbol: Symbol, _ coefficient: Double) {
    symbols.append(symbol)
    coefficients.append(coefficient)
  }

  /// Sorts cells appended in any order, summing equal symbols and dropping zero sums.
  mutating func sortCells() {
    var kept = 0
    symbols.withUnsafeMutableBufferPointer { symbols in
      coefficients.withUnsafeMutableBufferPointer { coefficients in
        let n = Swift.min(symbols.count, coefficients.count)
        // Rows built from constraints have a handful of cells: an insertion sort suffices.
        for i in 1..<Swift.max(n, 1) where symbols[i - 1] > symbols[i] {
          let symbol = symbols[i]
          let coefficient = coefficients[i]
          var j = i
          while j > 0 && symbols[j - 1] > symbol {
            symbols[j] = symbols[j - 1]
            coefficients[j] = coefficients[j - 1]
            j -= 1
          }
          symbols[j] = symbol
          coefficients[j] = coefficient
        }
        var i = 0
        while i < n {
          let symbol = symbols[i]
          var coefficient = coefficients[i]
          i += 1
          while i < n && symbols[i] == symbol {
            coefficient += coefficients[i]
            i += 1
          }
          if !isNearZero(coefficient) {
            symbols[kept] = symbol
            coefficients[kept] = coefficient
            kept += 1
          }
        }
      }
    }
    symbols.removeLast(symbols.count - kept)
    coefficients.removeLast(coefficients.count - kept)
  }
}
