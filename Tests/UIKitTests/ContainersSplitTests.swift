import Testing

@testable import UIKit

/// UISplitViewController: columns side by side in regular width, collapsed in compact width.
@Suite(.checksInvariants)
@MainActor
struct ContainersSplitTests {
  /// A 1024 × 768 iPad in landscape (DIM: (20, 0, 0, 0), regular in both directions).
  private static let iPadLandscape = TestDevice(
    size: CGSize(width: 1024, height: 768),
    insets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
    metrics: .pad)
  private static let iPadPortrait = TestDevice(
    size: CGSize(width: 768, height: 1024),
    insets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
    metrics: .pad)
  private static let regular = UITraitCollection(traitsFrom: [
    UITraitCollection(horizontalSizeClass: .regular),
    UITraitCollection(verticalSizeClass: .regular),
    UITraitCollection(userInterfaceIdiom: .pad),
  ])

  private func split(
    primary: UIViewController, secondary: UIViewController, on device: TestDevice,
    traits: UITraitCollection = ContainersSplitTests.regular,
    direction: UIUserInterfaceLayoutDirection = .leftToRight,
    configure: (UISplitViewController) -> Void = { _ in }
  ) -> (UIWindow, UISplitViewController) {
    let split = UISplitViewController()
    split.viewControllers = [primary, secondary]
    configure(split)
    let window = UIWindow(frame: CGRect(origin: .zero, size: device.size))
    window.deviceSafeAreaInsets = device.insets
    window.barMetrics = device.metrics
    window.windowTraitCollection = traits
    window.semanticContentAttribute =
      direction == .rightToLeft ? .forceRightToLeft : .forceLeftToRight
    window.rootViewController = split
    window.layoutIfNeeded()
    return (window, split)
  }

