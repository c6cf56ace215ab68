import Foundation

extension UIColor {
  /// Reads the color as sRGB components; a gray color gives red = green = blue = white.
  ///
  /// Returns true: every color here but a pattern converts to sRGB. Pass nil for components you
  /// do not need.
  @discardableResult
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    guard patternImage == nil else { return false }
    let rgba = rgbaComponents
    red?.pointee = rgba[0]
    green?.pointee = rgba[1]
    blue?.pointee = rgba[2]
    alpha?.pointee = rgba[3]
    return true
  }

  /// Reads a grayscale color's white and alpha; returns false, reading nothing, for a color in
  /// an RGB color space, which UIKit does not convert to gray (UIColor.h, `getWhite:alpha:`:
  /// "If the color is in a compatible color space").
  @discardableResult
  public func getWhite(
    _ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    guard colorSpace == .gray, patternImage == nil else { return false }
    let values = components
    white?.pointee = values[0]
    alpha?.pointee = values[1]
    return true
  }

  /// Reads the color as hue, saturation, brightness and alpha, each from 0 to 1.
  @discardableResult
  public func getHue(
    _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
    brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let rgba = rgbaComponents
    let maximum = max(rgba[0], rgba[1], rgba[2])
    let minimum = min(rgba[0], rgba[1], rgba[2])
    let delta = maximum - minimum
    var h: CGFloat = 0
    if delta > 0 {
      if maximum == rgba[0] {
        h = (rgba[1] - rgba[2]) / delta
      } else if maximum == rgba[1] {
        h = 2 + (rgba[2] - rgba[0]) / delta
      } else {
        h = 4 + (rgba[0] - rgba[1]) / delta
      }
      h /= 6
      if h < 0 { h += 1 }
    }
    hue?.pointee = h
    saturation?.pointee = maximum > 0 ? delta / maximum : 0
    brightness?.pointee = maximum
    alpha?.pointee = rgba[3]
    return true
  }

  /// The components as `[red, green, blue, alpha]`.
  package var rgbaComponents: [CGFloat] {
    switch colorSpace {
    case .gray: return [components[0], components[0], components[0], components[1]]
    case .sRGB: return components
    }
  }

  /// The standard HSB to RGB conversion; hue wraps around, saturation is used as given.
  static func rgb(hue: CGFloat, saturation: CGFloat, brightness: CGFloat) -> (
    CGFloat, CGFloat, CGFloat
  ) {
    var wrapped = hue.truncatingRemainder(dividingBy: 1)
    if wrapped < 0 { wrapped += 1 }
    let sector = wrapped * 6
    let index = Int(sector.rounded(.down)) % 6
    let fraction = sector - sector.rounded(.down)
    let p = brightness * (1 - saturation)
    let q = brightness * (1 - saturation * fraction)
    let t = brightness * (1 - saturation * (1 - fraction))
    switch index {
    case 0: return (brightness, t, p)
    case 1: return (q, brightness, p)
    case 2: return (p, brightness, t)
    case 3: return (p, q, brightness)
    case 4: return (t, p, brightness)
    default: return (brightness, p, q)
    }
  }
}
