import Foundation

/// The ends of a shape layer's open subpaths.
///
/// The raw values are the strings of Core Animation's constants (`kCA…`), as `rawValue` reads them
/// on iOS.
public struct CAShapeLayerLineCap: Hashable, RawRepresentable, Sendable {
  /// The constant's string.
  public var rawValue: String

  /// A constant from its string.
  public init(rawValue: String) { self.rawValue = rawValue }
}

extension CAShapeLayerLineCap {
  /// Square ends at the endpoints (the default).
  public static let butt = CAShapeLayerLineCap(rawValue: "butt")

  /// Round ends.
  public static let round = CAShapeLayerLineCap(rawValue: "round")

  /// Square ends extended by half the line width.
  public static let square = CAShapeLayerLineCap(rawValue: "square")
}
