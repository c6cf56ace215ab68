import Foundation

/// The style of gradient a gradient layer draws.
///
/// The raw values are the strings of Core Animation's constants (`kCA…`), as `rawValue` reads them
/// on iOS.
public struct CAGradientLayerType: Hashable, RawRepresentable, Sendable {
  /// The constant's string.
  public var rawValue: String

  /// A constant from its string.
  public init(rawValue: String) { self.rawValue = rawValue }
}

extension CAGradientLayerType {
  /// Along the line from start to end point (the default).
  public static let axial = CAGradientLayerType(rawValue: "axial")

  /// Elliptical, centred at the start point.
  public static let radial = CAGradientLayerType(rawValue: "radial")

  /// Around the start point.
  public static let conic = CAGradientLayerType(rawValue: "conic")
}
