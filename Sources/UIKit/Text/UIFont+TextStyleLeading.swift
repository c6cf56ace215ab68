import Foundation

extension UIFont.TextStyle {
  /// The distance between the baselines of a text style's lines, by point size.
  ///
  /// This is the "Leading" column of Apple's Human Interface Guidelines, Typography >
  /// Specifications, "iOS, iPadOS Dynamic Type sizes" (xSmall to AX5). The tables give every style one leading per point size
  /// (caption1 and caption2 at 11 pt: 13; body at 17 pt and title3 at 17 pt: 22), so they are
  /// kept as one table by size.
  static let lineSpacingBySize: [(size: CGFloat, points: CGFloat)] = [
    (11, 13), (12, 16), (13, 18), (14, 19), (15, 20), (16, 21), (17, 22), (18, 23), (19, 24),
    (20, 25), (21, 26), (22, 28), (23, 29), (24, 30), (25, 31), (26, 32), (27, 33), (28, 34),
    (29, 35), (30, 37), (31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (37, 44), (38, 46),
    (39, 47), (40, 48), (43, 51), (44, 52), (47, 56), (48, 57), (49, 58), (50, 59), (51, 60),
    (52, 61), (53, 62), (55, 65), (56, 66), (58, 68), (60, 70),
  ]

  /// The baseline-to-baseline distance of this style's lines at a point size; between listed
  /// sizes interpolated linearly, outside them the nearest size's value (a model: every size a
  /// content size category gives is listed).
  static func lineSpacing(forPointSize size: CGFloat) -> CGFloat {
    piecewiseLinear(at: size, through: lineSpacingBySize, x: { $0.size }, y: { $0.points })
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
    guard textStyle != nil, pointSize > 0 else { return nil }
    let natural =
      (SystemFontMetrics.ascender - SystemFontMetrics.descender) * pointSize
      / SystemFontMetrics.unitsPerEm
    return max(0, UIFont.TextStyle.lineSpacing(forPointSize: pointSize) - natural)
  }
}
