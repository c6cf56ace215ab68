import UIKit

extension Device {
  /// The readable width for `category` (the widest the readable content guide grows), for
  /// `era`.
  ///
  /// Only the default category, Large, is measured: 672 points on iOS 9 (useyourloaf.com,
  /// "Readable Content Guides": iPad Air 2 in landscape, 672 wide, inset 176) and 664 on
  /// iOS 14.4, 15.0 and 16.2 (DIM, every iPad row: for example 1024 − 2 × 180). iOS 11–13 are
  /// unmeasured and keep iOS 9's value; iOS 26 is unmeasured and keeps 664.
  ///
  /// No published width was found for the other categories. WWDC 2018 session 235 says only
  /// that the width follows the user's text size ("the readable width will get smaller or
  /// larger"), so Bezel scales the Large width by the Body style's point size in `category`
  /// relative to Large, rounded to whole points. Body sizes are temoki/UIKit_DynamicType's
  /// (measured on iOS 13.3): 14, 15, 16, **17**, 19, 21, 23 and, for the accessibility sizes,
  /// 28, 33, 40, 47, 53. The width therefore never narrows as the category grows.
  /// `.unspecified` counts as Large.
  ///
  /// The width is the same on every device; it is a method of `Device` so that hosting code
  /// reads every number from the device it lays out on.
  public func readableWidth(
    for category: UIContentSizeCategory = .large, era: OSEra = .default
  ) -> CGFloat {
    let large = Self.largeReadableWidth.value(in: era)
    let body = Self.bodyPointSize(category)
    return (large * body / 17).rounded()
  }

  /// The source of the readable width for `category` in `era`.
  public func readableWidthSource(
    for category: UIContentSizeCategory = .large, era: OSEra = .default
  ) -> Source {
    let measured = Self.largeReadableWidth.sourced(in: era).source
    let body = Self.bodyPointSize(category)
    guard body != 17 else { return measured }
    return Source(
      "\(measured.citation), scaled by the Body size \(Int(body)) / 17 (temoki/UIKit_DynamicType"
        + "; a model: no measured width for this category)", era: measured.era)
  }

  /// The measured readable width at the Large category, per era.
  static let largeReadableWidth = EraValues<CGFloat>(
    Sourced(672, Source("UYL-readable (iPad Air 2, iOS 9)", era: .iOS9)),
    Sourced(664, Source("DIM (iOS 14.4, 15.0, 16.2)", era: .iOS14)))

  /// The Body text style's point size in `category` (temoki/UIKit_DynamicType, iOS 13.3).
  static func bodyPointSize(_ category: UIContentSizeCategory) -> CGFloat {
    switch category {
    case .extraSmall: return 14
    case .small: return 15
    case .medium: return 16
    case .extraLarge: return 19
    case .extraExtraLarge: return 21
    case .extraExtraExtraLarge: return 23
    case .accessibilityMedium: return 28
    case .accessibilityLarge: return 33
    case .accessibilityExtraLarge: return 40
    case .accessibilityExtraExtraLarge: return 47
    case .accessibilityExtraExtraExtraLarge: return 53
    default: return 17
    }
  }
}
