// Raw values from CGColorSpace.h, `CGColorSpaceModel`.

/// The kind of components a color space has.
public enum CGColorSpaceModel: Int32, Sendable {
  /// An unknown model.
  case unknown = -1
  /// One gray component.
  case monochrome = 0
  /// Red, green and blue.
  case rgb = 1
  /// Cyan, magenta, yellow and black.
  case cmyk = 2
  /// L*a*b*.
  case lab = 3
  /// DeviceN.
  case deviceN = 4
  /// Indexed.
  case indexed = 5
  /// Pattern.
  case pattern = 6
  /// CIE XYZ.
  case XYZ = 7
}
