import Foundation

/// The filter used to scale a layer's contents.
///
/// The raw values are the strings of Core Animation's constants (`kCA…`), as `rawValue` reads them
/// on iOS.
public struct CALayerContentsFilter: Hashable, RawRepresentable, Sendable {
  /// The constant's string.
  public var rawValue: String

  /// A constant from its string.
  public init(rawValue: String) { self.rawValue = rawValue }
}

extension CALayerContentsFilter {
  /// Linear interpolation (the default).
  public static let linear = CALayerContentsFilter(rawValue: "linear")

  /// Nearest neighbour.
  public static let nearest = CALayerContentsFilter(rawValue: "nearest")

  /// Linear with mipmaps.
  public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}
