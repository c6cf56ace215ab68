import Foundation

extension SystemFontTracking {
  /// The tracking of iOS 9 to 13's system font, SF UI Text, by point size, in units of a
  /// 2048-unit em added to every glyph.
  ///
  /// This is the font's own `trak` table (track 0, the default), identical in the SF UI Text
  /// 11.0d45e1 beta (2015), SF Pro Text 13.0d1e33 (2017) and SF Pro Text 17.0d11e1 (2021) font
  /// files bundled in public repositories (see `SystemFontAdvances.SFUIText`). The HIG of that
  /// time printed it rounded to thousandths of an em (−24/1000 at 17 pt, where the table says
  /// −47/2048); widths recorded on iOS 12 and 13 take the table's value: at 17 pt "Label" is
  /// 42 points wide at 2× and semibold "What's" 55.5, which only a tracking between −47.5 and
  /// −46.5 units gives.
  static let sfUITextUnits: [(size: CGFloat, units: CGFloat)] = [
    (6, 82), (9, 38), (10, 24), (11, 12), (12, 0), (13, -12), (14, -22), (15, -32), (16, -40),
    (17, -47), (20, -55), (22, -60), (28, -66), (32, -68), (36, -70), (50, -78), (64, -86),
    (80, -92), (100, -92), (138, -92),
  ]

  /// The tracking, in points, that iOS 9 to 13 add to each glyph of the system font at a point
  /// size.
  ///
  /// Between listed sizes the units are interpolated linearly (Apple's TrueType Reference
  /// Manual, "The 'trak' table": values for sizes not in the table are interpolated); outside
  /// them the nearest size's units hold, a choice of this model.
  static func sfUITextTracking(forPointSize size: CGFloat) -> CGFloat {
    guard size.isFinite else { return 0 }
    let units = piecewiseLinear(
      at: size, through: sfUITextUnits, x: { $0.size }, y: { $0.units })
    return units * size / SystemFontMetrics.unitsPerEm
  }
}
