import Bezel
import Testing
import UIKit

/// Hosting a controller on a device: rotation, traits, and the seeds' examples.
@MainActor
struct HostingTests {
  // iPhone X in landscape: no status bar, 44-point sensor housing and rounded corners on both
  // sides, 21-point home indicator; side margins 44 + 16 = 60 (DIM: RootGeometry.swift).
  @Test func rotationRecomputesTheSafeAreaAndMargins() {
    let controller = UIViewController()
    let host = DeviceHost(controller, on: DeviceCatalog.iPhoneX)
    #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    host.rotate(to: .landscapeLeft)
    #expect(controller.view.bounds.size == CGSize(width: 812, height: 375))
    #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
    #expect(controller.view.layoutMargins == UIEdgeInsets(top: 0, left: 60, bottom: 21, right: 60))
  }

  final class TraitController: UIViewController {
    var traitChanges: [UIUserInterfaceSizeClass] = []
    var safeAreaChanges = 0
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      traitChanges.append(traitCollection.verticalSizeClass)
    }
    override func viewSafeAreaInsetsDidChange() { safeAreaChanges += 1 }
  }

  // Rotating an iPhone 8 changes its vertical size class from regular to compact: one trait
  // change, and one safe-area change (20 → 0: no status bar in landscape).
  @Test func rotationCallsBackOncePerChange() {
    let controller = TraitController()
    let host = DeviceHost(controller, on: DeviceCatalog.iPhone8)
    let before = controller.safeAreaChanges
    host.rotate(to: .landscapeRight)
    #expect(controller.traitChanges == [.compact])
    #expect(controller.safeAreaChanges == before + 1)
    #expect(controller.view.safeAreaInsets == .zero)
  }

  // A controller whose view loaded before it was hosted hears the device's traits: an iPad
  // Pro 9.7" is regular in both size classes, where the traits of no window are an iPhone's.
  @Test func aControllerLoadedBeforeHostingHearsTheDevicesTraits() {
    let controller = TraitController()
    controller.loadViewIfNeeded()
    let host = DeviceHost(controller, on: DeviceCatalog.iPadPro9_7)
    #expect(controller.traitChanges == [.regular])
    #expect(controller.traitCollection.displayScale == 2)
    #expect(host.window.rootViewController === controller)
  }

  // The host's era chooses the system buttons' glyphs: on iOS 13 a contact-add button on a 3×
  // iPhone is 73 × 71 pixels (swift-snapshot-testing's recording at fb70100e9f15).
  @Test func theHostsEraSizesSystemButtons() {
    let controller = UIViewController()
    let button = UIButton(type: .contactAdd)
    controller.view.addSubview(button)
    let host = DeviceHost(controller, on: DeviceCatalog.iPhoneX, era: .iOS13)
    #expect(button.intrinsicContentSize == CGSize(width: 73.0 / 3, height: 71.0 / 3))
    host.setTraits(HostTraits())
    #expect(host.window.rootViewController === controller)
  }

  // The host's era chooses the system font's design: 16-pt "the" is 24 points wide on iOS 12
  // at 2× (swift-snapshot-testing's recording at 1118cbcc11c4, testTraits.iphone-8.txt) and
  // 23.5 from iOS 14 on (23.5156 for the 1216 + 1170 + 744 units of SF UI Text's "the" less
  // three times its 40-unit tracking, over 128 units a point, is rounded up at 2× to 24 on iOS
  // 12; today's 1205 + 1170 + 744 and 0.31 pt of tracking give 23.44, rounded up to 23.5).
  @Test(arguments: [(OSEra.iOS12, CGFloat(24)), (.iOS14, 23.5)])
  func theHostsEraChoosesTheSystemFontsWidths(era: OSEra, width: CGFloat) {
    let controller = UIViewController()
    let label = UILabel()
    label.font = .systemFont(ofSize: 16)
    label.text = "the"
    controller.view.addSubview(label)
    let host = DeviceHost(controller, on: DeviceCatalog.iPhone8, era: era)
    #expect(label.intrinsicContentSize.width == width)
    withExtendedLifetime(host) {}
  }

  // The readable width grows with the text size: at extra small on a 1024-wide iPad the guide
  // narrows below Large's 664, at accessibility sizes it widens but never past the margins.
  @Test func readableGuideFollowsTheContentSizeCategory() {
    let controller = UIViewController()
    let host = DeviceHost(controller, on: DeviceCatalog.iPadAir2, orientation: .landscapeLeft)
    let large = controller.view.readableContentGuide.layoutFrame.width
    #expect(large == 664)
    host.setTraits(HostTraits(contentSizeCategory: .extraSmall))
    let small = controller.view.readableContentGuide.layoutFrame.width
    host.setTraits(HostTraits(contentSizeCategory: .accessibilityExtraExtraExtraLarge))
    let huge = controller.view.readableContentGuide.layoutFrame.width
    #expect(small < large)
    #expect(huge > large)
    #expect(huge <= controller.view.layoutMarginsGuide.layoutFrame.width)
    #expect(
      controller.traitCollection.preferredContentSizeCategory == .accessibilityExtraExtraExtraLarge)
  }

  // WWDC 2018 session 235: a control held 20 points above its superview's bottom
  // (optional) and never below the safe area's bottom (required) sits with its bottom at 647 on
  // an iPhone 8 (667 − 20) and at 778 on an iPhone X (812 − 34), in portrait.
  @Test(arguments: [("iPhone 8", CGFloat(647)), ("iPhone X", 778)])
  func twoConstraintPatternKeepsAControlInsideTheSafeArea(device: String, bottom: CGFloat) throws {
    let controller = UIViewController()
    let control = UIView()
    control.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(control)
    let preferred = control.bottomAnchor.constraint(
      equalTo: controller.view.bottomAnchor, constant: -20)
    preferred.priority = .defaultHigh
    NSLayoutConstraint.activate([
      preferred,
      control.bottomAnchor.constraint(
        lessThanOrEqualTo: controller.view.safeAreaLayoutGuide.bottomAnchor),
      control.centerXAnchor.constraint(equalTo: controller.view.centerXAnchor),
      control.widthAnchor.constraint(equalToConstant: 100),
      control.heightAnchor.constraint(equalToConstant: 44),
    ])
    let host = DeviceHost(controller, on: try #require(DeviceCatalog.device(named: device)))
    #expect(control.frame.maxY == bottom)
    withExtendedLifetime(host) {}
  }

  // WWDC 2018 session 235: a safe-area-unaware 216-point picker in a container whose
  // background reaches the bottom edge; the picker stops at the safe area (812 − 34 = 778), so
  // it starts at 778 − 216 = 562, where the container starts too.
  @Test func containerBackgroundReachesTheEdgeWhileThePickerStaysSafe() {
    let controller = UIViewController()
    let container = UIView()
    let picker = UIPickerView()
    for view in [container, picker] { view.translatesAutoresizingMaskIntoConstraints = false }
    controller.view.addSubview(container)
    container.addSubview(picker)
    NSLayoutConstraint.activate([
      container.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
      container.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
      container.bottomAnchor.constraint(equalTo: controller.view.bottomAnchor),
      picker.topAnchor.constraint(equalTo: container.topAnchor),
      picker.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      picker.trailingAnchor.constraint(equalTo: container.trailingAnchor),
      picker.bottomAnchor.constraint(equalTo: container.safeAreaLayoutGuide.bottomAnchor),
    ])
    let host = DeviceHost(controller, on: DeviceCatalog.iPhoneX)
    #expect(container.frame == CGRect(x: 0, y: 562, width: 375, height: 250))
    #expect(picker.frame == CGRect(x: 0, y: 0, width: 375, height: 216))
    withExtendedLifetime(host) {}
  }

  // Right to left, leading margins are on the right: a label pinned to the leading margin of
  // an iPhone 8 root ends 16 points from the right edge.
  @Test func rightToLeftHostFlipsLeadingMargins() {
    let controller = UIViewController()
    let label = UIView()
    label.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor),
      label.topAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.topAnchor),
      label.widthAnchor.constraint(equalToConstant: 100),
      label.heightAnchor.constraint(equalToConstant: 20),
    ])
    let host = DeviceHost(
      controller, on: DeviceCatalog.iPhone8, traits: HostTraits(layoutDirection: .rightToLeft))
    #expect(label.frame == CGRect(x: 375 - 16 - 100, y: 20, width: 100, height: 20))
    #expect(controller.traitCollection.layoutDirection == .rightToLeft)
    withExtendedLifetime(host) {}
  }

  // An iPad half-width Split View window is compact in width (SST: 507 wide on a 1024 × 768
  // iPad in landscape).
  @Test func splitViewWindowIsCompact() throws {
    let controller = UIViewController()
    let host = DeviceHost(
      controller, on: DeviceCatalog.iPadAir2, orientation: .landscapeLeft,
      traits: HostTraits(splitView: .half))
    #expect(controller.view.bounds.width == 507)
    #expect(controller.traitCollection.horizontalSizeClass == .compact)
    withExtendedLifetime(host) {}
  }
}

