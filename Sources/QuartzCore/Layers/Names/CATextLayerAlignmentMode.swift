import Foundation

/// How a text layer aligns its lines.
///
/// The raw values are the strings of Core Animation's constants (`kCA…`), as `rawValue` reads them
/// on iOS.
public struct CATextLayerAlignmentMode: Hashable, RawRepresentable, Sendable {
  /// The constant's string.
  public var rawValue: String

  /// A constant from its string.
  public init(rawValue: String) { self.rawValue = rawValue }
}

extension CATextLayerAlignmentMode {
  /// The script's natural alignment (the default).
  public static let natural = CATextLayerAlignmentMode(rawValue: "natural")

  /// Left.
  public static let left = CATextLayerAlignmentMode(rawValue: "left")

  /// Right.
  public static let right = CATextLayerAlignmentMode(rawValue: "right")

  /// Centred.
  public static let center = CATextLayerAlignmentMode(rawValue: "center")

  /// Justified.
  public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}