  // API values (UISplitViewController.h): display modes 0…6 in the header's order; the deprecated
  // names alias them; automaticDimension is -FLT_MAX.
  @Test func displayModeRawValues() {
    typealias Mode = UISplitViewController.DisplayMode
    #expect(
      [
        Mode.automatic, .secondaryOnly, .oneBesideSecondary, .oneOverSecondary, .twoBesideSecondary,
        .twoOverSecondary, .twoDisplaceSecondary,
      ].map(\.rawValue) == [0, 1, 2, 3, 4, 5, 6])
    #expect(UISplitViewController.automaticDimension == -CGFloat(Float.greatestFiniteMagnitude))
    let split = UISplitViewController()
    #expect(split.preferredDisplayMode == .automatic)
    #expect(split.preferredPrimaryColumnWidthFraction == UISplitViewController.automaticDimension)
    #expect(split.minimumPrimaryColumnWidth == UISplitViewController.automaticDimension)
    #expect(split.maximumPrimaryColumnWidth == UISplitViewController.automaticDimension)
  }

  // Landscape iPad, automatic: side by side, the primary column 320 wide (Use Your Loaf: "by
  // default has a maximum width of 320 points") on the leading edge: (0, 0, 320, 768) and the
  // secondary (320, 0, 704, 768) left to right; mirrored right to left.
  @Test(arguments: bothDirections)
  func columnsSideBySide(direction: UIUserInterfaceLayoutDirection) {
    let primary = UIViewController()
    let secondary = UIViewController()
    let (window, split) = split(
      primary: primary, secondary: secondary, on: Self.iPadLandscape, direction: direction)
    #expect(split.displayMode == .oneBesideSecondary)
    #expect(split.isCollapsed == false)
    #expect(split.primaryColumnWidth == 320)
    #expect(
      primary.view.frame
        == expected(CGRect(x: 0, y: 0, width: 320, height: 768), in: 1024, direction))
    #expect(
      secondary.view.frame
        == expected(CGRect(x: 320, y: 0, width: 704, height: 768), in: 1024, direction))
    withExtendedLifetime(window) {}
  }

  // Portrait iPad, automatic: the classic split view shows the secondary alone.
  @Test func portraitShowsTheSecondaryOnly() {
    let primary = UIViewController()
    let secondary = UIViewController()
    let (window, split) = split(primary: primary, secondary: secondary, on: Self.iPadPortrait)
    #expect(split.displayMode == .secondaryOnly)
    #expect(secondary.view.frame == CGRect(x: 0, y: 0, width: 768, height: 1024))
    #expect(primary.viewIfLoaded?.superview == nil)
    withExtendedLifetime(window) {}
  }

  // oneOverSecondary: the secondary fills the view and the primary column lies over it, in front.
  @Test(arguments: bothDirections)
  func primaryOverTheSecondary(direction: UIUserInterfaceLayoutDirection) {
    let primary = UIViewController()
    let secondary = UIViewController()
    let (window, split) = split(
      primary: primary, secondary: secondary, on: Self.iPadPortrait, direction: direction
    ) { $0.preferredDisplayMode = .oneOverSecondary }
    #expect(split.displayMode == .oneOverSecondary)
    #expect(secondary.view.frame == CGRect(x: 0, y: 0, width: 768, height: 1024))
    #expect(
      primary.view.frame
        == expected(CGRect(x: 0, y: 0, width: 320, height: 1024), in: 768, direction))
    #expect(split.view.subviews.last === primary.view)
    withExtendedLifetime(window) {}
  }

  // The preferred fraction applies to the width and is kept between the minimum and the maximum
  // ("If the resulting width is less than the minimum value …, the width is set to the value in
  // this property"): 0.4 × 1024 = 409.6 within a maximum of 500; capped at 400; raised to 450.
  @Test(arguments: [
    (CGFloat(0.4), CGFloat(0), CGFloat(500), CGFloat(409.6)),
    (0.4, 0, 400, 400),
    (0.4, 450, 600, 450),
  ])
  func primaryWidthFromTheFraction(
    fraction: CGFloat, minimum: CGFloat, maximum: CGFloat, width: CGFloat
  ) {
    let primary = UIViewController()
    let (window, split) = split(
      primary: primary, secondary: UIViewController(), on: Self.iPadLandscape
    ) {
      $0.preferredPrimaryColumnWidthFraction = fraction
      $0.minimumPrimaryColumnWidth = minimum
      $0.maximumPrimaryColumnWidth = maximum
    }
    #expect(split.primaryColumnWidth == width)
    #expect(primary.view.frame.width == width)
    withExtendedLifetime(window) {}
  }

  // The primary column is compact in a regular split view; the secondary keeps the split view's
  // regular width.
  @Test func primaryColumnIsCompact() {
    let primary = UIViewController()
    let secondary = UIViewController()
    let (window, _) = split(primary: primary, secondary: secondary, on: Self.iPadLandscape)
    #expect(primary.traitCollection.horizontalSizeClass == .compact)
    #expect(secondary.traitCollection.horizontalSizeClass == .regular)
    #expect(primary.splitViewController != nil)
    withExtendedLifetime(window) {}
  }

  // Each column's root gets the geometric safe area: on an iPhone XS Max in landscape (896 × 414,
  // (0, 44, 21, 44), regular width) the primary column touches the left edge only:
  // (0, 44, 21, 0); the secondary the right edge only: (0, 0, 21, 44).
  @Test func columnsTakeTheirShareOfTheSafeArea() {
    let primary = UIViewController()
    let secondary = UIViewController()
    let device = TestDevice(
      size: CGSize(width: 896, height: 414),
      insets: UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44),
      metrics: .phoneRegularWidthLandscape)
    let traits = UITraitCollection(traitsFrom: [
      UITraitCollection(horizontalSizeClass: .regular),
      UITraitCollection(verticalSizeClass: .compact),
    ])
    let (window, _) = split(primary: primary, secondary: secondary, on: device, traits: traits)
    #expect(primary.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 0))
    #expect(secondary.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 21, right: 44))
    withExtendedLifetime(window) {}
  }

  // Compact width collapses the split view: a primary navigation controller pushes the secondary
  // (UIKit's default), the split view then holds only the primary ("When the split view
  // interface is collapsed, this property contains only one view controller"); back in regular
  // width, the secondary returns to its column.
  @Test func compactWidthCollapsesOntoThePrimaryNavigationController() {
    let list = UIViewController()
    let primary = UINavigationController(rootViewController: list)
    let secondary = UIViewController()
    let compact = UITraitCollection(traitsFrom: [
      UITraitCollection(horizontalSizeClass: .compact),
      UITraitCollection(verticalSizeClass: .regular),
    ])
    let (window, split) = split(
      primary: primary, secondary: secondary, on: .iPhoneX, traits: compact)
    #expect(split.isCollapsed)
    #expect(split.viewControllers == [primary])
    #expect(primary.viewControllers == [list, secondary])
    #expect(primary.view.frame == CGRect(x: 0, y: 0, width: 375, height: 812))
    #expect(secondary.view.safeAreaInsets == UIEdgeInsets(top: 88, left: 0, bottom: 34, right: 0))
    window.frame = CGRect(x: 0, y: 0, width: 1024, height: 768)
    window.deviceSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    window.windowTraitCollection = Self.regular
    window.layoutIfNeeded()
    #expect(split.isCollapsed == false)
    #expect(split.viewControllers == [primary, secondary])
    #expect(primary.viewControllers == [list])
    #expect(secondary.view.frame == CGRect(x: 320, y: 0, width: 704, height: 768))
  }

  // Without a navigation controller to push onto, the collapsed split view shows the primary.
  @Test func compactWidthShowsAPlainPrimary() {
    let primary = UIViewController()
    let secondary = UIViewController()
    let (window, _) = split(
      primary: primary, secondary: secondary, on: .iPhoneX,
      traits: UITraitCollection(horizontalSizeClass: .compact))
    #expect(primary.view.frame == CGRect(x: 0, y: 0, width: 375, height: 812))
    #expect(secondary.viewIfLoaded?.superview == nil)
    withExtendedLifetime(window) {}
  }

  final class KeepPrimary: NSObject, UISplitViewControllerDelegate {
    let collapsesItself: Bool
    init(collapsesItself: Bool) { self.collapsesItself = collapsesItself }
    func splitViewController(
      _ splitViewController: UISplitViewController,
      collapseSecondary secondaryViewController: UIViewController,
      onto primaryViewController: UIViewController
    ) -> Bool {
      collapsesItself
    }
    func splitViewController(
      _ svc: UISplitViewController,
      topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
      .primary
    }
  }

  // The master–detail template's delegate returns true from collapseSecondary ("the secondary
  // is discarded"), and an iOS 14 delegate can keep the primary column on top: either way the
  // collapsed split view shows the primary navigation stack alone.
  @Test(arguments: [true, false])
  func delegateCanKeepThePrimaryOnTop(collapsesItself: Bool) {
    let list = UIViewController()
    let primary = UINavigationController(rootViewController: list)
    let secondary = UIViewController()
    let delegate = KeepPrimary(collapsesItself: collapsesItself)
    let (window, split) = split(
      primary: primary, secondary: secondary, on: .iPhoneX,
      traits: UITraitCollection(horizontalSizeClass: .compact)
    ) { $0.delegate = delegate }
    #expect(primary.viewControllers == [list])
    #expect(secondary.viewIfLoaded?.superview == nil)
    #expect(split.isCollapsed)
    withExtendedLifetime((window, delegate)) {}
  }

  // showDetailViewController(_:sender:) replaces the secondary column when expanded.
  @Test func showDetailReplacesTheSecondary() {
    let primary = UIViewController()
    let (window, split) = split(
      primary: primary, secondary: UIViewController(), on: Self.iPadLandscape)
    let detail = UIViewController()
    primary.showDetailViewController(detail, sender: nil)
    window.layoutIfNeeded()
    #expect(split.viewControllers == [primary, detail])
    #expect(detail.view.frame == CGRect(x: 320, y: 0, width: 704, height: 768))
  }

  // Collapsed, the new detail replaces the collapsed one on the primary stack, and becomes the
  // secondary column when the split view expands.
  @Test func showDetailWhileCollapsedPushes() {
    let list = UIViewController()
    let primary = UINavigationController(rootViewController: list)
    let first = UIViewController()
    let (window, split) = split(
      primary: primary, secondary: first, on: .iPhoneX,
      traits: UITraitCollection(horizontalSizeClass: .compact))
    let detail = UIViewController()
    list.showDetailViewController(detail, sender: nil)
    #expect(primary.viewControllers == [list, detail])
    window.frame = CGRect(x: 0, y: 0, width: 1024, height: 768)
    window.windowTraitCollection = Self.regular
    window.layoutIfNeeded()
    #expect(split.viewControllers == [primary, detail])
    #expect(primary.viewControllers == [list])
  }

  // The columns' sizes in a transition: 320 for the primary, the rest for the secondary.
  @Test func childSizesFollowTheColumns() {
    let primary = UIViewController()
    let secondary = UIViewController()
    let (window, split) = split(primary: primary, secondary: secondary, on: Self.iPadLandscape)
    let size = CGSize(width: 1024, height: 768)
    #expect(
      split.size(forChildContentContainer: primary, withParentContainerSize: size)
        == CGSize(width: 320, height: 768))
    #expect(
      split.size(forChildContentContainer: secondary, withParentContainerSize: size)
        == CGSize(width: 704, height: 768))
    withExtendedLifetime(window) {}
  }

  @Test func columnsCanBeSetByColumn() {
    let split = UISplitViewController(style: .doubleColumn)
    let primary = UIViewController()
    let secondary = UIViewController()
    split.setViewController(primary, for: .primary)
    split.setViewController(secondary, for: .secondary)
    #expect(split.style == .doubleColumn)
    #expect(split.viewControllers == [primary, secondary])
    #expect(split.viewController(for: .secondary) === secondary)
  }
}
