/// A map from non-negative integer ids (of variables and constraints) to values: open
/// addressing with linear probing and a multiplicative hash over integer slots, the values
/// kept apart in an array with a free list.
///
/// `Dictionary` hashes every key with SipHash under a per-process seed; the solver looks up
/// variables and constraints on every call, and a fixed hash keeps iteration order a function
/// of the calls alone. Growing the table moves integers only, never values.
struct IDTable<Value> {
  private static var empty: Int { -1 }
  private static var deleted: Int { -2 }

  private var keys: [Int] = []
  /// For each slot of `keys`, the index of its value in `storage`.
  private var positions: [Int32] = []
  private var storage: [Value?] = []
  private var free: [Int32] = []
  private var used = 0
  private(set) var count = 0

  var isEmpty: Bool { count == 0 }

  @inline(__always)
  private static func hash(_ key: Int, _ mask: Int) -> Int {
    Int(truncatingIfNeeded: (UInt64(bitPattern: Int64(key)) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
  }

  private func find(_ key: Int) -> Int? {
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

  subscript(key: Int) -> Value? {
    get { find(key).flatMap { storage[Int(positions[$0])] } }
    set {
      if let value = newValue {
        insert(key, value)
      } else {
        removeValue(forKey: key)
      }
    }
  }

  private mutating func insert(_ key: Int, _ value: Value) {
    if let i = find(key) {
      storage[Int(positions[i])] = value
      return
    }
    let position: Int32
    if let reused = free.popLast() {
      position = reused
      storage[Int(reused)] = value
    } else {
      position = Int32(storage.count)
      storage.append(value)
    }
    place(key, position)
    count += 1
  }

  private mutating func place(_ key: Int, _ position: Int32) {
    if (used + 1) * 2 > keys.count { rehash(Swift.max(16, count * 4)) }
    if Self.place(key, position, keys: &keys, positions: &positions) { used += 1 }
  }

  /// Puts `key` in the first free or deleted slot of its probe sequence; returns whether the
  /// slot had never been used.
  private static func place(
    _ key: Int, _ position: Int32, keys: inout [Int], positions: inout [Int32]
  ) -> Bool {
    keys.withUnsafeMutableBufferPointer { keys in
      positions.withUnsafeMutableBufferPointer { positions in
        let mask = keys.count - 1
        var i = hash(key, mask)
        while keys[i] >= 0 { i = (i + 1) & mask }
        let fresh = keys[i] == empty
        keys[i] = key
        positions[i] = position
        return fresh
      }
    }
  }

  @discardableResult
  mutating func removeValue(forKey key: Int) -> Value? {
    guard let i = find(key) else { return nil }
    let position = Int(positions[i])
    let value = storage[position]
    storage[position] = nil
    free.append(Int32(position))
    keys[i] = Self.deleted
    count -= 1
    return value
  }

  private mutating func rehash(_ capacity: Int) {
    var size = 16
    while size < capacity { size *= 2 }
    let oldKeys = keys
    let oldPositions = positions
    var newKeys = [Int](repeating: Self.empty, count: size)
    var newPositions = [Int32](repeating: 0, count: size)
    used = 0
    for i in oldKeys.indices where oldKeys[i] >= 0 {
      _ = Self.place(oldKeys[i], oldPositions[i], keys: &newKeys, positions: &newPositions)
      used += 1
    }
    keys = newKeys
    positions = newPositions
  }

  /// The values, in storage order: fixed for a given sequence of calls.
  var values: [Value] { storage.compactMap { $0 } }

  /// The entries sorted by key.
  func sortedByKey() -> [(key: Int, value: Value)] {
    zip(keys, positions).compactMap { k, p in k >= 0 ? storage[Int(p)].map { (k, $0) } : nil }
      .sorted { $0.key < $1.key }
  }
}
