import Foundation

/// The system font's vertical metrics, in font units of a 2048-unit em.
///
/// iOS scales the system font's vertical metrics linearly with the point size; every published
/// measurement below is one of these numbers times `pointSize / 2048`:
/// - iOS 26.1, 17 pt regular, `.SFUI-Regular` (font_metrics_ios.json as quoted in a public
///   OpenUIKit port's `_SFUITable`): ascender 16.1865234375 (1950 u), descender -4.1005859375
///   (-494 u), leading 0, capHeight 11.97802734375 (1443 u), xHeight 8.9482421875 (1078 u),
///   lineHeight 20.287109375 (2444 u); 12 pt and 13 pt give the same unit values; 17 pt bold has
///   xHeight 9.13916015625 (1101 u) and the same other values.
/// - komainu18/til `BaselineSample/ExLabel.swift`, printed on iOS (2019): 17 pt lineHeight
///   20.287109375, capHeight 11.97802734375, ascender 16.1865234375.
/// - A ja.stackoverflow question (mirrored at gamwe6.github.io, 2018), 40 pt system font:
///   ascender 38.0859375, descender -9.6484375, lineHeight 47.734375 (ratio 1.193359375).
/// - stackoverflow.com/questions/33278645 (2015): 15 pt lineHeight logged as 17.900391.
/// - arcovv.github.io "ios-font-study" (iOS 9, `SFUIDisplay-Regular` 20 pt): ascender 19.04…,
///   descender -4.82….
/// The hhea line gap is 0, so `lineHeight` is ascender minus descender and `leading` is 0 but for
/// text-style fonts (`UIFont.textStyleLeading`).
enum SystemFontMetrics {
  static let unitsPerEm: CGFloat = 2048
  static let ascender: CGFloat = 1950
  static let descender: CGFloat = -494
  static let leading: CGFloat = 0
  static let capHeight: CGFloat = 1443
  static let xHeightRegular: CGFloat = 1078
  static let xHeightBold: CGFloat = 1101

  /// The advance of every character of the monospaced system font (SF Mono), in the same units.
  ///
  /// An iOS 26.1 simulator measures 7.41796875 points for each printable ASCII character of
  /// `.AppleSystemUIFontMonospaced-Regular` and `-Bold` at 12 points, and every string of them at
  /// every size from 8 to 40 points as this many units a character, with no tracking and no
  /// kerning; its ascender, descender and line height are the system font's
  /// (Vercantez/openuikit, `golden/font_metrics_ios.json` at commit 32cc00a35acc, entries
  /// `mono-regular-*` and `mono-bold-*`).
  static let monospacedAdvance: CGFloat = 1266

  /// How far a weight is from regular toward bold along the font's weight axis: 0 for regular,
  /// 1 for bold.
  ///
  /// The system font is one variable font whose named instances sit on its `wght` axis at
  /// Ultralight 30.925, Thin 110.725, Light 274.315, Regular 400, Medium 510, Semibold 590, Bold
  /// 700, Heavy 860 and Black 1000 (SF Pro 17.1d1e1, as listed by yell0wsuit's
  /// apple-fonts-documentation). A `UIFont.Weight` between two named weights sits between their
  /// axis values in proportion. The x-height is then interpolated linearly along the axis
  /// between the regular and bold measurements, and extrapolated past them; that linearity is the
  /// model. (Advances use the measured weights instead: `SystemFontGeneration`.)
  static func boldness(of weight: CGFloat) -> CGFloat {
    (axisValue(of: weight) - 400) / 300
  }

  /// The named weights' raw values and their places on the `wght` axis, lightest first.
  private static let axis: [(weight: CGFloat, wght: CGFloat)] = [
    (-0.8, 30.925), (-0.6, 110.725), (-0.4, 274.315), (0, 400), (0.23, 510), (0.3, 590),
    (0.4, 700), (0.56, 860), (0.62, 1000),
  ]

  /// The `wght` axis value of a weight: interpolated between named weights, clamped to the
  /// lightest and heaviest.
  static func axisValue(of weight: CGFloat) -> CGFloat {
    guard weight.isFinite else { return 400 }
    return piecewiseLinear(at: weight, through: axis, x: { $0.weight }, y: { $0.wght })
  }
}
