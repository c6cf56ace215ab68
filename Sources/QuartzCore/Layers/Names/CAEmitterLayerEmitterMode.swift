import Foundation

/// Where on the shape particles are emitted.
///
/// The raw values are the strings of Core Animation's constants (`kCA…`), as `rawValue` reads them
/// on iOS.
public struct CAEmitterLayerEmitterMode: Hashable, RawRepresentable, Sendable {
  /// The constant's string.
  public var rawValue: String

  /// A constant from its string.
  public init(rawValue: String) { self.rawValue = rawValue }
}

extension CAEmitterLayerEmitterMode {
  /// At the shape's points.
  public static let points = CAEmitterLayerEmitterMode(rawValue: "points")

  /// On its outline.
  public static let outline = CAEmitterLayerEmitterMode(rawValue: "outline")

  /// On its surface.
  public static let surface = CAEmitterLayerEmitterMode(rawValue: "surface")

  /// Inside it (the default).
  public static let volume = CAEmitterLayerEmitterMode(rawValue: "volume")
}
