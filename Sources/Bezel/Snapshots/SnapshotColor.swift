import UIKit

/// A colour of a layer as drawings show it: red, green, blue and alpha in sRGB, each 0 to 1.
///
/// Taken from a `CGColor` by converting it to extended sRGB (gray spaces become equal red, green
/// and blue), then clamping each component to 0…1: an SVG drawing cannot show colours outside
/// sRGB. A colour Core Graphics cannot convert (CMYK, Lab) is black with its alpha, as
/// `UIColor(cgColor:)` makes it.
public struct SnapshotColor: Hashable, Sendable {
  /// The red component, 0 to 1.
  public var red: CGFloat
  /// The green component, 0 to 1.
  public var green: CGFloat
  /// The blue component, 0 to 1.
  public var blue: CGFloat
  /// The opacity, 0 to 1.
  public var alpha: CGFloat

  /// Creates a colour from its components, each clamped to 0…1 (a component that is not a
  /// number becomes 0).
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
    self.red = Self.unit(red)
    self.green = Self.unit(green)
    self.blue = Self.unit(blue)
    self.alpha = Self.unit(alpha)
  }

  /// The colour of a `CGColor`, in sRGB.
  public init(_ color: CGColor) {
    let values = color.components ?? []
    // UIKit's colours are in extended sRGB or extended gray (whose curve is sRGB's): their
    // components are sRGB's as they are.
    let name = color.colorSpace?.name
    if name == CGColorSpace.sRGB || name == CGColorSpace.extendedSRGB, values.count == 4 {
      self.init(red: values[0], green: values[1], blue: values[2], alpha: values[3])
    } else if name == CGColorSpace.extendedGray, values.count == 2 {
      self.init(red: values[0], green: values[0], blue: values[0], alpha: values[1])
    } else if name == CGColorSpace.genericGrayGamma2_2, values.count == 2,
      values[0] == 0 || values[0] == 1
    {
      // Black (every layer's default border and shadow colour) and white are the same in any
      // curve.
      self.init(red: values[0], green: values[0], blue: values[0], alpha: values[1])
    } else if let space = Self.extendedSRGB,
      let converted = color.converted(to: space, intent: .defaultIntent, options: nil),
      let rgba = converted.components, rgba.count == 4
    {
      self.init(red: rgba[0], green: rgba[1], blue: rgba[2], alpha: rgba[3])
    } else {
      self.init(red: 0, green: 0, blue: 0, alpha: color.alpha)
    }
  }

  /// The space colours are converted to, made once.
  private static let extendedSRGB = CGColorSpace(name: CGColorSpace.extendedSRGB)

  /// Whether the colour shows at all: its alpha is above zero.
  public var isVisible: Bool { alpha > 0 }

  /// `value` in 0…1; 0 when it is not a number.
  private static func unit(_ value: CGFloat) -> CGFloat {
    value.isNaN ? 0 : min(max(value, 0), 1)
  }
}
