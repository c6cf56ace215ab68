/// A map from variable ids to their symbols: open addressing with linear probing over integer
/// keys, the symbols kept beside the keys.
///
/// Every term of every constraint looks its variable up here; unlike ``IDTable``, which keeps
/// its values apart so that they can be listed in a fixed order, a lookup reads one slot and an
/// insertion writes two integers.
struct SymbolTable {
  private static let empty = -1
  private static let deleted = -2

  private var keys: [Int] = []
  private var symbols: [Symbol] = []
  /// Slots in use, deleted ones included.
  private var used = 0
  private var count = 0

  @inline(__always)
  private static func hash(_ key: Int, _ mask: Int) -> Int {
    Int(truncatingIfNeeded: (UInt64(bitPattern: Int64(key)) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
  }

  private func index(of key: Int) -> Int? {
    if keys.isEmpty { return nil }
    let mask = keys.count - 1
    var i = Self.hash(key, mask)
    while true {
      let k = keys[i]
      if k == key { return i }
      if k == Self.empty { return nil }
      i = (i + 1) & mask
    }
  }

  /// The symbol of the variable with id `key`, a non-negative integer; setting nil removes it.
  subscript(key: Int) -> Symbol? {
    get { index(of: key).map { symbols[$0] } }
    set {
      if let symbol = newValue {
        insert(key, symbol)
      } else if let i = index(of: key) {
        keys[i] = Self.deleted
        count -= 1
      }
    }
  }

  private mutating func insert(_ key: Int, _ symbol: Symbol) {
    if let i = index(of: key) {
      symbols[i] = symbol
      return
    }
    if (used + 1) * 2 > keys.count { rehash(Swift.max(16, (count + 1) * 4)) }
    let mask = keys.count - 1
    var i = Self.hash(key, mask)
    while keys[i] >= 0 { i = (i + 1) & mask }
    if keys[i] == Self.empty { used += 1 }
    keys[i] = key
    symbols[i] = symbol
    count += 1
  }

  private mutating func rehash(_ capacity: Int) {
    var size = 16
    while size < capacity { size *= 2 }
    let oldKeys = keys
    let oldSymbols = symbols
    keys = [Int](repeating: Self.empty, count: size)
    symbols = [Symbol](repeating: 0, count: size)
    used = 0
    let mask = size - 1
    for i in oldKeys.indices where oldKeys[i] >= 0 {
      var j = Self.hash(oldKeys[i], mask)
      while keys[j] != Self.empty { j = (j + 1) & mask }
      keys[j] = oldKeys[i]
      symbols[j] = oldSymbols[i]
      used += 1
    }
  }
}
