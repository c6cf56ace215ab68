// Raw values from CGColorSpace.h, `CGColorRenderingIntent`.

/// How colors outside a destination's gamut are mapped.
public enum CGColorRenderingIntent: Int32, Sendable {
  /// The context's default.
  case defaultIntent = 0
  /// Out-of-gamut colors map to the nearest in-gamut color; white points are not adapted.
  case absoluteColorimetric = 1
  /// As absolute, with the white point adapted.
  case relativeColorimetric = 2
  /// Preserves the visual relationship between colors.
  case perceptual = 3
  /// Preserves saturation.
  case saturation = 4
}
