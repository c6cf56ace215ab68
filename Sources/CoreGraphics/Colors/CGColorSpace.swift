import Foundation

/// A color space: how a color's components are to be read.
///
/// As on Apple platforms a color space is an immutable object; two color spaces are equal when
/// they have the same name (`CFEqual` compares their definitions). Bezel knows the named spaces
/// in `CGColorSpace+Names.swift` and the device spaces; it keeps no ICC profiles.
public final class CGColorSpace: Hashable, Sendable, CustomStringConvertible {
  /// The space's name, such as `CGColorSpace.sRGB`.
  public let name: CFString?
  /// The kind of components the space has.
  public let model: CGColorSpaceModel
  /// The number of color components, not counting alpha.
  public let numberOfComponents: Int
  /// Whether components may lie outside 0...1 (the extended spaces).
  package let isExtended: Bool
  /// How components relate to linear light, for conversions.
  package let transfer: Transfer
  /// The primaries of an RGB space, for conversions.
  package let primaries: Primaries

  /// The transfer function of a space.
  package enum Transfer: Sendable, Hashable {
    /// The sRGB curve (IEC 61966-2-1), also used by Display P3.
    case sRGB
    /// Linear light.
    case linear
    /// A pure power curve.
    case gamma(CGFloat)
    /// Not converted by Bezel.
    case other
  }

  /// The RGB primaries of a space.
  package enum Primaries: Sendable, Hashable {
    /// ITU-R BT.709 primaries, as sRGB.
    case sRGB
    /// Display P3's primaries with a D65 white point.
    case displayP3
    /// A space Bezel does not convert between RGB primaries.
    case none
  }

  package init(
    name: CFString?, model: CGColorSpaceModel, numberOfComponents: Int, isExtended: Bool = false,
    transfer: Transfer = .other, primaries: Primaries = .none
  ) {
    self.name = name
    self.model = model
    self.numberOfComponents = numberOfComponents
    self.isExtended = isExtended
    self.transfer = transfer
    self.primaries = primaries
  }

  /// The named color space, or nil for a name Bezel does not know.
  public convenience init?(name: CFString) {
    guard let known = CGColorSpace.known(name: name) else { return nil }
    self.init(
      name: known.name, model: known.model, numberOfComponents: known.numberOfComponents,
      isExtended: known.isExtended, transfer: known.transfer, primaries: known.primaries)
  }

  /// Whether the space is RGB with a gamut wider than sRGB's (Display P3, the extended spaces).
  public var isWideGamutRGB: Bool { model == .rgb && (primaries == .displayP3 || isExtended) }

  /// Whether a bitmap context can draw into the space (RGB, gray and CMYK spaces).
  public var supportsOutput: Bool { model == .rgb || model == .monochrome || model == .cmyk }

  public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
    lhs === rhs || (lhs.name == rhs.name && lhs.model == rhs.model)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(model)
  }

  /// `<CGColorSpace> (kCGColorSpaceSRGB)`: the name in the form Apple's description ends with.
  public var description: String { "<CGColorSpace> (\(name ?? "unnamed"))" }
}

/// The device-dependent RGB color space.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace {
  CGColorSpace(
    name: CGColorSpace.deviceRGBName, model: .rgb, numberOfComponents: 3, transfer: .sRGB,
    primaries: .sRGB)
}

/// The device-dependent gray color space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace {
  CGColorSpace(
    name: CGColorSpace.deviceGrayName, model: .monochrome, numberOfComponents: 1,
    transfer: .gamma(2.2))
}

/// The device-dependent CMYK color space.
public func CGColorSpaceCreateDeviceCMYK() -> CGColorSpace {
  CGColorSpace(name: CGColorSpace.deviceCMYKName, model: .cmyk, numberOfComponents: 4)
}
