import Testing

@testable import UIKit

/// The bar heights a host picks for a device (QMUI_iOS issue 633; Hackworth).
@MainActor
struct ContainersBarMetricsTests {
  nonisolated private static func traits(
    _ idiom: UIUserInterfaceIdiom, _ horizontal: UIUserInterfaceSizeClass,
    _ vertical: UIUserInterfaceSizeClass
  ) -> UITraitCollection {
    UITraitCollection(traitsFrom: [
      UITraitCollection(userInterfaceIdiom: idiom),
      UITraitCollection(horizontalSizeClass: horizontal),
      UITraitCollection(verticalSizeClass: vertical),
    ])
  }

  // (navigation bar, large title, toolbar, tab bar): iPhone portrait 44, 96, 44, 49; compact
  // landscape 32 throughout; Plus/Max landscape 44 and 49; iPad (iOS 12) 50, 102, 50, 50; iPad with
  // a home indicator 50, 102, 45, 45; iPad on iOS 11 44, 96, 44, 49.
  @Test(arguments: [
    (traits(.phone, .compact, .regular), true, true, [CGFloat(44), 96, 44, 49]),
    (traits(.phone, .compact, .compact), true, true, [32, 32, 32, 32]),
    (traits(.phone, .regular, .compact), false, true, [44, 44, 44, 49]),
    (traits(.pad, .regular, .regular), false, true, [50, 102, 50, 50]),
    (traits(.pad, .regular, .regular), true, true, [50, 102, 45, 45]),
    (traits(.pad, .regular, .regular), false, false, [44, 96, 44, 49]),
  ])
  func systemMetrics(
    traits: UITraitCollection, hasHomeIndicator: Bool, iOS12OrLater: Bool, heights: [CGFloat]
  ) {
    let metrics = UIBarMetricsModel.system(
      for: traits, hasHomeIndicator: hasHomeIndicator, iOS12OrLater: iOS12OrLater)
    #expect(
      [
        metrics.navigationBarHeight, metrics.largeTitleNavigationBarHeight, metrics.toolbarHeight,
        metrics.tabBarHeight,
      ] == heights)
  }

  // The default device is an iPhone 16 in portrait: the phone's bars.
  @Test func defaultIsAPhoneInPortrait() {
    #expect(UIBarMetricsModel.default == .phone)
    #expect(UIWindow().barMetrics == .phone)
  }

  // A host that changes the metrics (a rotation) moves the bars at the next layout: 44 → 32.
  @Test func newMetricsMoveTheBars() {
    let navigation = UINavigationController(rootViewController: UIViewController())
    let window = host(navigation, on: .noInsets)
    window.barMetrics = .phoneCompact
    window.layoutIfNeeded()
    #expect(navigation.navigationBar.frame.height == 32)
    #expect(navigation.topViewController?.view.safeAreaInsets.top == 32)
  }
}
