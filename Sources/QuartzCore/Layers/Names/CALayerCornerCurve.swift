import Foundation

/// The curve of a layer's rounded corners.
///
/// The raw values are the strings of Core Animation's constants (`kCA…`), as `rawValue` reads them
/// on iOS.
public struct CALayerCornerCurve: Hashable, RawRepresentable, Sendable {
  /// The constant's string.
  public var rawValue: String

  /// A constant from its string.
  public init(rawValue: String) { self.rawValue = rawValue }
}

extension CALayerCornerCurve {
  /// Quarter circles (the default).
  public static let circular = CALayerCornerCurve(rawValue: "circular")

  /// Continuous curvature, as iOS's app icons.
  public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
