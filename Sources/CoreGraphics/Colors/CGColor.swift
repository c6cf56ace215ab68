import Foundation

/// A color: components (alpha last) in a color space.
///
/// Immutable, as on Apple platforms; equality is `CGColorEqualToColor`'s: the same color space and
/// equal components. The initializers name the color space Apple's documentation gives for each
/// (`init(red:green:blue:alpha:)`: "Creates a color in the Generic RGB color space").
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
  private let storedSpace: CGColorSpace
  private let storedComponents: [CGFloat]

  package init(space: CGColorSpace, components: [CGFloat]) {
    storedSpace = space
    storedComponents = components
  }

  /// A color in the Generic RGB color space.
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(space: CGColorSpace.genericRGB, components: [red, green, blue, alpha])
  }

  /// A color in the sRGB color space.
  public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(
      space: CGColorSpace.sharedSRGB, components: [red, green, blue, alpha])
  }

  /// A color in the Generic gray color space (gamma 2.2).
  public convenience init(gray: CGFloat, alpha: CGFloat) {
    self.init(
      space: CGColorSpace.sharedGenericGray, components: [gray, alpha])
  }

  /// A color in the Generic gray gamma 2.2 color space.
  public convenience init(genericGrayGamma2_2Gray gray: CGFloat, alpha: CGFloat) {
    self.init(gray: gray, alpha: alpha)
  }

  /// A color in the Generic CMYK color space.
  public convenience init(
    genericCMYKCyan cyan: CGFloat, magenta: CGFloat, yellow: CGFloat, black: CGFloat,
    alpha: CGFloat
  ) {
    self.init(
      space: CGColorSpace.namedSpace(CGColorSpace.genericCMYK),
      components: [cyan, magenta, yellow, black, alpha])
  }

  /// A color from `space.numberOfComponents` components followed by alpha.
  ///
  /// Returns nil for a pattern, indexed or unknown space, or for a component that is not a finite
  /// number. Components outside 0...1 are clamped in spaces that are not extended-range, as the
  /// documentation of `CGColorCreate` says.
  public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
    guard space.numberOfComponents > 0,
      space.model != .pattern, space.model != .indexed, space.model != .unknown
    else { return nil }
    let values = (0...space.numberOfComponents).map { components[$0] }
    guard values.allSatisfy(\.isFinite) else { return nil }
    let clamped = values.enumerated().map { index, value -> CGFloat in
      let isAlpha = index == space.numberOfComponents
      return space.isExtended && !isAlpha ? value : min(max(value, 0), 1)
    }
    self.init(space: space, components: clamped)
  }

  /// The color's components, alpha last.
  public var components: [CGFloat]? { storedComponents }

  /// The number of components, alpha included.
  public var numberOfComponents: Int { storedComponents.count }

  /// The color's opacity.
  public var alpha: CGFloat { storedComponents.last ?? 1 }

  /// The color space of the components.
  public var colorSpace: CGColorSpace? { storedSpace }

  /// The color's pattern: always nil, Bezel has no pattern colors.
  public var pattern: CGPattern? { nil }

  /// A copy of the color.
  public func copy() -> CGColor? {
    CGColor(space: storedSpace, components: storedComponents)
  }

  /// The same color with another alpha; nil if `alpha` is not a number.
  public func copy(alpha: CGFloat) -> CGColor? {
    guard !alpha.isNaN else { return nil }
    return CGColor(
      space: storedSpace, components: storedComponents.dropLast() + [min(max(alpha, 0), 1)])
  }

  /// Opaque white in the Generic gray color space.
  public class var white: CGColor { sharedWhite }
  /// Opaque black in the Generic gray color space.
  public class var black: CGColor { sharedBlack }
  /// Transparent black in the Generic gray color space.
  public class var clear: CGColor { sharedClear }

  // Made once, as Core Graphics' constant colours are (kCGColorWhite, …): every layer's default
  // border and shadow colour is black.
  private static let sharedWhite = CGColor(gray: 1, alpha: 1)
  private static let sharedBlack = CGColor(gray: 0, alpha: 1)
  private static let sharedClear = CGColor(gray: 0, alpha: 0)

  public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
    lhs === rhs
      || (lhs.storedSpace == rhs.storedSpace && lhs.storedComponents == rhs.storedComponents)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(storedSpace)
    hasher.combine(storedComponents)
  }

  /// `<CGColor> [<CGColorSpace> (kCGColorSpaceSRGB)] ( 1 0 0 1 )`, the form Apple's description has.
  public var description: String {
    let numbers = storedComponents.map { component -> String in
      let text = String(format: "%g", Double(component))
      return text == "-0" ? "0" : text
    }
    return "<CGColor> [\(storedSpace)] ( \(numbers.joined(separator: " ")) )"
  }
}

/// A pattern color's pattern.
///
/// Bezel draws no patterns; the type exists for signatures.
public final class CGPattern {
  private init() {}
}

extension CGColor {
  /// A color with `componentValues` (alpha last) in `space`, unclamped (Bezel's, for UIKit).
  package convenience init(colorSpace space: CGColorSpace, componentValues: [CGFloat]) {
    self.init(space: space, components: componentValues)
  }
}
