// Raw values from CGContext.h, `CGInterpolationQuality`.

/// How much care images get when scaled.
public enum CGInterpolationQuality: Int32, Sendable {
  /// The context's default.
  case `default` = 0
  /// No interpolation.
  case none = 1
  /// Low quality, fast.
  case low = 2
  /// High quality, slower.
  case high = 3
  /// Medium quality.
  case medium = 4
}
