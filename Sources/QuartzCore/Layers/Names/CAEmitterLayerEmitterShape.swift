import Foundation

/// The shape particles are emitted from.
///
/// The raw values are the strings of Core Animation's constants (`kCA…`), as `rawValue` reads them
/// on iOS.
public struct CAEmitterLayerEmitterShape: Hashable, RawRepresentable, Sendable {
  /// The constant's string.
  public var rawValue: String

  /// A constant from its string.
  public init(rawValue: String) { self.rawValue = rawValue }
}

extension CAEmitterLayerEmitterShape {
  /// A point (the default).
  public static let point = CAEmitterLayerEmitterShape(rawValue: "point")

  /// A line.
  public static let line = CAEmitterLayerEmitterShape(rawValue: "line")

  /// A rectangle.
  public static let rectangle = CAEmitterLayerEmitterShape(rawValue: "rectangle")

  /// A cuboid.
  public static let cuboid = CAEmitterLayerEmitterShape(rawValue: "cuboid")

  /// A circle.
  public static let circle = CAEmitterLayerEmitterShape(rawValue: "circle")

  /// A sphere.
  public static let sphere = CAEmitterLayerEmitterShape(rawValue: "sphere")
}
