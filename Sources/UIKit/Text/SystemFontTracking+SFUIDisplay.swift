import Foundation

extension SystemFontTracking {
  /// The tracking of iOS 9 to 13's system font from 20 pt, SF UI Display, by point size, in units
  /// of a 2048-unit em added to every glyph.
  ///
  /// This is the `trak` table (track 0, the default) of Apple's static SF Pro Display fonts,
  /// identical in 15.0d4e20 (2019, AleksandraBogutska/Absolut `fonts/SF-Pro-Display-Regular.otf`,
  /// commit 98747760f8b0), 16.0d12e3 (2020, glennsyang/react-native-outfitr
  /// `assets/fonts/SF-Pro-Display-Regular.otf`, commit 5bcf00f1482b) and 17.0d11e1 (2021,
  /// Gusalimi/dotfiles, commit 572811e2b017). The 2017 files found were converted without
  /// their `trak` table; the text design's table did not change from 2015 to 2021
  /// (`sfUITextUnits`), and the display design's is taken not to have either.
  static let sfUIDisplayUnits: [(size: CGFloat, units: CGFloat)] = [
    (6, 174), (9, 130), (10, 116), (11, 104), (12, 92), (13, 80), (14, 70), (15, 60), (16, 52),
    (17, 45), (20, 37), (22, 32), (28, 26), (32, 24), (36, 22), (50, 14), (64, 6), (80, 0),
    (100, 0), (138, 0),
  ]

  /// The tracking, in points, that iOS 9 to 13 add to each glyph of the system font's display
  /// design at a point size; interpolated as `sfUITextTracking(forPointSize:)` is.
  static func sfUIDisplayTracking(forPointSize size: CGFloat) -> CGFloat {
    guard size.isFinite else { return 0 }
    let units = piecewiseLinear(
      at: size, through: sfUIDisplayUnits, x: { $0.size }, y: { $0.units })
    return units * size / SystemFontMetrics.unitsPerEm
  }
}
