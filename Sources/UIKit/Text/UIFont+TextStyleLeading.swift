import Foundation

extension UIFont.TextStyle {
  /// The style's leading (the distance between the baselines of its lines) at each content
  /// size category, XS … XXXL then the five accessibility sizes, in step with `sizesByCategory`.
  ///
  /// The "Leading (points)" column of Apple's Human Interface Guidelines, Typography >
  /// Specifications, "iOS, iPadOS Dynamic Type sizes" (xSmall to xxxLarge) and "iOS, iPadOS
  /// larger accessibility type sizes" (AX1 to AX5), as crawled in the public repository
  /// raintree-technology/apple-hig-skills, commit 27620e60fa5f64bff95a6ea0dfeebac07cccc004,
  /// `skills/hig-foundations/references/typography.md` (the page of December 16, 2025). The
  /// tables give every style and category a size and a leading; styles they leave out
  /// (`extraLargeTitle`, `extraLargeTitle2`) take body's, as they take its sizes. The leading
  /// belongs to the style, not to the size alone: at 21 points body's is 26 (xxLarge) and
  /// subheadline's 28 (xxxLarge).
  var leadingsByCategory: [CGFloat] {
    switch self {
    case .largeTitle: [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70]
    case .title1: [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68]
    case .title2: [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66]
    case .title3: [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65]
    case .headline, .body: [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62]
    case .callout: [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60]
    case .subheadline: [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58]
    case .footnote: [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52]
    case .caption1: [13, 13, 13, 16, 19, 21, 23, 28, 32, 39, 44, 51]
    case .caption2: [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 48]
    default: [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62]
    }
  }

  /// The baseline-to-baseline distance of this style's lines at a point size.
  ///
  /// At each size the style has in some category, the guidelines' leading; between them
  /// interpolated linearly, outside them the nearest size's (a model, for a text-style font made
  /// at another size through a descriptor).
  func lineSpacing(forPointSize size: CGFloat) -> CGFloat {
    let row = zip(sizesByCategory, leadingsByCategory).map { (size: $0, points: $1) }
    return piecewiseLinear(at: size, through: row, x: { $0.size }, y: { $0.points })
  }
}

extension UIFont {
  /// The leading of a text-style font (`preferredFont(forTextStyle:)`), nil for other fonts.
  ///
  /// It is the style's line spacing less the font's ascender-to-descender height, so that a multi-line label's lines sit the
  /// Human Interface Guidelines' leading apart (caption1 at 12 pt: 16 − 14.3203125 = 1.6796875
  /// points). UIKit documents that text-style fonts carry a leading ("For fonts that you create
  /// using UIFont.TextStyle, loose leading adds 2 points to the current leading value",
  /// `UIFontDescriptor.SymbolicTraits.traitLooseLeading`) but not its value; that the value
  /// makes lines the guidelines' leading apart is this model, and other fonts' leading is the
  /// font's line gap, 0 for the system font.
  var textStyleLeading: CGFloat? {
    guard let textStyle, pointSize > 0 else { return nil }
    let natural =
      (SystemFontMetrics.ascender - SystemFontMetrics.descender) * pointSize
      / SystemFontMetrics.unitsPerEm
    return max(0, textStyle.lineSpacing(forPointSize: pointSize) - natural)
  }
}
