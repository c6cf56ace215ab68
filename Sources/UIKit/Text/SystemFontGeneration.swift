import Foundation

/// The designs of the system font whose widths differ, by the iOS versions that draw text with
/// them.
///
/// Each has a text design and a display design for large sizes, whose advances and tracking
/// differ (`displayFraction(forPointSize:)` says which one a size uses).
///
/// The advances changed with iOS 14 (the public SF Pro Text fonts of 2020 on have today's
/// advances, those of 2018 and before the older ones: the apostrophe, `h`, `i`, `l` and `p`
/// among others), and so did the tracking. The vertical metrics did not: every build has the
/// same ascender, descender and cap height (`SystemFontMetrics`).
package enum SystemFontGeneration: Sendable, Hashable {
  /// iOS 9 to 13: SF UI Text, tracked by its own `trak` table.
  case sfUIText
  /// iOS 14 and later: SF Pro, tracked as the Human Interface Guidelines' table says.
  case sfPro

  /// The measured weights, lightest first: each one's place on the font's weight axis and its
  /// advances (`SystemFontMetrics.axisValue(of:)` places a `UIFont.Weight` on the same axis).
  var measuredWeights: [(wght: CGFloat, advances: [CGFloat])] {
    switch self {
    case .sfUIText:
      Self.sfUITextWeights
    case .sfPro:
      Self.sfProWeights
    }
  }

  // The named instances' places on the variable font's axis (`SystemFontMetrics.axisValue(of:)`).
  private static let sfProWeights: [(wght: CGFloat, advances: [CGFloat])] = [
    (30.925, SystemFontAdvances.ultraLight), (110.725, SystemFontAdvances.thin),
    (274.315, SystemFontAdvances.light), (400, SystemFontAdvances.regular),
    (510, SystemFontAdvances.medium), (590, SystemFontAdvances.semibold),
    (700, SystemFontAdvances.bold), (860, SystemFontAdvances.heavy),
    (1000, SystemFontAdvances.black),
  ]

  // The static fonts of iOS 9 to 13 are placed where today's named weights sit on the axis; a
  // named weight is exactly its own font either way.
  private static let sfUITextWeights: [(wght: CGFloat, advances: [CGFloat])] = [
    (274.315, SystemFontAdvances.SFUIText.light), (400, SystemFontAdvances.SFUIText.regular),
    (510, SystemFontAdvances.SFUIText.medium), (590, SystemFontAdvances.SFUIText.semibold),
    (700, SystemFontAdvances.SFUIText.bold), (860, SystemFontAdvances.SFUIText.heavy),
  ]

  /// The advance, in units of a 2048-unit em, of the printable ASCII character at `index`
  /// (0 for U+0020) in the weight at `wght` on the weight axis, in the text design.
  ///
  /// A measured weight gives its own advance. Between two measured weights the advance is
  /// interpolated linearly along the axis, and past the lightest or heaviest it is extrapolated
  /// from the two nearest: a model, since the fonts' intermediate masters are not public.
  func units(ofCharacterAt index: Int, wght: CGFloat) -> CGFloat {
    Self.units(ofCharacterAt: index, wght: wght, in: measuredWeights)
  }

  /// The advance at `index` and `wght` among `weights`, as `units(ofCharacterAt:wght:)` says.
  static func units(
    ofCharacterAt index: Int, wght: CGFloat, in weights: [(wght: CGFloat, advances: [CGFloat])]
  ) -> CGFloat {
    var upper = 1
    while upper < weights.count - 1, wght > weights[upper].wght { upper += 1 }
    let lower = weights[upper - 1]
    let higher = weights[upper]
    if wght == lower.wght { return lower.advances[index] }
    let fraction = (wght - lower.wght) / (higher.wght - lower.wght)
    return lower.advances[index] + (higher.advances[index] - lower.advances[index]) * fraction
  }

  /// The tracking, in points, added to each glyph at a point size: from the display design's
  /// table at and above 20 pt in iOS 9 to 13 (`displayFraction(forPointSize:)`).
  func tracking(forPointSize size: CGFloat) -> CGFloat {
    switch self {
    case .sfUIText where size >= Self.sfUIDisplayThreshold:
      SystemFontTracking.sfUIDisplayTracking(forPointSize: size)
    case .sfUIText:
      SystemFontTracking.sfUITextTracking(forPointSize: size)
    case .sfPro:
      SystemFontTracking.tracking(forPointSize: size)
    }
  }
}
