import Foundation

/// The order in which particles are drawn.
///
/// The raw values are the strings of Core Animation's constants (`kCA…`), as `rawValue` reads them
/// on iOS.
public struct CAEmitterLayerRenderMode: Hashable, RawRepresentable, Sendable {
  /// The constant's string.
  public var rawValue: String

  /// A constant from its string.
  public init(rawValue: String) { self.rawValue = rawValue }
}

extension CAEmitterLayerRenderMode {
  /// Any order (the default).
  public static let unordered = CAEmitterLayerRenderMode(rawValue: "unordered")

  /// Oldest first.
  public static let oldestFirst = CAEmitterLayerRenderMode(rawValue: "oldestFirst")

  /// Oldest last.
  public static let oldestLast = CAEmitterLayerRenderMode(rawValue: "oldestLast")

  /// By depth.
  public static let backToFront = CAEmitterLayerRenderMode(rawValue: "backToFront")

  /// Blended additively.
  public static let additive = CAEmitterLayerRenderMode(rawValue: "additive")
}
