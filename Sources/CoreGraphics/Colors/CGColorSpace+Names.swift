import Foundation

// The names of CoreGraphics' color spaces (CGColorSpace.h, `kCGColorSpace…` constants; in Swift,
// `class let sRGB: CFString` and so on). Each name's value is the constant's own name, as
// `print(CGColorSpace.sRGB)` shows on Apple platforms. For conversions Bezel gives the extended
// gray space the sRGB curve, so that UIKit's gray colors (`UIColor(white:alpha:)`, stored in it)
// convert to sRGB with red = green = blue = white, as `UIColor.getRed` reports on iOS.

extension CGColorSpace {
  /// The `kCGColorSpaceSRGB` color space.
  public static let sRGB: CFString = "kCGColorSpaceSRGB"
  /// The `kCGColorSpaceExtendedSRGB` color space.
  public static let extendedSRGB: CFString = "kCGColorSpaceExtendedSRGB"
  /// The `kCGColorSpaceLinearSRGB` color space.
  public static let linearSRGB: CFString = "kCGColorSpaceLinearSRGB"
  /// The `kCGColorSpaceExtendedLinearSRGB` color space.
  public static let extendedLinearSRGB: CFString = "kCGColorSpaceExtendedLinearSRGB"
  /// The `kCGColorSpaceDisplayP3` color space.
  public static let displayP3: CFString = "kCGColorSpaceDisplayP3"
  /// The `kCGColorSpaceExtendedDisplayP3` color space.
  public static let extendedDisplayP3: CFString = "kCGColorSpaceExtendedDisplayP3"
  /// The `kCGColorSpaceLinearDisplayP3` color space.
  public static let linearDisplayP3: CFString = "kCGColorSpaceLinearDisplayP3"
  /// The `kCGColorSpaceExtendedLinearDisplayP3` color space.
  public static let extendedLinearDisplayP3: CFString = "kCGColorSpaceExtendedLinearDisplayP3"
  /// The `kCGColorSpaceGenericRGBLinear` color space.
  public static let genericRGBLinear: CFString = "kCGColorSpaceGenericRGBLinear"
  /// The `kCGColorSpaceAdobeRGB1998` color space.
  public static let adobeRGB1998: CFString = "kCGColorSpaceAdobeRGB1998"
  /// The `kCGColorSpaceDCIP3` color space.
  public static let dcip3: CFString = "kCGColorSpaceDCIP3"
  /// The `kCGColorSpaceITUR_709` color space.
  public static let itur_709: CFString = "kCGColorSpaceITUR_709"
  /// The `kCGColorSpaceITUR_2020` color space.
  public static let itur_2020: CFString = "kCGColorSpaceITUR_2020"
  /// The `kCGColorSpaceACESCGLinear` color space.
  public static let acescgLinear: CFString = "kCGColorSpaceACESCGLinear"
  /// The `kCGColorSpaceROMMRGB` color space.
  public static let rommrgb: CFString = "kCGColorSpaceROMMRGB"
  /// The `kCGColorSpaceGenericGrayGamma2_2` color space.
  public static let genericGrayGamma2_2: CFString = "kCGColorSpaceGenericGrayGamma2_2"
  /// The `kCGColorSpaceExtendedGray` color space.
  public static let extendedGray: CFString = "kCGColorSpaceExtendedGray"
  /// The `kCGColorSpaceLinearGray` color space.
  public static let linearGray: CFString = "kCGColorSpaceLinearGray"
  /// The `kCGColorSpaceExtendedLinearGray` color space.
  public static let extendedLinearGray: CFString = "kCGColorSpaceExtendedLinearGray"
  /// The `kCGColorSpaceGenericCMYK` color space.
  public static let genericCMYK: CFString = "kCGColorSpaceGenericCMYK"
  /// The `kCGColorSpaceGenericLab` color space.
  public static let genericLab: CFString = "kCGColorSpaceGenericLab"
  /// The `kCGColorSpaceGenericXYZ` color space.
  public static let genericXYZ: CFString = "kCGColorSpaceGenericXYZ"

  static let deviceRGBName: CFString = "kCGColorSpaceDeviceRGB"
  static let deviceGrayName: CFString = "kCGColorSpaceDeviceGray"
  static let deviceCMYKName: CFString = "kCGColorSpaceDeviceCMYK"

