import UIKit

extension Device {
  /// The heights of the navigation bar, toolbar and tab bar in `orientation`, for apps built
  /// with the SDK of `era`; `nil` on Apple TV, whose bars the catalog does not describe.
  ///
  /// iPhones: 44-point navigation bars and toolbars and a 49-point tab bar in portrait; 32 for
  /// all three in landscape, where the height is compact and large titles are not shown.
  /// iPads: 44 / 44 / 49 through iOS 11, then 50 for all three from iOS 12. A large title adds
  /// 52 points. The sources are in each value's `Source`.
  public func barHeights(
    in orientation: Orientation, era: OSEra = .default
  ) -> Sourced<BarHeights>? {
    switch idiom {
    case .phone where orientation.isLandscape:
      return Sourced(
        BarHeights(navigationBar: 32, largeTitleNavigationBar: 32, toolbar: 32, tabBar: 32),
        Source(
          "UYL-X (navigation bar 32 in compact height); STACKGUIDES quoting the HIG "
            + "(toolbar 32); HACK-iPad12 (tab bar 32)", era: .iOS11))
    case .phone:
      return Sourced(
        BarHeights(navigationBar: 44, largeTitleNavigationBar: 96, toolbar: 44, tabBar: 49),
        Source(
          "KR (64 = 20 + 44 on iPhone 8, 88 = 44 + 44 on iPhone X); HACK-iPad12 (large title "
            + "+52, tab bar 49); STACKGUIDES (toolbar 44); CNB (83 = 49 + 34)", era: .iOS11))
    case .pad where era < .iOS12:
      return Sourced(
        BarHeights(navigationBar: 44, largeTitleNavigationBar: 96, toolbar: 44, tabBar: 49),
        Source("HACK-iPad12 (iOS 11 SDK: 44, large title 96, tab bar 49)", era: .iOS11))
    case .pad:
      return Sourced(
        BarHeights(navigationBar: 50, largeTitleNavigationBar: 102, toolbar: 50, tabBar: 50),
        Source(
          "HACK-iPad12 (iOS 12 SDK: 50, large title 102, tab bar 50); HACK-iPadPro (122 = 20 "
            + "+ 102)", era: .iOS12))
    default:
      return nil
    }
  }
}
