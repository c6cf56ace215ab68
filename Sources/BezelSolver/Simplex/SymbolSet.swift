/// A set of symbols for the column index: two members inline, a few more in a short array,
/// and beyond that an open-addressing table with a multiplicative hash.
///
/// Most columns hold one or two rows, so most sets never allocate. A set is 16 bytes: a table
/// keeps its counts in the two inline fields, which only a small set uses for members. The
/// standard `Set` hashes with a per-process random seed (SipHash) on every insert and remove,
/// which made up half the solver's time on dense systems; here the hash is a fixed
/// multiplication, so iteration order depends only on the sequence of calls, never on the
/// process.
struct SymbolSet: Sequence, Equatable {
  private static let empty: Int32 = -1
  private static let deleted: Int32 = -2
  private static let smallLimit = 8

  /// Small sets: a member, or -1.
  ///
  /// Large sets: -3 less the slots of the table in use, deleted ones included (so at most -3).
  private var first: Int32 = -1
  /// Small sets: a member, or -1.
  ///
  /// Large sets: the bitwise complement of the count (so at most -1).
  private var second: Int32 = -1
  /// Small sets: members beyond the inline two, unordered.
  ///
  /// Large sets: the hash table.
  private var rest: [Int32] = []

  private var isTable: Bool { first <= -3 }
  /// The table's slots in use, deleted ones included.
  private var used: Int { Int(-3 - first) }

  var count: Int {
    if isTable { return Int(~second) }
    var count = rest.count
    if first >= 0 { count += 1 }
    if second >= 0 { count += 1 }
    return count
  }

  var isEmpty: Bool {
    if isTable { return second == -1 }
    return first < 0 && second < 0 && rest.count == 0
  }

  @inline(__always)
  private static func hash(_ symbol: Int32, _ mask: Int) -> Int {
    Int(truncatingIfNeeded: UInt32(bitPattern: symbol) &* 0x9E37_79B1) & mask
  }

  func contains(_ symbol: Int32) -> Bool {
    if !isTable { return first == symbol || second == symbol || rest.contains(symbol) }
    return rest.withUnsafeBufferPointer { table in
      let mask = table.count - 1
      var i = Self.hash(symbol, mask)
      while true {
        let s = table[i]
        if s == symbol { return true }
        if s == Self.empty { return false }
        i = (i + 1) & mask
      }
    }
  }

  mutating func insert(_ symbol: Int32) {
    if isTable {
      if (used + 1) * 2 > rest.count { rehash(capacity: Swift.max(32, count * 4)) }
      insertInTable(symbol)
      return
    }
    if contains(symbol) { return }
    if first < 0 {
      first = symbol
    } else if second < 0 {
      second = symbol
    } else if rest.count + 2 < Self.smallLimit {
      rest.append(symbol)
    } else {
      let members = Array(self) + [symbol]
      rest = [Int32](repeating: Self.empty, count: 32)
      // A table with no slot in use and no member.
      first = -3
      second = ~0
      for m in members { insertInTable(m) }
    }
  }

  private mutating func insertInTable(_ symbol: Int32) {
    // (whether the symbol was added, whether it took a slot never used before)
    let (added, fresh) = rest.withUnsafeMutableBufferPointer { table -> (Bool, Bool) in
      let mask = table.count - 1
      var i = Self.hash(symbol, mask)
      var firstDeleted = -1
      while true {
        let s = table[i]
        if s == symbol { return (false, false) }
        if s == Self.empty { break }
        if s == Self.deleted && firstDeleted < 0 { firstDeleted = i }
        i = (i + 1) & mask
      }
      if firstDeleted >= 0 {
        table[firstDeleted] = symbol
        return (true, false)
      }
      table[i] = symbol
      return (true, true)
    }
    // One more member: the complement goes down; one more slot in use: `first` goes down.
    if added { second -= 1 }
    if fresh { first -= 1 }
  }

  mutating func remove(_ symbol: Int32) {
    if !isTable {
      if first == symbol {
        first = -1
      } else if second == symbol {
        second = -1
      } else if let i = rest.firstIndex(of: symbol) {
        rest.swapAt(i, rest.count - 1)
        rest.removeLast()
      }
      return
    }
    let removed = rest.withUnsafeMutableBufferPointer { table -> Bool in
      let mask = table.count - 1
      var i = Self.hash(symbol, mask)
      while true {
        let s = table[i]
        if s == symbol {
          table[i] = Self.deleted
          return true
        }
        if s == Self.empty { return false }
        i = (i + 1) & mask
      }
    }
    if removed { second += 1 }
  }

  /// Moves the members into a table of at least `capacity` slots, visiting the old slots in
  /// order, so that the new table is the one inserting them one by one would give.
  private mutating func rehash(capacity: Int) {
    var size = 32
    while size < capacity { size *= 2 }
    var table = [Int32](repeating: Self.empty, count: size)
    var placed: Int32 = 0
    rest.withUnsafeBufferPointer { old in
      table.withUnsafeMutableBufferPointer { table in
        let mask = size - 1
        for s in old where s >= 0 {
          var i = Self.hash(s, mask)
          while table[i] != Self.empty { i = (i + 1) & mask }
          table[i] = s
          placed += 1
        }
      }
    }
    rest = table
    first = -3 - placed
    second = ~placed
  }

  mutating func removeAll() {
    self = SymbolSet()
  }

  /// Calls `body` with each member, in iteration order, without copying the storage.
  @inline(__always)
  func forEachMember(_ body: (Int32) -> Void) {
    if first >= 0 { body(first) }
    if second >= 0 { body(second) }
    if rest.isEmpty { return }
    rest.withUnsafeBufferPointer { rest in
      for s in rest where s >= 0 { body(s) }
    }
  }

  /// The members in ascending order.
  func sorted() -> [Int32] { Array(self).sorted() }

  func min() -> Int32? { self.reduce(nil) { m, x in m.map { Swift.min($0, x) } ?? x } }

  func makeIterator() -> Iterator { Iterator(first: first, second: second, rest: rest) }

  /// Visits the inline members, then the array or table, skipping empty slots.
  struct Iterator: IteratorProtocol {
    let first: Int32
    let second: Int32
    let rest: [Int32]
    var index = 0

    mutating func next() -> Int32? {
      while true {
        let s: Int32
        switch index {
        case 0: s = first
        case 1: s = second
        default:
          guard index - 2 < rest.count else { return nil }
          s = rest[index - 2]
        }
        index += 1
        if s >= 0 { return s }
      }
    }
  }

  static func == (lhs: SymbolSet, rhs: SymbolSet) -> Bool {
    lhs.count == rhs.count && lhs.allSatisfy { rhs.contains($0) }
  }
}
