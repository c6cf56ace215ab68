import Foundation

// Colors that are not plain components: a pattern of an image, a Display P3 color, a color from an
// asset catalog.

extension UIColor {
  /// A color that tiles `image`.
  ///
  /// Its components are unknown: `getRed` and `getWhite` return false, and it draws as the
  /// image's average, which Bezel takes as opaque mid-gray, having no pixels.
  public convenience init(patternImage image: UIImage) {
    self.init(white: 0.5, alpha: 1)
    patternImage = image
  }

  /// A color given in the Display P3 space, kept in extended sRGB as UIKit keeps it (its
  /// components outside 0…1 where P3 is wider than sRGB).
  public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
  {
    let space = CGColorSpace(name: CGColorSpace.displayP3) ?? CGColorSpace.sharedExtendedSRGB
    self.init(cgColor: CGColor(colorSpace: space, componentValues: [red, green, blue, alpha]))
  }

  /// The color named `name` in the main bundle's asset catalog: nil, as Bezel reads no asset
  /// catalogs (UIColor.h: nil when no color of that name is found).
  public convenience init?(named name: String) {
    return nil
  }

  /// The color named `name` in `bundle`'s asset catalog: nil, as Bezel reads no asset catalogs.
  public convenience init?(
    named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
  ) {
    return nil
  }
}
