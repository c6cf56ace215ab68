/// A set of symbols for the column index: open addressing with linear probing and a
/// multiplicative hash.
///
/// The standard `Set` hashes with a per-process random seed (SipHash) on every insert and
/// remove, which made up half the solver's time on dense systems. Here the hash is a fixed
/// multiplication, so iteration order depends only on the sequence of calls, never on the
/// process, and most columns, which hold a handful of rows, stay in a short array.
struct SymbolSet: Sequence, Equatable {
  private static let empty: Int32 = -1
  private static let deleted: Int32 = -2
  private static let smallLimit = 8

  /// Small sets: the members, unordered.
  ///
  /// Large sets: the hash table.
  private var slots: [Int32] = []
  private var isTable = false
  private var used = 0
  private(set) var count = 0

  var isEmpty: Bool { count == 0 }

  @inline(__always)
  private static func hash(_ symbol: Int32, _ mask: Int) -> Int {
    Int(truncatingIfNeeded: UInt32(bitPattern: symbol) &* 0x9E37_79B1) & mask
  }

  func contains(_ symbol: Int32) -> Bool {
    if !isTable { return slots.contains(symbol) }
    let mask = slots.count - 1
    var i = Self.hash(symbol, mask)
    while true {
      let s = slots[i]
      if s == symbol { return true }
      if s == Self.empty { return false }
      i = (i + 1) & mask
    }
  }

  mutating func insert(_ symbol: Int32) {
    if !isTable {
      if slots.contains(symbol) { return }
      if slots.count < Self.smallLimit {
        slots.append(symbol)
        count += 1
        return
      }
      let members = slots
      slots = [Int32](repeating: Self.empty, count: 32)
      isTable = true
      used = 0
      count = 0
      for m in members { insertInTable(m) }
    }
    if (used + 1) * 2 > slots.count { rehash(capacity: Swift.max(32, count * 4)) }
    insertInTable(symbol)
  }

  private mutating func insertInTable(_ symbol: Int32) {
    let mask = slots.count - 1
    var i = Self.hash(symbol, mask)
    var firstDeleted = -1
    while true {
      let s = slots[i]
      if s == symbol { return }
      if s == Self.empty { break }
      if s == Self.deleted && firstDeleted < 0 { firstDeleted = i }
      i = (i + 1) & mask
    }
    if firstDeleted >= 0 {
      slots[firstDeleted] = symbol
    } else {
      slots[i] = symbol
      used += 1
    }
    count += 1
  }

  mutating func remove(_ symbol: Int32) {
    if !isTable {
      if let i = slots.firstIndex(of: symbol) {
        slots.swapAt(i, slots.count - 1)
        slots.removeLast()
        count -= 1
      }
      return
    }
    let mask = slots.count - 1
    var i = Self.hash(symbol, mask)
    while true {
      let s = slots[i]
      if s == symbol {
        slots[i] = Self.deleted
        count -= 1
        return
      }
      if s == Self.empty { return }
      i = (i + 1) & mask
    }
  }

  private mutating func rehash(capacity: Int) {
    var size = 32
    while size < capacity { size *= 2 }
    let members = Array(self)
    slots = [Int32](repeating: Self.empty, count: size)
    used = 0
    count = 0
    for m in members { insertInTable(m) }
  }

  mutating func removeAll() {
    slots = []
    isTable = false
    used = 0
    count = 0
  }

  /// The members in ascending order.
  func sorted() -> [Int32] { Array(self).sorted() }

  func min() -> Int32? { self.reduce(nil) { m, x in m.map { Swift.min($0, x) } ?? x } }

  func makeIterator() -> Iterator { Iterator(slots: slots) }

  struct Iterator: IteratorProtocol {
    let slots: [Int32]
    var index = 0

    mutating func next() -> Int32? {
      while index < slots.count {
        let s = slots[index]
        index += 1
        if s >= 0 { return s }
      }
      return nil
    }
  }

  static func == (lhs: SymbolSet, rhs: SymbolSet) -> Bool {
    lhs.count == rhs.count && lhs.allSatisfy { rhs.contains($0) }
  }
}
