import Foundation

// Color conversion between the RGB and gray spaces Bezel knows: components are decoded to linear
// light with the source's transfer function (the sRGB curve of IEC 61966-2-1, a pure gamma, or
// linear), moved between Display P3 and sRGB primaries with the D65 matrices of CSS Color 4
// (section 18, "Sample code for color conversions", rounded to 7 digits), reduced to gray by
// BT.709 luminance, and encoded with the destination's curve. Extended spaces keep components
// outside 0...1 (the curves are applied to the magnitude, sign kept); the others clamp. The
// rendering intent does not change the result: Bezel maps no gamut.

extension CGColor {
  /// The color converted to `space`, or nil when Bezel cannot convert between the two spaces
  /// (CMYK, Lab, XYZ and the spaces without a known curve, unless the spaces are equal).
  public func converted(
    to space: CGColorSpace, intent: CGColorRenderingIntent, options: CFDictionary?
  ) -> CGColor? {
    guard let source = colorSpace, let values = components else { return nil }
    if source == space { return CGColor(space: space, components: values) }
    guard let linear = Self.linearRGB(values.dropLast(), in: source),
      let encoded = Self.encode(linear, in: space)
    else { return nil }
    let alpha = min(max(alpha, 0), 1)
    return CGColor(space: space, components: encoded + [alpha])
  }

  /// Linear-light sRGB-primaries components of `values` in `space`, or nil.
  private static func linearRGB(_ values: ArraySlice<CGFloat>, in space: CGColorSpace)
    -> [CGFloat]?
  {
    guard space.transfer != .other else { return nil }
    switch space.model {
    case .monochrome:
      guard let gray = values.first else { return nil }
      let light = decode(gray, space.transfer)
      return [light, light, light]
    case .rgb:
      let light = values.map { decode($0, space.transfer) }
      switch space.primaries {
      case .sRGB: return light
      case .displayP3: return multiply(sRGBFromDisplayP3, light)
      case .none: return nil
      }
    default:
      return nil
    }
  }

  /// `linear` (sRGB primaries, linear light) encoded in `space`, or nil.
  private static func encode(_ linear: [CGFloat], in space: CGColorSpace) -> [CGFloat]? {
    guard space.transfer != .other else { return nil }
    let limit: (CGFloat) -> CGFloat = { space.isExtended ? $0 : min(max($0, 0), 1) }
    switch space.model {
    case .monochrome:
      // ITU-R BT.709 luminance coefficients, which sRGB shares.
      let luminance = 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
      return [limit(encode(luminance, space.transfer))]
    case .rgb:
      let light: [CGFloat]
      switch space.primaries {
      case .sRGB: light = linear
      case .displayP3: light = multiply(displayP3FromSRGB, linear)
      case .none: return nil
      }
      return light.map { limit(encode($0, space.transfer)) }
    default:
      return nil
    }
  }

  private static let sRGBFromDisplayP3: [[CGFloat]] = [
    [1.224_940_2, -0.224_940_2, 0],
    [-0.042_056_9, 1.042_056_9, 0],
    [-0.019_637_6, -0.078_636_1, 1.098_273_7],
  ]

  private static let displayP3FromSRGB: [[CGFloat]] = [
    [0.822_462_1, 0.177_537_9, 0],
    [0.033_194_2, 0.966_805_8, 0],
    [0.017_082_7, 0.072_397_4, 0.910_519_9],
  ]

  private static func multiply(_ matrix: [[CGFloat]], _ vector: [CGFloat]) -> [CGFloat] {
    matrix.map { row in row[0] * vector[0] + row[1] * vector[1] + row[2] * vector[2] }
  }

  /// The transfer function's inverse: an encoded component to linear light.
  static func decode(_ value: CGFloat, _ transfer: CGColorSpace.Transfer) -> CGFloat {
    let magnitude = abs(value)
    let sign: CGFloat = value < 0 ? -1 : 1
    switch transfer {
    case .linear, .other: return value
    case .gamma(let exponent): return sign * pow(magnitude, exponent)
    case .sRGB:
      // IEC 61966-2-1: linear below 0.04045, else ((v + 0.055) / 1.055)^2.4.
      if magnitude <= 0.040_45 { return value / 12.92 }
      return sign * pow((magnitude + 0.055) / 1.055, 2.4)
    }
  }

  /// The transfer function: linear light to an encoded component.
  static func encode(_ value: CGFloat, _ transfer: CGColorSpace.Transfer) -> CGFloat {
    let magnitude = abs(value)
    let sign: CGFloat = value < 0 ? -1 : 1
    switch transfer {
    case .linear, .other: return value
    case .gamma(let exponent): return sign * pow(magnitude, 1 / exponent)
    case .sRGB:
      // IEC 61966-2-1: 12.92·v below 0.0031308, else 1.055·v^(1/2.4) − 0.055.
      if magnitude <= 0.003_130_8 { return value * 12.92 }
      return sign * (1.055 * pow(magnitude, 1 / 2.4) - 0.055)
    }
  }
}
