import Foundation

/// The names of the predefined value functions.
///
/// The raw values are the strings of Core Animation's constants (`kCA…`), as `rawValue` reads them
/// on iOS.
public struct CAValueFunctionName: Hashable, RawRepresentable, Sendable {
  /// The constant's string.
  public var rawValue: String

  /// A constant from its string.
  public init(rawValue: String) { self.rawValue = rawValue }
}

extension CAValueFunctionName {
  /// The `rotateX` function.
  public static let rotateX = CAValueFunctionName(rawValue: "rotateX")

  /// The `rotateY` function.
  public static let rotateY = CAValueFunctionName(rawValue: "rotateY")

  /// The `rotateZ` function.
  public static let rotateZ = CAValueFunctionName(rawValue: "rotateZ")

  /// The `scale` function.
  public static let scale = CAValueFunctionName(rawValue: "scale")

  /// The `scaleX` function.
  public static let scaleX = CAValueFunctionName(rawValue: "scaleX")

  /// The `scaleY` function.
  public static let scaleY = CAValueFunctionName(rawValue: "scaleY")

  /// The `scaleZ` function.
  public static let scaleZ = CAValueFunctionName(rawValue: "scaleZ")

  /// The `translate` function.
  public static let translate = CAValueFunctionName(rawValue: "translate")

  /// The `translateX` function.
  public static let translateX = CAValueFunctionName(rawValue: "translateX")

  /// The `translateY` function.
  public static let translateY = CAValueFunctionName(rawValue: "translateY")

  /// The `translateZ` function.
  public static let translateZ = CAValueFunctionName(rawValue: "translateZ")
}
