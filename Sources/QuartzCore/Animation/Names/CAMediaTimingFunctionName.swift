import Foundation

/// The names of the predefined timing functions.
///
/// The raw values are the strings of Core Animation's constants (`kCA…`), as `rawValue` reads them
/// on iOS.
public struct CAMediaTimingFunctionName: Hashable, RawRepresentable, Sendable {
  /// The constant's string.
  public var rawValue: String

  /// A constant from its string.
  public init(rawValue: String) { self.rawValue = rawValue }
}

extension CAMediaTimingFunctionName {
  /// Linear pacing.
  public static let linear = CAMediaTimingFunctionName(rawValue: "linear")

  /// Slow at the start.
  public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")

  /// Slow at the end.
  public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")

  /// Slow at both ends.
  public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")

  /// The system default curve.
  public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}
