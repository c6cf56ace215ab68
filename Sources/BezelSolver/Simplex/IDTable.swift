/// A map from non-negative integer ids (of variables and constraints) to values, kept in an
/// array with a free list and found through an ``IntegerMap``.
///
/// `Dictionary` hashes every key with SipHash under a per-process seed; the solver looks up
/// variables and constraints on every call, and the values' order here is a function of the
/// calls alone. Growing the map moves integers only, never values.
struct IDTable<Value: IDTableValue> {
  /// For each key, the index of its value in `storage`.
  private var positions = IntegerMap()
  private var storage: [Value?] = []
  private var free: [Int32] = []

  var count: Int { positions.count }
  var isEmpty: Bool { count == 0 }

  subscript(key: Int) -> Value? {
    get { positions[key].flatMap { storage[Int($0)] } }
    set {
      if let value = newValue {
        insert(key, value)
      } else {
        removeValue(forKey: key)
      }
    }
  }

  private mutating func insert(_ key: Int, _ value: Value) {
    assert(value.tableKey == key, "a value stored under another key than its own")
    if let position = positions[key] {
      storage[Int(position)] = value
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
    positions[key] = position
  }

  /// Whether `key` has a value, found without copying the value out.
  func contains(_ key: Int) -> Bool { positions[key] != nil }

  @discardableResult
  mutating func removeValue(forKey key: Int) -> Value? {
    guard let position = positions[key] else { return nil }
    let value = storage[Int(position)]
    storage[Int(position)] = nil
    free.append(position)
    positions[key] = nil
    return value
  }

  /// The values, in storage order: fixed for a given sequence of calls.
  var values: [Value] { storage.compactMap { $0 } }

  /// Calls `body` with each value, in storage order, without gathering them in an array.
  func forEachValue(_ body: (Value) -> Void) {
    storage.withUnsafeBufferPointer { storage in
      for case let value? in storage { body(value) }
    }
  }

  /// The entries sorted by key.
  func sortedByKey() -> [(key: Int, value: Value)] {
    storage.compactMap { $0.map { ($0.tableKey, $0) } }.sorted { $0.key < $1.key }
  }
}

// A record copied out of the table retains its constraint's terms and releases them after:
// reading or writing its constant where it is stored does neither (a table's scroll step reads
// the constants of thousands of frame pins).
extension IDTable where Value == ConstraintRecord {
  /// The constant in force of `key`'s record, read in place; nil when there is none.
  func constant(forKey key: Int) -> Double? {
    guard let position = positions[key] else { return nil }
    return storage.withUnsafeBufferPointer { $0[Int(position)]?.constant }
  }

  /// Gives `key`'s record the constant in force `constant`, in place.
  mutating func setConstant(_ constant: Double, forKey key: Int) {
    guard let position = positions[key] else { return }
    storage[Int(position)]?.constant = constant
  }
}

/// A value of an ``IDTable``, which carries the key it is stored under: the table keeps no copy
/// of the keys.
protocol IDTableValue {
  var tableKey: Int { get }
}
