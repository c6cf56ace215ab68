import Foundation

/// The joins between a shape layer's segments.
///
/// The raw values are the strings of Core Animation's constants (`kCA…`), as `rawValue` reads them
/// on iOS.
public struct CAShapeLayerLineJoin: Hashable, RawRepresentable, Sendable {
  /// The constant's string.
  public var rawValue: String

  /// A constant from its string.
  public init(rawValue: String) { self.rawValue = rawValue }
}

extension CAShapeLayerLineJoin {
  /// Mitered joins (the default).
  public static let miter = CAShapeLayerLineJoin(rawValue: "miter")

  /// Round joins.
  public static let round = CAShapeLayerLineJoin(rawValue: "round")

  /// Bevelled joins.
  public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}
