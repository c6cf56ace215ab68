/// Searches by identity written as plain loops.
///
/// In this module a closure such as `{ $0 === view }` is formed on the main actor, and Swift 6
/// checks the actor each time such a closure runs: a `lastIndex(where:)` over a container's
/// constraints cost some 250 instructions an element (callgrind, removal-1000).
extension Array where Element: AnyObject {
  /// The first index of exactly `object`.
  func firstIndex(ofIdentical object: Element) -> Int? {
    var index = startIndex
    while index < endIndex {
      if self[index] === object { return index }
      index += 1
    }
    return nil
  }

  /// The last index of exactly `object`.
  func lastIndex(ofIdentical object: Element) -> Int? {
    var index = endIndex
    while index > startIndex {
      index -= 1
      if self[index] === object { return index }
    }
    return nil
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
