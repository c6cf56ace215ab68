/// One cell of a row: a symbol and its coefficient.
struct Cell: Equatable {
  var symbol: Symbol
  var coefficient: Double
}

/// A row of the tableau: `constant + Σ coefficient·symbol`, its cells sorted by symbol id.
///
/// A row stored under a basic symbol `b` means `b = constant + Σ…`. A row being built from a
/// constraint means `0 = constant + Σ…` until it is solved for a subject (kiwi `row.h`).
/// Sorted cells make every iteration order, and so every result, independent of hashing. The
/// cells are one array, so that a row costs one allocation.
struct Row: Equatable {
  var constant: Double
  private(set) var cells: [Cell] = []

  /// Gives each symbol the number `numbers` maps it to; the map keeps symbols in order, so the
  /// cells stay sorted.
  mutating func renumber(_ numbers: [Symbol]) {
    for i in cells.indices { cells[i].symbol = numbers[Int(cells[i].symbol)] }
  }

  init(constant: Double = 0) {
    self.constant = constant
  }

  var count: Int { cells.count }
  var isEmpty: Bool { cells.isEmpty }

  /// The cells' symbols, in increasing order.
  var symbols: LazyMapCollection<[Cell], Symbol> { cells.lazy.map { $0.symbol } }
  /// The cells' coefficients, in the order of ``symbols``.
  var coefficients: LazyMapCollection<[Cell], Double> { cells.lazy.map { $0.coefficient } }

  /// The position of `symbol` in the cells, or where it would be inserted.
  @inline(__always)
  private func position(of symbol: Symbol) -> (index: Int, found: Bool) {
    cells.withUnsafeBufferPointer { cells in
      var low = 0
      var high = cells.count
      while low < high {
        let mid = (low + high) >> 1
        let s = cells[mid].symbol
        if s == symbol { return (mid, true) }
        if s < symbol { low = mid + 1 } else { high = mid }
      }
      return (low, false)
    }
  }

  func coefficient(for symbol: Symbol) -> Double {
    let (index, found) = position(of: symbol)
    return found ? cells[index].coefficient : 0
  }

  func contains(_ symbol: Symbol) -> Bool { position(of: symbol).found }

  /// The sum of each cell's coefficient times `weight(symbol)`, without copying the cells; zero
  /// when the terms cancel to rounding noise (``Tolerance/cancellation``).
  @inline(__always)
  func dot(_ weight: (Symbol) -> Double) -> Double {
    cells.withUnsafeBufferPointer { cells in
      var sum = 0.0
      var largest = 0.0
      for cell in cells {
        let w = weight(cell.symbol)
        if w != 0 {
          let term = cell.coefficient * w
          sum += term
          largest = Swift.max(largest, abs(term))
        }
      }
      return abs(sum) <= Tolerance.cancellation * largest ? 0 : sum
    }
  }

  /// Adds `coefficient` to the cell of `symbol`, dropping the cell when it becomes zero.
  ///
  /// Returns +1 when a cell was created, -1 when one was removed, 0 otherwise.
  @discardableResult
  mutating func insert(_ symbol: Symbol, _ coefficient: Double) -> Int {
    let (index, found) = position(of: symbol)
    if found {
      let old = cells[index].coefficient
      let sum = old + coefficient
      if cancels(sum, old, coefficient) {
        cells.remove(at: index)
        return -1
      }
      cells[index].coefficient = sum
      return 0
    }
    if coefficient == 0 { return 0 }
    cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
    return 1
  }

  /// Removes the cell of `symbol`, returning its coefficient (0 when absent).
  @discardableResult
  mutating func remove(_ symbol: Symbol) -> Double {
    let (index, found) = position(of: symbol)
    guard found else { return 0 }
    return cells.remove(at: index).coefficient
  }

