import Foundation

/// Where a text layer truncates text that does not fit.
///
/// The raw values are the strings of Core Animation's constants (`kCA…`), as `rawValue` reads them
/// on iOS.
public struct CATextLayerTruncationMode: Hashable, RawRepresentable, Sendable {
  /// The constant's string.
  public var rawValue: String

  /// A constant from its string.
  public init(rawValue: String) { self.rawValue = rawValue }
}

extension CATextLayerTruncationMode {
  /// No truncation (the default).
  public static let none = CATextLayerTruncationMode(rawValue: "none")

  /// At the start of the line.
  public static let start = CATextLayerTruncationMode(rawValue: "start")

  /// At the end of the line.
  public static let end = CATextLayerTruncationMode(rawValue: "end")

  /// In the middle of the line.
  public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}