/// Dynamic Type at run time.
@MainActor
struct DynamicTypeTests {
  // TEMOKI (docs/sources.md): Body is 14 points at extra small and 15 at small; 17 at Large (HIG).
  @Test(arguments: [
    (UIContentSizeCategory.extraSmall, CGFloat(14)), (.small, 15), (.large, 17),
    (.accessibilityLarge, 33),
  ])
  func bodySizeFollowsTheCategory(category: UIContentSizeCategory, size: CGFloat) {
    let traits = UITraitCollection(preferredContentSizeCategory: category)
    #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits).pointSize == size)
  }

  // A label that adjusts its font follows the host's text size: Body at accessibility large
  // is 33 points, and the label's intrinsic height grows with it.
  @Test func adjustingLabelFollowsTheHostsTextSize() {
    let controller = UIViewController()
    let label = UILabel()
    label.text = "Hello"
    label.font = UIFont.preferredFont(forTextStyle: .body)
    label.adjustsFontForContentSizeCategory = true
    controller.view.addSubview(label)
    let host = DeviceHost(controller, on: DeviceCatalog.iPhone8)
    let before = label.intrinsicContentSize.height
    host.setTraits(HostTraits(contentSizeCategory: .accessibilityLarge))
    #expect(label.font.pointSize == 33)
    #expect(label.intrinsicContentSize.height > before)
  }

