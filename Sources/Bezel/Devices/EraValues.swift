/// The values one quantity took across OS eras, each with its source.
///
/// A lookup returns the entry of the latest era at or before the era asked for. Asking for an
/// era before the first entry returns the first entry: a device that did not exist then is
/// described by its earliest known values, and the entry's source says which era those are.
public struct EraValues<Value: Hashable & Sendable>: Hashable, Sendable {
  /// The entries, in increasing order of era; never empty.
  public let entries: [Sourced<Value>]

  /// Creates the values from at least one entry; entries are ordered by era, and of two entries
  /// of one era the later wins.
  public init(_ first: Sourced<Value>, _ rest: Sourced<Value>...) {
    self.init(list: [first] + rest)
  }

  /// Creates the values from a list the catalog has built, which is never empty.
  init(list: [Sourced<Value>]) {
    var byEra: [Sourced<Value>] = []
    for entry in list {
      byEra.removeAll { $0.source.era == entry.source.era }
      byEra.append(entry)
    }
    entries = byEra.sorted { $0.source.era < $1.source.era }
  }

  /// The entry that holds in `era`.
  public func sourced(in era: OSEra) -> Sourced<Value> {
    entries.last { $0.source.era <= era } ?? entries[0]
  }

  /// The value that holds in `era`.
  public func value(in era: OSEra) -> Value { sourced(in: era).value }
}
