import UIKit

// Split View widths and horizontal size classes per iPad screen, from swift-snapshot-testing's
// `View.swift` (SST, lines 245–489); the macguru gist lists the same iOS 11 widths. One third,
// a portrait two thirds and the landscape half are compact, except the 12.9" screen's
// landscape half, which stays regular; the landscape two thirds is regular. Screens the table
// does not cover (820 × 1180, 744 × 1133, 834 × 1210, 1032 × 1376) have no splits.

extension DeviceCatalog {
  /// 768 × 1024 iPads (9.7" and the minis up to the 5th generation).
  static let split9_7 = splits(
    short: 768, long: 1024, landscape: (320, 507, .compact, 694), portrait: (320, 438))
  /// 810 × 1080 iPads (10.2").
  static let split10_2 = splits(
    short: 810, long: 1080, landscape: (320, 535, .compact, 750), portrait: (320, 480))
  /// 834 × 1112 iPads (10.5").
  static let split10_5 = splits(
    short: 834, long: 1112, landscape: (320, 551, .compact, 782), portrait: (320, 504))
  /// 834 × 1194 iPads (11" iPad Pro, 1st to 4th generation).
  static let split11 = splits(
    short: 834, long: 1194, landscape: (375, 592, .compact, 809), portrait: (320, 504))
  /// 1024 × 1366 iPads (12.9" iPad Pro and 13" iPad Air).
  static let split12_9 = splits(
    short: 1024, long: 1366, landscape: (375, 678, .regular, 981), portrait: (375, 639))

  /// The splits of one screen.
  private static func splits(
    short: CGFloat, long: CGFloat,
    landscape: (
      oneThird: CGFloat, half: CGFloat, halfClass: UIUserInterfaceSizeClass,
      twoThirds: CGFloat
    ),
    portrait: (oneThird: CGFloat, twoThirds: CGFloat)
  ) -> [SplitView] {
    func split(
      _ fraction: SplitView.Fraction, _ width: CGFloat, landscape isLandscape: Bool,
      _ sizeClass: UIUserInterfaceSizeClass
    ) -> SplitView {
      SplitView(
        fraction: fraction, isLandscape: isLandscape,
        size: CGSize(width: width, height: isLandscape ? short : long),
        horizontalSizeClass: sizeClass, source: Source("SST; MACGURU", era: .iOS11))
    }
    return [
      split(.oneThird, landscape.oneThird, landscape: true, .compact),
      split(.half, landscape.half, landscape: true, landscape.halfClass),
      split(.twoThirds, landscape.twoThirds, landscape: true, .regular),
      split(.oneThird, portrait.oneThird, landscape: false, .compact),
      split(.twoThirds, portrait.twoThirds, landscape: false, .compact),
    ]
  }
}
