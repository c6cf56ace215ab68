/// Searches by identity written as plain loops.
///
/// In this module a closure such as `{ $0 === view }` is formed on the main actor, and Swift 6
/// checks the actor each time such a closure runs: a `lastIndex(where:)` over a container's
/// constraints cost some 250 instructions an element (callgrind, removal-1000).
extension Array where Element: AnyObject {
  /// The first index of exactly `object`.
  func firstIndex(ofIdentical object: Element) -> Int? {
    index(ofIdentical: object, searchingBackward: false)
  }

  /// The last index of exactly `object`.
  func lastIndex(ofIdentical object: Element) -> Int? {
    index(ofIdentical: object, searchingBackward: true)
  }

  /// The first or last index of exactly `object`.
  ///
  /// The elements are compared as addresses read from the array's memory: unoptimised, reading
  /// an element as a reference retains and releases it, three reference-count operations an
  /// element where a search through a view's few constraints or subviews needs none.
  private func index(ofIdentical object: Element, searchingBackward backward: Bool) -> Int? {
    let address = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
    return withUnsafeBytes { bytes in
      // An element of a class-constrained type is one reference, stored as the instance's
      // address.
      let stride = MemoryLayout<UnsafeRawPointer>.stride
      let count = bytes.count / stride
      var step = 0
      while step < count {
        let index = backward ? count - 1 - step : step
        if bytes.load(fromByteOffset: index * stride, as: UnsafeRawPointer.self) == address {
          return index
        }
        step += 1
      }
      return nil
    }
  }

  /// Removes the last occurrence of exactly `object`, if any.
  mutating func removeLast(identicalTo object: Element) {
    if let index = lastIndex(ofIdentical: object) { remove(at: index) }
  }

  /// Removes every occurrence of exactly `object`.
  mutating func removeAll(identicalTo object: Element) {
    while let index = lastIndex(ofIdentical: object) {
      remove(at: index)
    }
  }
}
