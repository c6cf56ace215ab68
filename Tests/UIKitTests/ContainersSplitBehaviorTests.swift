import Testing

@testable import UIKit

/// UISplitViewController's column-style enumerations and the properties that hold them.
@Suite(.checksInvariants)
@MainActor
struct ContainersSplitBehaviorTests {
  // UISplitViewController.h: SplitBehavior Automatic, Tile, Overlay, Displace from 0.
  @Test func splitBehaviorRawValues() {
    typealias Behavior = UISplitViewController.SplitBehavior
    #expect([Behavior.automatic, .tile, .overlay, .displace].map(\.rawValue) == [0, 1, 2, 3])
  }

  // UISplitViewController.h (iOS 14.5): Automatic, Never, Always from 0.
  @Test func displayModeButtonVisibilityRawValues() {
    typealias Visibility = UISplitViewController.DisplayModeButtonVisibility
    #expect([Visibility.automatic, .never, .always].map(\.rawValue) == [0, 1, 2])
  }

  // UISplitViewController.h (iOS 13): None, Sidebar from 0.
  @Test func backgroundStyleRawValues() {
    typealias Style = UISplitViewController.BackgroundStyle
    #expect([Style.none, .sidebar].map(\.rawValue) == [0, 1])
  }

  // UISplitViewControllerLayoutEnvironment.h (iOS 26): None, Expanded, Collapsed from 0.
  @Test func layoutEnvironmentRawValues() {
    typealias Environment = UISplitViewController.LayoutEnvironment
    #expect([Environment.none, .expanded, .collapsed].map(\.rawValue) == [0, 1, 2])
  }

  // UISplitViewController.h: Primary, Supplementary, Secondary, Compact, then (iOS 26) Inspector.
  @Test func columnRawValuesEndWithInspector() {
    typealias Column = UISplitViewController.Column
    #expect(
      [Column.primary, .supplementary, .secondary, .compact, .inspector].map(\.rawValue) == [
        0, 1, 2, 3, 4,
      ])
  }

  // UISplitViewController's documentation: preferredSplitBehavior, displayModeButtonVisibility
  // default to automatic; primaryBackgroundStyle to none.
  @Test func columnStylePropertiesStartAutomatic() {
    let split = UISplitViewController(style: .doubleColumn)
    #expect(split.preferredSplitBehavior == .automatic)
    #expect(split.displayModeButtonVisibility == .automatic)
    #expect(split.primaryBackgroundStyle == .none)
  }

  @Test func preferredSplitBehaviorIsReported() {
    let split = UISplitViewController(style: .doubleColumn)
    split.preferredSplitBehavior = .displace
    #expect(split.splitBehavior == .displace)
  }

  // Bezel's model: an automatic behaviour overlays the primary column only in
  // `.oneOverSecondary`, and tiles otherwise.
  @Test(arguments: [
    (
      UISplitViewController.DisplayMode.oneOverSecondary,
      UISplitViewController.SplitBehavior.overlay
    ),
    (.oneBesideSecondary, .tile),
  ])
  func automaticSplitBehaviorFollowsDisplayMode(
    mode: UISplitViewController.DisplayMode, expected: UISplitViewController.SplitBehavior
  ) {
    let split = UISplitViewController(style: .doubleColumn)
    split.preferredDisplayMode = mode
    split.viewControllers = [UIViewController(), UIViewController()]
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
    window.windowTraitCollection = UITraitCollection(traitsFrom: [
      UITraitCollection(horizontalSizeClass: .regular),
      UITraitCollection(verticalSizeClass: .regular),
      UITraitCollection(userInterfaceIdiom: .pad),
    ])
    window.rootViewController = split
    window.layoutIfNeeded()
    #expect(split.splitBehavior == expected)
  }

  @Test func inspectorColumnHoldsNoController() {
    let split = UISplitViewController(style: .doubleColumn)
    split.setViewController(UIViewController(), for: .inspector)
    #expect(split.viewController(for: .inspector) == nil)
    #expect(split.viewControllers.isEmpty)
  }
}
