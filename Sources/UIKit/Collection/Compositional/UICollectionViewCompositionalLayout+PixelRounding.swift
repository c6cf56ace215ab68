import Foundation

extension UICollectionViewCompositionalLayout {
  /// Rounds every laid-out frame to the pixel grid of the collection view's screen: its origin
  /// and its size each to the nearest pixel, half-way up.
  ///
  /// iOS rounds the x, y, width and height of a compositional layout's frames to the screen's
  /// scale, each on its own: on an iPhone 8 (2×) five items of a 375-point group whose
  /// fractional widths sum to 1 measure 84, 37.5, 84.5, 84 and 84.5 points, 374.5 in all, and
  /// one pixel parts the last two (a Stack Overflow answer measuring them, mirrored at
  /// codepudding.com/os/270336.html: "it rounds the x, y, width and height values to match the
  /// screen scale"). Half-way goes up, as `UIRoundToViewScale` does (a model: no public source
  /// measures a tie). Rounding comes before right-to-left mirroring, which keeps a frame on the
  /// grid when the width it mirrors across is.
  func roundFramesToPixels(scale: CGFloat) {
    guard scale > 0 else { return }
    func round(_ attributes: UICollectionViewLayoutAttributes) {
      attributes.frame = attributes.frame.roundedToPixels(scale: scale)
    }
    // Loops, not `forEach`: a function of main-actor code passed to the standard library checks
    // its executor at run time on every call.
    for boundary in globalBoundaries { round(boundary.attributes) }
    for index in sections.indices {
      var section = sections[index]
      for attributes in section.items { round(attributes) }
      for attributes in section.supplementaries { round(attributes) }
      for boundary in section.boundaries { round(boundary.attributes) }
      for attributes in section.decorations { round(attributes) }
      if let band = section.band {
        section.band = band.roundedToPixels(scale: scale)
        section.bandContentSize = CGSize(
          width: section.bandContentSize.width.roundedToPixels(scale: scale),
          height: section.bandContentSize.height.roundedToPixels(scale: scale))
      }
      sections[index] = section
    }
  }
}

extension CGFloat {
  /// The value at the nearest pixel of `scale`, half-way up.
  func roundedToPixels(scale: CGFloat) -> CGFloat {
    (self * scale).rounded() / scale
  }
}

extension CGRect {
  /// The rectangle with its origin and its size each at the nearest pixel of `scale`.
  func roundedToPixels(scale: CGFloat) -> CGRect {
    CGRect(
      x: origin.x.roundedToPixels(scale: scale), y: origin.y.roundedToPixels(scale: scale),
      width: width.roundedToPixels(scale: scale), height: height.roundedToPixels(scale: scale))
  }
}
