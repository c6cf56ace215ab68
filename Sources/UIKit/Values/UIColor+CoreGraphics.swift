import CoreGraphics
import Foundation

// UIColor and CGColor: since iOS 10 UIKit's colors are in the extended sRGB and extended gray
// spaces (UIColor documentation, "Determining color values with color spaces"), and `cgColor`
// gives a CGColor in that space with the same components, so a UIKit color round-trips exactly.
// A CGColor in another RGB or gray space is converted to extended sRGB or kept as gray; one Bezel
// cannot convert (CMYK, Lab) becomes black with its alpha.

extension UIColor {
  /// The color as a CGColor in the extended gray or extended sRGB color space.
  public var cgColor: CGColor {
    switch colorSpace {
    case .gray:
      return CGColor(
        colorSpace: CGColorSpace.sharedExtendedGray,
        componentValues: components)
    case .sRGB:
      return CGColor(
        colorSpace: CGColorSpace.sharedExtendedSRGB,
        componentValues: components)
    }
  }

  /// A color with a CGColor's components.
  public convenience init(cgColor: CGColor) {
    let space = cgColor.colorSpace
    let values = cgColor.components ?? []
    if space?.model == .monochrome, space?.name == CGColorSpace.extendedGray, values.count == 2 {
      self.init(white: values[0], alpha: values[1])
      return
    }
    if space?.model == .rgb,
      space?.name == CGColorSpace.extendedSRGB || space?.name == CGColorSpace.sRGB,
      values.count == 4
    {
      self.init(red: values[0], green: values[1], blue: values[2], alpha: values[3])
      return
    }
    if let extended = CGColorSpace(name: CGColorSpace.extendedSRGB),
      let converted = cgColor.converted(to: extended, intent: .defaultIntent, options: nil),
      let rgba = converted.components, rgba.count == 4
    {
      self.init(red: rgba[0], green: rgba[1], blue: rgba[2], alpha: rgba[3])
      return
    }
    self.init(red: 0, green: 0, blue: 0, alpha: cgColor.alpha)
  }
}
