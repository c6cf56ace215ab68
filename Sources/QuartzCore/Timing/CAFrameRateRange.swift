/// The range of frame rates a display link or animation asks for (iOS 15).
public struct CAFrameRateRange: Equatable, Sendable {
  /// The lowest rate the content can run at.
  public var minimum: Float
  /// The highest rate the content can use.
  public var maximum: Float
  /// The rate the content prefers, if any.
  public var preferred: Float?

  /// A range from `minimum` to `maximum`, preferring `preferred` when given.
  public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
    self.minimum = minimum
    self.maximum = maximum
    self.preferred = preferred
  }

  /// The system's choice: every field zero, which leaves the rate to the display.
  public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)

  /// Whether two ranges are the same range.
  public func isEqual(to range: CAFrameRateRange) -> Bool { self == range }
}
