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
/// The hhea line gap is 0, so `leading` is 0 and `lineHeight` is ascender minus descender.
enum SystemFontMetrics {
  static let unitsPerEm: CGFloat = 2048
  static let ascender: CGFloat = 1950
  static let descender: CGFloat = -494
  static let leading: CGFloat = 0
  static let capHeight: CGFloat = 1443
  static let xHeightRegular: CGFloat = 1078
  static let xHeightBold: CGFloat = 1101

  /// How far a weight is from regular toward bold: 0 for regular, 1 for bold (weight 0.4).
  ///
  /// Widths and the x-height of weights other than regular and bold are interpolated linearly
  /// on this scale; it is clamped to [-1, 1.5] so that ultra-light and black stay plausible.
  /// This interpolation is a modelling choice, not a measurement.
  static func boldness(of weight: CGFloat) -> CGFloat {
    min(1.5, max(-1, weight / UIFont.Weight.bold.rawValue))
  }
}