  /// Adds `factor · other` to this row, merging the sorted cells; a sum that cancels to rounding
  /// noise drops its cell (``cancels(_:_:_:)``), and a product is kept however small.
  mutating func add(_ other: Row, times factor: Double) {
    constant += other.constant * factor
    if other.cells.isEmpty { return }
    if cells.isEmpty {
      cells = other.cells.map { Cell(symbol: $0.symbol, coefficient: $0.coefficient * factor) }
      return
    }
    var merged: [Cell] = []
    merged.reserveCapacity(cells.count + other.cells.count)
    cells.withUnsafeBufferPointer { ls in
      other.cells.withUnsafeBufferPointer { rs in
        var i = 0
        var j = 0
        while i < ls.count && j < rs.count {
          let a = ls[i].symbol
          let b = rs[j].symbol
          if a < b {
            merged.append(ls[i])
            i += 1
          } else if b < a {
            let c = rs[j].coefficient * factor
            if c != 0 { merged.append(Cell(symbol: b, coefficient: c)) }
            j += 1
          } else {
            let term = rs[j].coefficient * factor
            let c = ls[i].coefficient + term
            if !cancels(c, ls[i].coefficient, term) {
              merged.append(Cell(symbol: a, coefficient: c))
            }
            i += 1
            j += 1
          }
        }
        while i < ls.count {
          merged.append(ls[i])
          i += 1
        }
        while j < rs.count {
          let c = rs[j].coefficient * factor
          if c != 0 { merged.append(Cell(symbol: rs[j].symbol, coefficient: c)) }
          j += 1
        }
      }
    }
    cells = merged
  }

  /// Writes `row` in place of `symbol`: drops the symbol's cell and adds `row` times its
  /// coefficient (kiwi `Row::substitute`); does nothing when the symbol has no cell.
  mutating func substitute(_ symbol: Symbol, with row: Row) {
    let coefficient = remove(symbol)
    if coefficient != 0 { add(row, times: coefficient) }
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
    for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
  }

  /// Turns `0 = constant + a·symbol + …` into `symbol = -(constant + …)/a`.
  ///
  /// `symbol` must have a cell.
  mutating func solve(for symbol: Symbol) {
    let factor = -1 / remove(symbol)
    constant *= factor
    for i in cells.indices { cells[i].coefficient *= factor }
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
    cells.reserveCapacity(capacity)
  }

  /// Appends a cell in any order; ``sortCells()`` must run before the row is used.
  mutating func appendUnsortedCell(_ symbol: Symbol, _ coefficient: Double) {
    cells.append(Cell(symbol: symbol, coefficient: coefficient))
  }

  /// Sorts cells appended in any order, summing equal symbols and dropping sums that cancel.
  mutating func sortCells() {
    var kept = 0
    // Rows built from constraints have a handful of cells, which an insertion sort serves; a long
    // row takes the standard sort, so that it never costs a quadratic one.
    if cells.count > 32 { cells.sort { $0.symbol < $1.symbol } }
    cells.withUnsafeMutableBufferPointer { cells in
      let n = cells.count
      for i in 1..<Swift.max(n, 1) where cells[i - 1].symbol > cells[i].symbol {
        let cell = cells[i]
        var j = i
        while j > 0 && cells[j - 1].symbol > cell.symbol {
          cells[j] = cells[j - 1]
          j -= 1
        }
        cells[j] = cell
      }
      var i = 0
      while i < n {
        let symbol = cells[i].symbol
        var coefficient = cells[i].coefficient
        var largest = abs(coefficient)
        i += 1
        while i < n && cells[i].symbol == symbol {
          coefficient += cells[i].coefficient
          largest = Swift.max(largest, abs(cells[i].coefficient))
          i += 1
        }
        if coefficient != 0 && !cancels(coefficient, largest, 0) {
          cells[kept] = Cell(symbol: symbol, coefficient: coefficient)
          kept += 1
        }
      }
    }
    cells.removeLast(cells.count - kept)
  }
}
