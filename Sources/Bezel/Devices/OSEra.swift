/// A span of iOS (and tvOS) versions over which the catalog's values hold.
///
/// Values that changed between OS releases are stored once per era; a value is looked up in the
/// latest era at or before the one asked for (see `EraValues`). The default, `.iOS14`, is the
/// era of the measured conformance data (iOS 14.4, 15.0 and 16.2 simulators, the
/// marcbouchenoire/dimmmensions harness), which every fixture in Bezel's tests comes from.
public enum OSEra: Int, Sendable, Hashable, CaseIterable, Comparable {
  /// iOS 9 and 10: the readable content guide is 672 points wide at the default text size
  /// (useyourloaf.com, "Readable Content Guides", iPad Air 2 on iOS 9).
  case iOS9 = 9
  /// iOS 11: safe area insets arrive; iPad navigation bars and toolbars are 44 points tall.
  case iOS11 = 11
  /// iOS 12: iPad bars grow to 50 points (hacknicity, "iPad navigation bar and toolbar height
  /// changes in iOS 12"); the iPhone XR's top inset is 44.
  case iOS12 = 12
  /// iOS 13: as iOS 12, but the system button types draw SF Symbols (a contact-add button is
  /// 24.33 × 23.67 at 3×, swift-snapshot-testing's recordings on iOS 13.2.2).
  case iOS13 = 13
  /// iOS 14 through 18: the measured era (iOS 14.4–16.2 simulators) — readable width 664,
  /// iPhone XR and 11 top inset 48, tvOS overscan sides 80.
  case iOS14 = 14
  /// iOS 26: iPhones in landscape inset the home indicator by 20 (not 21), iPads by 32 at the
  /// top and 25 at the bottom (flutter_device_preview's `device_specs`, probed on Xcode 26.6
  /// simulators).
  case iOS26 = 26

  /// The era whose values match the measured data: iOS 14 through 18.
  public static let `default` = OSEra.iOS14

  /// The era an iOS (or tvOS) major version belongs to; versions before 9 count as iOS 9.
  public init(majorVersion: Int) {
    switch majorVersion {
    case ..<11: self = .iOS9
    case 11: self = .iOS11
    case 12: self = .iOS12
    case 13: self = .iOS13
    case 14...25: self = .iOS14
    default: self = .iOS26
    }
  }

  /// The first OS major version of the era.
  public var firstVersion: Int { rawValue }

  /// Whether `lhs` comes before `rhs`.
  public static func < (lhs: OSEra, rhs: OSEra) -> Bool { lhs.rawValue < rhs.rawValue }
}
