/// A map from non-negative integer ids to 32-bit integers: open addressing with linear probing
/// over integer keys, the values kept beside the keys.
///
/// The tableau maps variable ids to their symbols with it (every term of every constraint looks
/// its variable up here), and the UIKit layer maps variable ids to the slots of their items.
/// Unlike ``IDTable``, which keeps its values apart so that they can be listed in a fixed order,
/// a lookup reads one slot and an insertion writes two integers; unlike a `Dictionary`, keys are
/// not hashed with SipHash.
package struct IntegerMap {
  private static let empty = -1
  private static let deleted = -2

  private var keys: [Int] = []
  private var values: [Int32] = []

  package init() {}
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

  /// The value of `key`, a non-negative integer; setting nil removes it.
  package subscript(key: Int) -> Int32? {
    get { index(of: key).map { values[$0] } }
    set {
      if let value = newValue {
        insert(key, value)
      } else if let i = index(of: key) {
        keys[i] = Self.deleted
        count -= 1
      }
    }
  }

  private mutating func insert(_ key: Int, _ value: Int32) {
    if let i = index(of: key) {
      values[i] = value
      return
    }
    if (used + 1) * 2 > keys.count { rehash(Swift.max(16, (count + 1) * 4)) }
    let mask = keys.count - 1
    var i = Self.hash(key, mask)
    while keys[i] >= 0 { i = (i + 1) & mask }
    if keys[i] == Self.empty { used += 1 }
    keys[i] = key
    values[i] = value
    count += 1
  }

  private mutating func rehash(_ capacity: Int) {
    var size = 16
    while size < capacity { size *= 2 }
    let oldKeys = keys
    let oldValues = values
    keys = [Int](repeating: Self.empty, count: size)
    values = [Int32](repeating: 0, count: size)
    used = 0
    let mask = size - 1
    for i in oldKeys.indices where oldKeys[i] >= 0 {
      var j = Self.hash(oldKeys[i], mask)
      while keys[j] != Self.empty { j = (j + 1) & mask }
      keys[j] = oldKeys[i]
      values[j] = oldValues[i]
      used += 1
    }
  }
}
