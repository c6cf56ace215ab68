/// A map from non-negative integer ids to 32-bit integers.
///
/// Ids are handed out in order of creation, so the ids one solver or one layout engine meets
/// mostly form a dense run: those live in a plain array indexed by `id − base`, and a lookup is
/// one load. Ids outside the run, which would leave the array mostly empty, go to an open
/// addressing table with linear probing and a fixed multiplicative hash, never SipHash.
///
/// The tableau maps variable ids to their symbols with it (every term of every constraint looks
/// its variable up here), ``IDTable`` maps ids to the positions of its values, and the UIKit layer
/// maps variable ids to the slots of their items.
package struct IntegerMap {
  private static let empty = -1
  private static let deleted = -2
  private static let absent: Int32 = -1

  /// The dense run: `window[id − base]` is the value of `id`, or `absent`.
  private var window: [Int32] = []
  private var base = -1
  /// Hash table for the other ids: keys and values side by side.
  private var keys: [Int] = []
  private var values: [Int32] = []
  /// Table slots in use, deleted ones included.
  private var used = 0
  private(set) var count = 0

  package init() {}

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
    get {
      let offset = key &- base
      if offset >= 0 && offset < window.count {
        let value = window[offset]
        if value != Self.absent || keys.isEmpty { return value == Self.absent ? nil : value }
      }
      // A key placed in the table before the run reached it stays there.
      return index(of: key).map { values[$0] }
    }
    set {
      if let value = newValue {
        insert(key, value)
      } else {
        remove(key)
      }
    }
  }

  /// Adds `delta` to the value of `key`, an absent key counting as 0; a sum of 0 removes the key.
  package mutating func add(_ delta: Int32, to key: Int) {
    let offset = key &- base
    // A key in the run is nowhere else: its value changes in place.
    if offset >= 0 && offset < window.count && window[offset] != Self.absent {
      let sum = window[offset] + delta
      if sum == 0 {
        count -= 1
        window[offset] = Self.absent
      } else {
        window[offset] = sum
      }
      return
    }
    let sum = (self[key] ?? 0) + delta
    self[key] = sum == 0 ? nil : sum
  }

  private mutating func insert(_ key: Int, _ value: Int32) {
    if base < 0 && key >= 0 { base = key }
    let offset = key &- base
    // Most maps never use the table: no probe then.
    if !keys.isEmpty, let i = index(of: key) {
      values[i] = value
      return
    }
    if offset >= 0 && offset < window.count {
      if window[offset] == Self.absent { count += 1 }
      window[offset] = value
      return
    }
    // The run grows to take the key while it stays within twice the entries, plus an allowance.
    if offset >= window.count && offset < 2 * count + 1024 {
      // Ids skipped by this map (other solvers' or items') fill in as absent, in one append.
      if window.count < offset {
        window.append(contentsOf: repeatElement(Self.absent, count: offset - window.count))
      }
      window.append(value)
      count += 1
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

  private mutating func remove(_ key: Int) {
    let offset = key &- base
    if offset >= 0 && offset < window.count && window[offset] != Self.absent {
      count -= 1
      window[offset] = Self.absent
    } else if let i = index(of: key) {
      keys[i] = Self.deleted
      count -= 1
    }
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
    keys.withUnsafeMutableBufferPointer { keys in
      values.withUnsafeMutableBufferPointer { values in
        for i in oldKeys.indices where oldKeys[i] >= 0 {
          var j = Self.hash(oldKeys[i], mask)
          while keys[j] != Self.empty { j = (j + 1) & mask }
          keys[j] = oldKeys[i]
          values[j] = oldValues[i]
        }
      }
    }
    used = oldKeys.reduce(0) { $0 + ($1 >= 0 ? 1 : 0) }
  }
}