  /// The definition of a named space, or nil for a name Bezel does not know.
  static func known(name: CFString) -> CGColorSpace? {
    switch name {
    case sRGB:
      return CGColorSpace(
        name: sRGB, model: .rgb, numberOfComponents: 3, isExtended: false, transfer: .sRGB,
        primaries: .sRGB)
    case extendedSRGB:
      return CGColorSpace(
        name: extendedSRGB, model: .rgb, numberOfComponents: 3, isExtended: true, transfer: .sRGB,
        primaries: .sRGB)
    case linearSRGB:
      return CGColorSpace(
        name: linearSRGB, model: .rgb, numberOfComponents: 3, isExtended: false, transfer: .linear,
        primaries: .sRGB)
    case extendedLinearSRGB:
      return CGColorSpace(
        name: extendedLinearSRGB, model: .rgb, numberOfComponents: 3, isExtended: true,
        transfer: .linear,
        primaries: .sRGB)
    case displayP3:
      return CGColorSpace(
        name: displayP3, model: .rgb, numberOfComponents: 3, isExtended: false, transfer: .sRGB,
        primaries: .displayP3)
    case extendedDisplayP3:
      return CGColorSpace(
        name: extendedDisplayP3, model: .rgb, numberOfComponents: 3, isExtended: true,
        transfer: .sRGB,
        primaries: .displayP3)
    case linearDisplayP3:
      return CGColorSpace(
        name: linearDisplayP3, model: .rgb, numberOfComponents: 3, isExtended: false,
        transfer: .linear,
        primaries: .displayP3)
    case extendedLinearDisplayP3:
      return CGColorSpace(
        name: extendedLinearDisplayP3, model: .rgb, numberOfComponents: 3, isExtended: true,
        transfer: .linear,
        primaries: .displayP3)
    case genericRGBLinear:
      return CGColorSpace(
        name: genericRGBLinear, model: .rgb, numberOfComponents: 3, isExtended: false,
        transfer: .linear,
        primaries: .sRGB)
    case adobeRGB1998:
      return CGColorSpace(
        name: adobeRGB1998, model: .rgb, numberOfComponents: 3, isExtended: false, transfer: .other,
        primaries: .none)
    case dcip3:
      return CGColorSpace(
        name: dcip3, model: .rgb, numberOfComponents: 3, isExtended: false, transfer: .other,
        primaries: .none)
    case itur_709:
      return CGColorSpace(
        name: itur_709, model: .rgb, numberOfComponents: 3, isExtended: false, transfer: .other,
        primaries: .none)
    case itur_2020:
      return CGColorSpace(
        name: itur_2020, model: .rgb, numberOfComponents: 3, isExtended: false, transfer: .other,
        primaries: .none)
    case acescgLinear:
      return CGColorSpace(
        name: acescgLinear, model: .rgb, numberOfComponents: 3, isExtended: false,
        transfer: .linear,
        primaries: .none)
    case rommrgb:
      return CGColorSpace(
        name: rommrgb, model: .rgb, numberOfComponents: 3, isExtended: false, transfer: .other,
        primaries: .none)
    case genericGrayGamma2_2:
      return CGColorSpace(
        name: genericGrayGamma2_2, model: .monochrome, numberOfComponents: 1, isExtended: false,
        transfer: .gamma(2.2),
        primaries: .none)
    case extendedGray:
      return CGColorSpace(
        name: extendedGray, model: .monochrome, numberOfComponents: 1, isExtended: true,
        transfer: .sRGB,
        primaries: .none)
    case linearGray:
      return CGColorSpace(
        name: linearGray, model: .monochrome, numberOfComponents: 1, isExtended: false,
        transfer: .linear,
        primaries: .none)
    case extendedLinearGray:
      return CGColorSpace(
        name: extendedLinearGray, model: .monochrome, numberOfComponents: 1, isExtended: true,
        transfer: .linear,
        primaries: .none)
    case genericCMYK:
      return CGColorSpace(
        name: genericCMYK, model: .cmyk, numberOfComponents: 4, isExtended: false, transfer: .other,
        primaries: .none)
    case genericLab:
      return CGColorSpace(
        name: genericLab, model: .lab, numberOfComponents: 3, isExtended: false, transfer: .other,
        primaries: .none)
    case genericXYZ:
      return CGColorSpace(
        name: genericXYZ, model: .XYZ, numberOfComponents: 3, isExtended: false, transfer: .other,
        primaries: .none)
    case deviceRGBName: return CGColorSpaceCreateDeviceRGB()
    case deviceGrayName: return CGColorSpaceCreateDeviceGray()
    case deviceCMYKName: return CGColorSpaceCreateDeviceCMYK()
    default: return nil
    }
  }
}

extension CGColorSpace {
  /// The Generic RGB space that `CGColor(red:green:blue:alpha:)` uses.
  ///
  /// Apple declares its name only on macOS; Bezel converts it as sRGB.
  static let genericRGB = CGColorSpace(
    name: "kCGColorSpaceGenericRGB", model: .rgb, numberOfComponents: 3, transfer: .sRGB,
    primaries: .sRGB)

  // The spaces colours are made in most often, made once: finding a space by name compares
  // strings, and UIKit makes a colour for every view.
  package static let sharedSRGB = namedSpace(sRGB)
  package static let sharedExtendedSRGB = namedSpace(extendedSRGB)
  package static let sharedGenericGray = namedSpace(genericGrayGamma2_2)
  package static let sharedExtendedGray = namedSpace(extendedGray)

  /// A named space Bezel knows (the names in this file always are).
  static func namedSpace(_ name: CFString) -> CGColorSpace {
    known(name: name) ?? CGColorSpaceCreateDeviceRGB()
  }
}
