import Foundation

/// A smooth transition between colors, each at a location from 0 to 1.
///
/// As documented for `init(colorsSpace:colors:locations:)`: without locations the colors are
/// spread evenly, the first at 0 and the last at 1; colors are converted to the gradient's space
/// (Bezel keeps a color as given when it cannot convert it); a pattern or indexed space, or no
/// colors, gives nil. Not `Sendable`, as in Apple's SDK.
public final class CGGradient {
  /// The gradient's color space.
  package let colorSpace: CGColorSpace
  /// The colors, in the gradient's space, in the order given.
  package let colors: [CGColor]
  /// Each color's location, from 0 to 1.
  package let locations: [CGFloat]

  package init(colorSpace: CGColorSpace, colors: [CGColor], locations: [CGFloat]) {
    self.colorSpace = colorSpace
    self.colors = colors
    self.locations = locations
  }

  /// A gradient from `colors` (CGColor values) at `locations`, in `space` (Generic RGB if nil).
  public convenience init?(
    colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?
  ) {
    let given = colors.compactMap { $0 as? CGColor }
    guard !given.isEmpty, given.count == colors.count else { return nil }
    let space = space ?? CGColorSpace.genericRGB
    guard space.model != .pattern, space.model != .indexed else { return nil }
    let converted = given.map {
      $0.colorSpace == space
        ? $0 : ($0.converted(to: space, intent: .defaultIntent, options: nil) ?? $0)
    }
    self.init(
      colorSpace: space, colors: converted,
      locations: CGGradient.locations(locations, count: given.count))
  }

  /// A gradient of `count` colors given as components (alpha last) in `space`.
  public convenience init?(
    colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
    locations: UnsafePointer<CGFloat>?, count: Int
  ) {
    guard count > 0, space.model != .pattern, space.model != .indexed else { return nil }
    let stride = space.numberOfComponents + 1
    let colors = (0..<count).map { index in
      CGColor(space: space, components: (0..<stride).map { components[index * stride + $0] })
    }
    self.init(
      colorSpace: space, colors: colors, locations: CGGradient.locations(locations, count: count))
  }

  private static func locations(_ given: UnsafePointer<CGFloat>?, count: Int) -> [CGFloat] {
    if let given { return (0..<count).map { given[$0] } }
    if count == 1 { return [0] }
    return (0..<count).map { CGFloat($0) / CGFloat(count - 1) }
  }
}