  // Hosted at accessibility large from the start, the label takes Body's 33 points as it enters
  // the window (UIKit updates such labels whenever their traits change).
  @Test func adjustingLabelTakesTheTextSizeItIsHostedWith() {
    let controller = UIViewController()
    let label = UILabel()
    label.text = "Hello"
    label.font = UIFont.preferredFont(forTextStyle: .body)
    label.adjustsFontForContentSizeCategory = true
    controller.view.addSubview(label)
    _ = DeviceHost(
      controller, on: DeviceCatalog.iPhone8,
      traits: HostTraits(contentSizeCategory: .accessibilityLarge))
    #expect(label.font.pointSize == 33)
  }

  // A label added to a window already showing accessibility large follows it too.
  @Test func adjustingLabelAddedLaterTakesTheWindowsTextSize() {
    let controller = UIViewController()
    let host = DeviceHost(
      controller, on: DeviceCatalog.iPhone8,
      traits: HostTraits(contentSizeCategory: .accessibilityLarge))
    let label = UILabel()
    label.font = UIFont.preferredFont(forTextStyle: .body)
    label.adjustsFontForContentSizeCategory = true
    controller.view.addSubview(label)
    #expect(label.font.pointSize == 33)
    withExtendedLifetime(host) {}
  }
}

/// The readable width at small text sizes on phones (WWDC 2018 session 235: "even iPhones, if
/// the user selects a smaller dynamic type font size than the default, it can come into play").
@MainActor
struct SmallTextReadableGuideTests {
  // iPhone 12 in landscape, extra small text: margins 47 + 16 = 63 on each side of 844, so 718
  // wide; Bezel's readable width at XS is 664 · 14 / 17 ≈ 547, which is 171 narrower: the guide
  // is 547 wide, centred at 63 + 171 / 2 = 148.5.
  @Test func extraSmallTextNarrowsTheGuideOnALandscapePhone() {
    let controller = UIViewController()
    let host = DeviceHost(
      controller, on: DeviceCatalog.iPhone12, orientation: .landscapeLeft,
      traits: HostTraits(contentSizeCategory: .extraSmall))
    let frame = controller.view.readableContentGuide.layoutFrame
    #expect(frame.width == 547)
    #expect(frame.minX == 148.5)
    withExtendedLifetime(host) {}
  }

  // At Large the same phone's margins (718) are only 54 wider than 664: the guide is the margins,
  // as measured on iOS 14–16.
  @Test func largeTextLeavesTheGuideAtTheMargins() {
    let controller = UIViewController()
    let host = DeviceHost(controller, on: DeviceCatalog.iPhone12, orientation: .landscapeLeft)
    #expect(controller.view.readableContentGuide.layoutFrame.width == 718)
    withExtendedLifetime(host) {}
  }
}
