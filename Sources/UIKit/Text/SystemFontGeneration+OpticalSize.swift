import Foundation

extension SystemFontGeneration {
  /// The point size from which iOS 9 to 13 draw the system font in its display design, SF UI
  /// Display: Apple's Human Interface Guidelines of that time ("SF UI Text for text 19 points
  /// or smaller, SF UI Display for text 20 points or larger"); on iOS 9, `systemFont(ofSize: 20)`
  /// is named `SFUIDisplay-Regular` (arcovv.github.io, "ios-font-study", 2016).
  static let sfUIDisplayThreshold: CGFloat = 20

  /// How far iOS 14's variable system font is from its text design (0) toward its display
  /// design (1), at the point sizes where that share changes pace.
  ///
  /// From iOS 14 the system font is one variable font with an optical-size axis, and
  /// `systemFont(ofSize:)` and `preferredFont(forTextStyle:)` apply the optical size of the point
  /// size (Apple, WWDC 2020 session 10175, "The details of UI typography": no hard break at 20
  /// points, the design varies smoothly between 17 and 28 points). Every regular `stringWidth`
  /// an iOS 26.1 simulator measured from 8 to 40 pt (Vercantez/openuikit,
  /// `golden/font_metrics_ios.json` at commit 32cc00a35acc, `Tools/oracle2/fontprobe`) is exactly
  /// the static SF Pro Text width, kerning included, blended toward the static SF Pro Display one
  /// (17.0d11e1) by one fraction per size, plus the size's tracking (`SystemFontTracking`). Fitted
  /// with no residual, the fractions are 0 up to 17 pt, then 1/44, 1/22 and 1/11 at 17.5, 18 and
  /// 19 pt, 13/55, 21/55, 29/55, 37/55 and 9/11 at 20 to 24 pt, 19/22, 10/11, 21/22 at 25 to 27,
  /// and 1 from 28 pt: linear between the four points below.
  static let sfProOpticalFractions: [(size: CGFloat, fraction: CGFloat)] = [
    (17, 0), (19, 1.0 / 11), (24, 9.0 / 11), (28, 1),
  ]

  /// How far a point size's advances are from the text design (0) toward the display design (1).
  func displayFraction(forPointSize size: CGFloat) -> CGFloat {
    guard size.isFinite else { return 0 }
    switch self {
    case .sfUIText:
      return size >= Self.sfUIDisplayThreshold ? 1 : 0
    case .sfPro:
      let table = Self.sfProOpticalFractions
      guard let first = table.first, let last = table.last else { return 0 }
      if size <= first.size { return 0 }
      if size >= last.size { return 1 }
      return piecewiseLinear(at: size, through: table, x: { $0.size }, y: { $0.fraction })
    }
  }

  /// The display design's measured weights, as `measuredWeights` lists the text design's.
  var measuredDisplayWeights: [(wght: CGFloat, advances: [CGFloat])] {
    switch self {
    case .sfUIText:
      Self.sfUIDisplayWeights
    case .sfPro:
      Self.sfProDisplayWeights
    }
  }

  private static let sfProDisplayWeights: [(wght: CGFloat, advances: [CGFloat])] = [
    (30.925, SystemFontAdvances.SFProDisplay.ultraLight),
    (110.725, SystemFontAdvances.SFProDisplay.thin),
    (274.315, SystemFontAdvances.SFProDisplay.light),
    (400, SystemFontAdvances.SFProDisplay.regular), (510, SystemFontAdvances.SFProDisplay.medium),
    (590, SystemFontAdvances.SFProDisplay.semibold), (700, SystemFontAdvances.SFProDisplay.bold),
    (860, SystemFontAdvances.SFProDisplay.heavy), (1000, SystemFontAdvances.SFProDisplay.black),
  ]

  private static let sfUIDisplayWeights: [(wght: CGFloat, advances: [CGFloat])] = [
    (274.315, SystemFontAdvances.SFUIDisplay.light), (400, SystemFontAdvances.SFUIDisplay.regular),
    (510, SystemFontAdvances.SFUIDisplay.medium), (590, SystemFontAdvances.SFUIDisplay.semibold),
    (700, SystemFontAdvances.SFUIDisplay.bold), (860, SystemFontAdvances.SFUIDisplay.heavy),
  ]

  /// The advance, in units of a 2048-unit em, of the printable ASCII character at `index` in the
  /// weight at `wght`, at a point size: the text design's, the display design's, or a blend of
  /// the two by `displayFraction(forPointSize:)`.
  func units(ofCharacterAt index: Int, wght: CGFloat, pointSize: CGFloat) -> CGFloat {
    units(
      ofCharacterAt: index, wght: wght, displayFraction: displayFraction(forPointSize: pointSize))
  }

  /// The advance at `index` and `wght` with the display design's share already worked out.
  func units(ofCharacterAt index: Int, wght: CGFloat, displayFraction fraction: CGFloat) -> CGFloat
  {
    if fraction <= 0 { return units(ofCharacterAt: index, wght: wght) }
    let display = Self.units(ofCharacterAt: index, wght: wght, in: measuredDisplayWeights)
    if fraction >= 1 { return display }
    let text = units(ofCharacterAt: index, wght: wght)
    return text + (display - text) * fraction
  }

  /// The advance at `index` and `wght` of the roman or the italic.
  ///
  /// The italic is the roman advance of the weight plus the regular italic's difference from the
  /// regular roman, in each design, blended by the optical size as the roman is: exact for the
  /// regular italic, which iOS 26.1 measures at every size from 8 to 40 points within 0.002
  /// points of these tables, kerning included; a model for the other weights' italics, which were
  /// not measured. iOS 9 to 13's italics are not modelled: they measure as the roman.
  func units(
    ofCharacterAt index: Int, wght: CGFloat, displayFraction fraction: CGFloat, italic: Bool
  ) -> CGFloat {
    let roman = units(ofCharacterAt: index, wght: wght, displayFraction: fraction)
    guard italic, self == .sfPro else { return roman }
    let text = SystemFontAdvances.regularItalic[index] - SystemFontAdvances.regular[index]
    let display =
      SystemFontAdvances.regularItalicDisplay[index]
      - SystemFontAdvances.SFProDisplay.regular[index]
    return roman + text + (display - text) * min(max(fraction, 0), 1)
  }
}
