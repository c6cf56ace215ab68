import Foundation

/// What a timed object shows outside its active duration.
///
/// The raw values are the strings of Core Animation's constants (`kCA…`), as `rawValue` reads them
/// on iOS.
public struct CAMediaTimingFillMode: Hashable, RawRepresentable, Sendable {
  /// The constant's string.
  public var rawValue: String

  /// A constant from its string.
  public init(rawValue: String) { self.rawValue = rawValue }
}

extension CAMediaTimingFillMode {
  /// Its final state after it ends.
  public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")

  /// Its initial state before it begins.
  public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")

  /// Both.
  public static let both = CAMediaTimingFillMode(rawValue: "both")

  /// Neither (the default).
  public static let removed = CAMediaTimingFillMode(rawValue: "removed")
}
