import HeapModule

/// One symbol's column: how much each row's symbol moves when that symbol moves by one.
///
/// In a fully reduced tableau the column is read off the rows; with factored rows it is
/// computed, by following the rows that refer to the symbol, and the rows that refer to
/// those, in increasing rank (a row's rate is final once every row it refers to has been
/// reached).
struct Column {
  /// For each symbol, its rate in the column; zero outside it.
  private(set) var coefficients: [Double] = []
  private var reached: [Bool] = []
  /// The rows reached, in increasing rank.
  private(set) var members: [Symbol] = []

  /// The rate of `symbol`'s row.
  @inline(__always)
  func coefficient(of symbol: Symbol) -> Double {
    Int(symbol) < coefficients.count ? coefficients[Int(symbol)] : 0
  }

  /// Empties the column, with room for `symbolCount` symbols.
  mutating func start(symbolCount: Int) {
    for x in members {
      coefficients[Int(x)] = 0
      reached[Int(x)] = false
    }
    members.removeAll(keepingCapacity: true)
    if coefficients.count < symbolCount {
      let extra = Swift.max(symbolCount - coefficients.count, coefficients.count)
      coefficients.append(contentsOf: repeatElement(0, count: extra))
      reached.append(contentsOf: repeatElement(false, count: extra))
    }
  }

  /// Adds `rate` to the row of `symbol`; returns whether the row was reached for the first time.
  @inline(__always)
  mutating func add(_ symbol: Symbol, _ rate: Double) -> Bool {
    let s = Int(symbol)
    coefficients[s] += rate
    if reached[s] { return false }
    reached[s] = true
    return true
  }

  mutating func append(_ symbol: Symbol) { members.append(symbol) }
}

extension Tableau {
  /// The heap key of a basic symbol: its rank, then its id.
  @inline(__always)
  func rankKey(_ symbol: Symbol) -> Int { ranks[Int(symbol)] << 32 | Int(symbol) }

  /// Computes the column of `symbol` into `column`.
  ///
  /// - Complexity: O(cells of the rows reached, times log of their number).
  mutating func computeColumn(of symbol: Symbol) {
    var col = Column()
    swap(&col, &column)
    var heap = Heap<Int>()
    swap(&heap, &rankHeap)
    defer {
      swap(&col, &column)
      swap(&heap, &rankHeap)
    }
    col.start(symbolCount: symbolCount)
    rows.withUnsafeBufferPointer { rows in
      func spread(_ source: Symbol, _ rate: Double) {
        for x in columns[Int(source)] {
          guard let row = rows[Int(x)] else { continue }
          if col.add(x, row.coefficient(for: source) * rate) { heap.insert(rankKey(x)) }
        }
      }
      spread(symbol, 1)
      while let top = heap.popMin() {
        let x = Symbol(truncatingIfNeeded: top & 0xFFFF_FFFF)
        col.append(x)
        let rate = col.coefficient(of: x)
        if rate != 0 { spread(x, rate) }
      }
    }
  }

  /// Moves the value of every row in `column` by `step` times its rate, noting the restricted
  /// rows that become negative; `except` is left alone.
  mutating func moveValuesAlongColumn(by step: Double, except: Symbol = -1) {
    if step == 0 { return }
    var col = Column()
    swap(&col, &column)
    defer { swap(&col, &column) }
    for x in col.members where x != except {
      let rate = col.coefficient(of: x)
      if rate == 0 { continue }
      let value = values[Int(x)] + step * rate
      setValue(x, value)
      if value < 0 && kinds[Int(x)] != .external { infeasible.append(x) }
    }
    valuesAreCurrent = false
  }
}
