// Bit values from CGGradient.h, `CGGradientDrawingOptions`.

/// Whether a gradient's fill extends past its start or end.
public struct CGGradientDrawingOptions: OptionSet, Sendable, Hashable {
  public let rawValue: UInt32

  public init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  /// The fill extends before the start point with the first color.
  public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
  /// The fill extends past the end point with the last color.
  public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}
