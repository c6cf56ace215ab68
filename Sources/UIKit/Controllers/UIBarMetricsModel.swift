import Foundation

/// The heights of the system bars on one device, in one orientation, for one iOS era: what a
/// host sets on a window (`WindowContext.barMetrics`) and the containers read.
///
/// Heights exclude the status bar and the home indicator: a navigation bar sits below the
/// container's top safe-area inset; a tab bar adds the bottom inset to its height (49 + 34 = 83
/// on an iPhone X in portrait); a toolbar sits above the bottom inset.
package struct UIBarMetricsModel: Equatable, Sendable {
  /// A navigation bar with a regular title.
  package var navigationBarHeight: CGFloat
  /// A navigation bar showing a large title.
  package var largeTitleNavigationBarHeight: CGFloat
  /// A navigation controller's toolbar.
  package var toolbarHeight: CGFloat
  /// A tab bar, above the home indicator.
  package var tabBarHeight: CGFloat

  package init(
    navigationBarHeight: CGFloat, largeTitleNavigationBarHeight: CGFloat, toolbarHeight: CGFloat,
    tabBarHeight: CGFloat
  ) {
    self.navigationBarHeight = navigationBarHeight
    self.largeTitleNavigationBarHeight = largeTitleNavigationBarHeight
    self.toolbarHeight = toolbarHeight
    self.tabBarHeight = tabBarHeight
  }

  /// An iPhone in portrait (regular height): navigation bar and toolbar 44 (KRTestLayout: 64 = 20 +
  /// 44 on an iPhone 8, 88 = 44 + 44 on an iPhone X), large title 44 + 52 = 96 (Hackworth, "iPad
  /// Navigation Bar and Toolbar Height Changes in iOS 12": "large titles add 52 points"), tab bar
  /// 49 (Hackworth).
  package static let phone = UIBarMetricsModel(
    navigationBarHeight: 44, largeTitleNavigationBarHeight: 96, toolbarHeight: 44,
    tabBarHeight: 49)

  /// An iPhone in landscape with compact width and height (every iPhone but the Plus and Max
  /// sizes).
  ///
  /// Navigation bar, toolbar and tab bar 32 (QMUI_iOS issue 633, measured:
  /// "iPhone 横屏 Regular 44 or Compact 32"). Large titles do not show in compact height, so the
  /// large-title bar is the regular one (UNVERIFIED).
  package static let phoneCompact = UIBarMetricsModel(
    navigationBarHeight: 32, largeTitleNavigationBarHeight: 32, toolbarHeight: 32,
    tabBarHeight: 32)

  /// A Plus or Max iPhone in landscape (regular width, compact height): the navigation bar and
  /// toolbar keep 44 and the tab bar 49 (QMUI_iOS issue 633, measured: navigation bar "Regular
  /// 44", tab bar "Regular 49 … + safeAreaBottom", 70 = 49 + 21 on an iPhone XS Max).
  package static let phoneRegularWidthLandscape = UIBarMetricsModel(
    navigationBarHeight: 44, largeTitleNavigationBarHeight: 44, toolbarHeight: 44,
    tabBarHeight: 49)

  /// An iPad with apps built for iOS 12 or later: navigation bar and toolbar 50, large title 102,
  /// tab bar 50 (Hackworth).
  package static let pad = UIBarMetricsModel(
    navigationBarHeight: 50, largeTitleNavigationBarHeight: 102, toolbarHeight: 50,
    tabBarHeight: 50)

  /// An iPad with a home indicator (Face ID iPads): navigation bar 50; toolbar and tab bar 45
  /// above the 20-point home indicator, 65 in all (QMUI_iOS issue 633, measured: "全面屏 iPad
  /// 为 45 + safeAreaBottom = 65").
  package static let padWithHomeIndicator = UIBarMetricsModel(
    navigationBarHeight: 50, largeTitleNavigationBarHeight: 102, toolbarHeight: 45,
    tabBarHeight: 45)

  /// An iPad running an app built for iOS 11: navigation bar and toolbar 44, large title 96, tab
  /// bar 49 (Hackworth).
  package static let padIOS11 = UIBarMetricsModel(
    navigationBarHeight: 44, largeTitleNavigationBarHeight: 96, toolbarHeight: 44,
    tabBarHeight: 49)

  /// The default device's bars: an iPhone 16 in portrait.
  package static let `default` = phone

  /// The bars for a device with the given traits.
  ///
  /// - Parameters:
  ///   - traits: the window's traits (idiom and size classes).
  ///   - hasHomeIndicator: whether the device has a home indicator instead of a home button.
  ///   - iOS12OrLater: whether the app runs with iOS 12's iPad bars (50 points) or iOS 11's.
  package static func system(
    for traits: UITraitCollection, hasHomeIndicator: Bool, iOS12OrLater: Bool = true
  ) -> UIBarMetricsModel {
    switch traits.userInterfaceIdiom {
    case .pad:
      if !iOS12OrLater { return padIOS11 }
      return hasHomeIndicator ? padWithHomeIndicator : pad
    default:
      guard traits.verticalSizeClass == .compact else { return phone }
      return traits.horizontalSizeClass == .regular ? phoneRegularWidthLandscape : phoneCompact
    }
  }
}
