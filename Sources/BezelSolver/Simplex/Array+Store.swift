extension Array {
  /// Writes `element` at `index`, appending it when `index` is `count`.
  ///
  /// For scratch arrays whose first entries are in use and whose storage is kept from one use to
  /// the next (``SymbolSlots`` and the entries kept beside it).
  @inline(__always)
  mutating func store(_ element: Element, at index: Int) {
    if index < count { self[index] = element } else { append(element) }
  }
}
