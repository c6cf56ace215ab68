import Foundation

extension SystemFontGeneration {
  /// The point size from which iOS 9 to 13 draw the system font in its display design, SF UI
  /// Display: Apple's Human Interface Guidelines of that time ("SF UI Text for text 19 points
  /// or smaller, SF UI Display for text 20 points or larger"); on iOS 9, `systemFont(ofSize: 20)`
  /// is named `SFUIDisplay-Regular` (arcovv.github.io, "ios-font-study", 2016).
  static let sfUIDisplayThreshold: CGFloat = 20

  /// The optical sizes between which iOS 14's variable system font blends its text design into
  /// its display design.
  ///
  /// From iOS 14 the system font is one variable font with an optical-size axis, and
  /// `systemFont(ofSize:)` and `preferredFont(forTextStyle:)` apply the optical size of the point
  /// size (Apple, WWDC 2020 session 10175, "The details of UI typography": there is no longer a
  /// hard break at 20 points, the design and its tracking vary smoothly between 17 and 28 points;
  /// the Human Interface Guidelines' tracking table, `SystemFontTracking`, moves from the text
  /// design's −0.43 pt at 17 pt to the display design's +0.38 pt at 28 pt). The variable font
  /// itself is not public, so the model takes its ends as the static fonts of the same build
  /// (SF Pro Text and SF Pro Display 17.0d11e1) and blends their advances linearly in the point
  /// size between 17 and 28 pt.
  static let sfProOpticalRange: ClosedRange<CGFloat> = 17...28

  /// How far a point size's advances are from the text design (0) toward the display design (1).
  func displayFraction(forPointSize size: CGFloat) -> CGFloat {
    guard size.isFinite else { return 0 }
    switch self {
    case .sfUIText:
      return size >= Self.sfUIDisplayThreshold ? 1 : 0
    case .sfPro:
      let range = Self.sfProOpticalRange
      if size <= range.lowerBound { return 0 }
      if size >= range.upperBound { return 1 }
      return (size - range.lowerBound) / (range.upperBound - range.lowerBound)
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
    (400, SystemFontAdvances.SFProDisplay.regular), (510, SystemFontAdvances.SFProDisplay.medium),
    (590, SystemFontAdvances.SFProDisplay.semibold), (700, SystemFontAdvances.SFProDisplay.bold),
    (860, SystemFontAdvances.SFProDisplay.heavy),
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
    let fraction = displayFraction(forPointSize: pointSize)
    if fraction <= 0 { return units(ofCharacterAt: index, wght: wght) }
    let display = Self.units(ofCharacterAt: index, wght: wght, in: measuredDisplayWeights)
    if fraction >= 1 { return display }
    let text = units(ofCharacterAt: index, wght: wght)
    return text + (display - text) * fraction
  }
}
