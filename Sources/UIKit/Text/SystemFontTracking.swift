import Foundation

/// The system font's size-specific tracking, which iOS adds to every glyph's advance.
///
/// Values are the "Tracking (points)" column of Apple's Human Interface Guidelines, Typography >
/// Specifications > "iOS, iPadOS, visionOS tracking values", SF Pro (6–96 pt). Between listed sizes
/// the value is interpolated linearly; below 6 pt the 6 pt value in em units (+41/1000 em) is
/// scaled with the size; above 96 pt tracking is 0, as from 80 pt on in the table.
///
/// Check against measured advances (iOS 26.1): 13 pt adds -0.076 pt (table -0.08) and 17 pt adds
/// -0.432 pt (table -0.43) to every glyph relative to the 12 pt advances, where tracking is 0.
/// Measured tracking is a whole number of the font's units at each size (−12 at 13 pt, −52 at
/// 17, −46 at 20, 22 at 27, 28 at 28), which the table rounds to hundredths of a point; at 33
/// and 34 pt the table's 0.40 is off by more than rounding, so those two rows are the measured
/// 24 and 23 units (`system-regular-33.0` and `system-bold-34.0` of the iOS 26.1 measurements
/// cited at `SystemFontGeneration.sfProOpticalFractions`).
enum SystemFontTracking {
  /// (point size, tracking in points), sorted by size.
  static let table: [(size: CGFloat, points: CGFloat)] = [
    (6, 0.24), (7, 0.23), (8, 0.21), (9, 0.17), (10, 0.12), (11, 0.06), (12, 0),
    (13, -0.08), (14, -0.15), (15, -0.23), (16, -0.31), (17, -0.43), (18, -0.44),
    (19, -0.45), (20, -0.45), (21, -0.36), (22, -0.26), (23, -0.10), (24, 0.07),
    (25, 0.15), (26, 0.22), (27, 0.29), (28, 0.38), (29, 0.40), (30, 0.40), (31, 0.39),
    (32, 0.41), (33, 24 * 33 / 2048), (34, 23 * 34 / 2048), (35, 0.38), (36, 0.37), (37, 0.36),
    (38, 0.37),
    (39, 0.38), (40, 0.37), (41, 0.36), (42, 0.37), (43, 0.38), (44, 0.37), (45, 0.35),
    (46, 0.36), (47, 0.37), (48, 0.35), (49, 0.33), (50, 0.34), (51, 0.35), (52, 0.33),
    (53, 0.31), (54, 0.32), (56, 0.30), (58, 0.28), (60, 0.26), (62, 0.24), (64, 0.22),
    (66, 0.19), (68, 0.17), (70, 0.14), (72, 0.14), (76, 0.07), (80, 0), (84, 0), (88, 0),
    (92, 0), (96, 0),
  ]

  /// The tracking, in points, that iOS adds to each glyph of the system font at a point size.
  static func tracking(forPointSize size: CGFloat) -> CGFloat {
    guard let first = table.first, let last = table.last, size.isFinite else { return 0 }
    if size < first.size { return size * 41 / 1000 }
    if size >= last.size { return 0 }
    return piecewiseLinear(at: size, through: table, x: { $0.size }, y: { $0.points })
  }
}
