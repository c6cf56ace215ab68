import Foundation

/// How a keyframe animation computes values between keyframes.
///
/// The raw values are the strings of Core Animation's constants (`kCA…`), as `rawValue` reads them
/// on iOS.
public struct CAAnimationCalculationMode: Hashable, RawRepresentable, Sendable {
  /// The constant's string.
  public var rawValue: String

  /// A constant from its string.
  public init(rawValue: String) { self.rawValue = rawValue }
}

extension CAAnimationCalculationMode {
  /// Linear interpolation (the default).
  public static let linear = CAAnimationCalculationMode(rawValue: "linear")

  /// Each value held until the next key time.
  public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")

  /// Even pacing; key times are ignored.
  public static let paced = CAAnimationCalculationMode(rawValue: "paced")

  /// A Catmull-Rom spline.
  public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")

  /// A spline with even pacing.
  public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}
