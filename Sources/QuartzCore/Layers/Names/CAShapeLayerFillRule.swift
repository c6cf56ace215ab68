import Foundation

/// How a shape layer decides what is inside its path.
///
/// The raw values are the strings of Core Animation's constants (`kCA…`), as `rawValue` reads them
/// on iOS.
public struct CAShapeLayerFillRule: Hashable, RawRepresentable, Sendable {
  /// The constant's string.
  public var rawValue: String

  /// A constant from its string.
  public init(rawValue: String) { self.rawValue = rawValue }
}

extension CAShapeLayerFillRule {
  /// The non-zero winding rule (the default).
  public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")

  /// The even-odd rule.
  public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}
