import Foundation

/// The directions in which a scroll layer scrolls.
///
/// The raw values are the strings of Core Animation's constants (`kCA…`), as `rawValue` reads them
/// on iOS.
public struct CAScrollLayerScrollMode: Hashable, RawRepresentable, Sendable {
  /// The constant's string.
  public var rawValue: String

  /// A constant from its string.
  public init(rawValue: String) { self.rawValue = rawValue }
}

extension CAScrollLayerScrollMode {
  /// Not at all.
  public static let none = CAScrollLayerScrollMode(rawValue: "none")

  /// Vertically.
  public static let vertically = CAScrollLayerScrollMode(rawValue: "vertically")

  /// Horizontally.
  public static let horizontally = CAScrollLayerScrollMode(rawValue: "horizontally")

  /// Both ways (the default).
  public static let both = CAScrollLayerScrollMode(rawValue: "both")
}
