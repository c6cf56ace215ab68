import Foundation

/// How a keyframe animation along a path rotates the layer.
///
/// The raw values are the strings of Core Animation's constants (`kCA…`), as `rawValue` reads them
/// on iOS.
public struct CAAnimationRotationMode: Hashable, RawRepresentable, Sendable {
  /// The constant's string.
  public var rawValue: String

  /// A constant from its string.
  public init(rawValue: String) { self.rawValue = rawValue }
}

extension CAAnimationRotationMode {
  /// Tangent to the path.
  public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")

  /// Tangent to the path, turned by 180°.
  public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}
