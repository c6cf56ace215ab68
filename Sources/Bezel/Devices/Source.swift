/// Where a catalog value comes from: a short citation and the OS era it was observed in.
///
/// Citations name their source by the keys that docs/sources.md lists
/// (for example `DIM` for the dimmmensions simulator measurements, `SST` for
/// swift-snapshot-testing's device table, `DF` for flutter_device_preview's device catalog); a
/// value chosen from a sibling device or derived from a rule says so in its citation.
public struct Source: Hashable, Sendable, CustomStringConvertible {
  /// The citation, for example `"DIM iOS 14.4–16.2"`.
  public var citation: String
  /// The first OS era the value holds for.
  public var era: OSEra

  /// Creates a source.
  public init(_ citation: String, era: OSEra) {
    self.citation = citation
    self.era = era
  }

  /// The citation and the era it holds from.
  public var description: String { "\(citation) (from iOS \(era.firstVersion))" }
}

/// A value together with its source.
public struct Sourced<Value: Hashable & Sendable>: Hashable, Sendable {
  /// The value.
  public var value: Value
  /// Where the value comes from.
  public var source: Source

  /// Creates a sourced value.
  public init(_ value: Value, _ source: Source) {
    self.value = value
    self.source = source
  }
}
