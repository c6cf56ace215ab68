import Foundation

/// The system font's size-specific tracking, which iOS adds to every glyph's advance.
///
/// From 8 to 40 pt the tracking is what an iOS 26.1 simulator measured: a whole number of font
/// units at each whole point size (`measuredUnits`), interpolated linearly in units between them,
/// as the measured half sizes are (11.5, 13.5 and 17.5 pt lie half way in units). Every
/// `stringWidth` of the regular system font from 8 to 40 pt in those measurements is the
/// strings' advances, their kerning and the tracking of each glyph, with no residual
/// (Vercantez/openuikit, `golden/font_metrics_ios.json` at commit 32cc00a35acc,
/// `Tools/oracle2/fontprobe`). Apple's Human Interface Guidelines round the same values to
/// hundredths of a point, and differ from them by up to 0.02 pt at 29, 33, 34 and 39 pt.
///
/// Outside that range the values are the "Tracking (points)" column of the guidelines,
/// Typography > Specifications > "iOS, iPadOS, visionOS tracking values", SF Pro (6–96 pt),
/// interpolated linearly; below 6 pt the 6 pt value in em units (+41/1000 em) is scaled with the
/// size; above 96 pt tracking is 0, as from 80 pt on in the table.
enum SystemFontTracking {
  /// (point size, tracking in units of a 2048-unit em) measured on iOS 26.1, 8 to 40 pt.
  static let measuredUnits: [(size: CGFloat, units: CGFloat)] = [
    (8, 52), (9, 38), (10, 24), (11, 12), (12, 0), (13, -12), (14, -22), (15, -32), (16, -40),
    (17, -52), (18, -50), (19, -48), (20, -46), (21, -35), (22, -24), (23, -9), (24, 6),
    (25, 11), (26, 17), (27, 22), (28, 28), (29, 27), (30, 27), (31, 26), (32, 26), (33, 24),
    (34, 23), (35, 22), (36, 21), (37, 20), (38, 20), (39, 19), (40, 19),
  ]

  /// (point size, tracking in points) of the Human Interface Guidelines, sorted by size.
  static let table: [(size: CGFloat, points: CGFloat)] = [
    (6, 0.24), (7, 0.23), (8, 0.21), (9, 0.17), (10, 0.12), (11, 0.06), (12, 0),
    (13, -0.08), (14, -0.15), (15, -0.23), (16, -0.31), (17, -0.43), (18, -0.44),
    (19, -0.45), (20, -0.45), (21, -0.36), (22, -0.26), (23, -0.10), (24, 0.07),
    (25, 0.15), (26, 0.22), (27, 0.29), (28, 0.38), (29, 0.40), (30, 0.40), (31, 0.39),
    (32, 0.41), (33, 0.40), (34, 0.40), (35, 0.38), (36, 0.37), (37, 0.36), (38, 0.37),
    (39, 0.38), (40, 0.37), (41, 0.36), (42, 0.37), (43, 0.38), (44, 0.37), (45, 0.35),
    (46, 0.36), (47, 0.37), (48, 0.35), (49, 0.33), (50, 0.34), (51, 0.35), (52, 0.33),
    (53, 0.31), (54, 0.32), (56, 0.30), (58, 0.28), (60, 0.26), (62, 0.24), (64, 0.22),
    (66, 0.19), (68, 0.17), (70, 0.14), (72, 0.14), (76, 0.07), (80, 0), (84, 0), (88, 0),
    (92, 0), (96, 0),
  ]

  /// The tracking, in points, that iOS adds to each glyph of the system font at a point size.
  static func tracking(forPointSize size: CGFloat) -> CGFloat {
    if let low = measuredUnits.first, let high = measuredUnits.last, size >= low.size,
      size <= high.size
    {
      let units = piecewiseLinear(
        at: size, through: measuredUnits, x: { $0.size }, y: { $0.units })
      return units * size / SystemFontMetrics.unitsPerEm
    }
    guard let first = table.first, let last = table.last, size.isFinite else { return 0 }
    if size < first.size { return size * 41 / 1000 }
    if size >= last.size { return 0 }
    return piecewiseLinear(at: size, through: table, x: { $0.size }, y: { $0.points })
  }
}
