/// One symbol's column: how much each row's symbol moves when that symbol moves by one.
///
/// In a fully reduced tableau the column is read off the rows; with factored rows it is
/// computed: a depth-first search through the rows that refer to the symbol, and the rows
/// that refer to those, puts them in an order where each row comes after every reached row it
/// refers to, and each rate is then its row's cells times the rates already known.
struct Column {
  /// The symbols given a rate, numbered in order; `rates` is indexed by that number.
  private var slots = SymbolSlots()
  /// Only the first `slots.count` are in use.
  private var rates: [Double] = []
  /// The rows reached, each after the reached rows it refers to.
  private(set) var members: [Symbol] = []

  /// The rate of `symbol`'s row; zero outside the column.
  @inline(__always)
  func coefficient(of symbol: Symbol) -> Double {
    let slot = slots.slot(of: symbol)
    return slot < 0 ? 0 : rates[slot]
  }

  /// Empties the column.
  @inline(__always)
  mutating func start() {
    slots.removeAll()
    members.removeAll(keepingCapacity: true)
  }

  @inline(__always)
  mutating func set(_ symbol: Symbol, _ rate: Double) {
    let slot = slots.slot(of: symbol)
    if slot >= 0 { rates[slot] = rate } else { add(symbol, rate) }
  }

  /// Gives `symbol`, which has no rate yet, `rate`.
  @inline(__always)
  mutating func add(_ symbol: Symbol, _ rate: Double) {
    rates.store(rate, at: slots.insertUntouched(symbol))
  }

  mutating func append(_ symbol: Symbol) { members.append(symbol) }
  mutating func reverseMembers() { members.reverse() }
}

/// Scratch space for depth-first searches over the rows.
struct Traversal {
  private var visited: [Bool] = []
  private var touched: [Symbol] = []
  /// Symbols to visit; a symbol stored as `-1 - s` is `s`, all of whose successors are done.
  var stack: [Int32] = []

  mutating func start(symbolCount: Int) {
    for x in touched { visited[Int(x)] = false }
    touched.removeAll(keepingCapacity: true)
    stack.removeAll(keepingCapacity: true)
    if visited.count < symbolCount {
      let extra = Swift.max(symbolCount - visited.count, visited.count)
      visited.append(contentsOf: repeatElement(false, count: extra))
    }
  }

  /// Marks `symbol` visited; returns whether it was not already.
  @inline(__always)
  mutating func visit(_ symbol: Symbol) -> Bool {
    if visited[Int(symbol)] { return false }
    visited[Int(symbol)] = true
    touched.append(symbol)
    return true
  }

  @inline(__always)
  func isVisited(_ symbol: Symbol) -> Bool { visited[Int(symbol)] }
}

extension Tableau {
  /// Computes the column of `symbol` into `column`.
  ///
  /// - Complexity: O(cells of the rows reached).
  mutating func computeColumn(of symbol: Symbol) {
    var col = Column()
    swap(&col, &column)
    var search = Traversal()
    swap(&search, &traversal)
    defer {
      swap(&col, &column)
      swap(&search, &traversal)
    }
    col.start()
    var shallow = true
    columns[Int(symbol)].forEachMember { x in
      if !columns[Int(x)].isEmpty { shallow = false }
    }
    if shallow {
      // No row refers to a row that holds the symbol, the usual case: the column is the cells.
      // A column's members hold rows, never definitions: `basics` has their rows.
      basics.withUnsafeBufferPointer { rows in
        columns[Int(symbol)].forEachMember { x in
          col.append(x)
          col.add(x, rows[Int(x)]?.coefficient(for: symbol) ?? 0)
        }
      }
      return
    }
    search.start(symbolCount: symbolCount)
    // Postorder over "is referred to by": a row finishes after every row that refers to it.
    // A symbol is expanded when first popped, so that it finishes after all its successors.
    _ = search.visit(symbol)
    columns[Int(symbol)].forEachMember { search.stack.append($0) }
    while let top = search.stack.popLast() {
      if top < 0 {
        col.append(-1 - top)
        continue
      }
      guard search.visit(top) else { continue }
      search.stack.append(-1 - top)
      columns[Int(top)].forEachMember { x in
        if !search.isVisited(x) { search.stack.append(x) }
      }
    }
    col.reverseMembers()
    // The symbol is no member: it was visited first.
    col.add(symbol, 1)
    basics.withUnsafeBufferPointer { rows in
      for x in col.members {
        col.add(x, rows[Int(x)]?.dot { col.coefficient(of: $0) } ?? 0)
      }
    }
    col.set(symbol, 0)
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
      if value < 0 && symbolInfo[Int(x)].kind != .external { infeasible.append(x) }
    }
    valuesAreCurrent = false
  }
}

extension Tableau {
  /// The largest magnitude among the coefficients of `row` that could be pivoted on: dummies,
  /// which never enter, do not count.
  func largestPivot(in row: Row) -> Double {
    var largest = 0.0
    for cell in row.cells where kind(cell.symbol) != .dummy {
      largest = Swift.max(largest, abs(cell.coefficient))
    }
    return largest
  }
}
