import Bezel
import Testing
import UIKit

/// What a snapshot reads from a laid-out window, checked against hand-derived values.
@MainActor
struct SnapshotGeometryTests {
  /// A view pinned to `guide`'s edges inside `root`.
  func pinned(to guide: UILayoutGuide, in root: UIView) -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    NSLayoutConstraint.activate([
      view.topAnchor.constraint(equalTo: guide.topAnchor),
      view.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
      view.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
    ])
    return view
  }

  // iPhone 16 in portrait is 393 × 852 with a 59-point Dynamic Island inset at the top and the
  // 34-point home indicator at the bottom (DIM; DF: docs/sources.md).
  @Test func rootViewHasTheDevicesSafeArea() throws {
    let host = DeviceHost(UIViewController(), on: DeviceCatalog.iPhone16)
    let root = try #require(LayoutSnapshot(host).rootView)
    #expect(root.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(root.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    #expect(root.depth == 0)
    #expect(root.parent == nil)
  }

  // Pinned to the safe area: from 59 down to 852 − 34 = 818, so 759 tall, full width.
  @Test func viewPinnedToTheSafeAreaFillsIt() {
    let controller = UIViewController()
    _ = pinned(to: controller.view.safeAreaLayoutGuide, in: controller.view)
    let snapshot = LayoutSnapshot(DeviceHost(controller, on: DeviceCatalog.iPhone16))
    #expect(snapshot.views.count == 2)
    #expect(snapshot.views[1].frame == CGRect(x: 0, y: 59, width: 393, height: 759))
    #expect(snapshot.views[1].parent == 0)
    #expect(snapshot.views[1].depth == 1)
  }

  // A container at (20, 100) holding a view at (10, 15), holding one at (5, 5): window
  // coordinates add the ancestors' origins, (30, 115) and (35, 120).
  @Test func nestedFramesAreInWindowCoordinates() {
    let controller = UIViewController()
    let container = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 200))
    let middle = UIView(frame: CGRect(x: 10, y: 15, width: 100, height: 100))
    let inner = UIView(frame: CGRect(x: 5, y: 5, width: 40, height: 30))
    controller.view.addSubview(container)
    container.addSubview(middle)
    middle.addSubview(inner)
    let views = LayoutSnapshot(DeviceHost(controller, on: DeviceCatalog.iPhone16)).views
    #expect(
      views.map(\.frame.origin) == [
        CGPoint(x: 0, y: 0), CGPoint(x: 20, y: 100), CGPoint(x: 30, y: 115),
        CGPoint(x: 35, y: 120),
      ])
    #expect(views.map(\.depth) == [0, 1, 2, 3])
    #expect(views.map(\.parent) == [nil, 0, 1, 2])
  }

  // Pre-order: a view's subtree comes before its next sibling, siblings in `subviews` order.
  @Test func viewsAreListedDepthFirstInPreOrder() {
    let controller = UIViewController()
    let first = UIView()
    first.accessibilityIdentifier = "first"
    let child = UIView()
    child.accessibilityIdentifier = "child"
    let second = UIView()
    second.accessibilityIdentifier = "second"
    controller.view.addSubview(first)
    first.addSubview(child)
    controller.view.addSubview(second)
    let views = LayoutSnapshot(DeviceHost(controller, on: DeviceCatalog.iPhone16)).views
    #expect(views.map(\.name) == ["UIView", "first", "child", "second"])
    #expect(views.map(\.parent) == [nil, 0, 1, 0])
  }

  final class ArticleView: UIView {}

  // Names: the identifier when set, else the type's name without its module, numbered from the
  // second unnamed view of that type.
  @Test func namesComeFromIdentifiersOrTypes() {
    let controller = UIViewController()
    let titled = UILabel()
    titled.accessibilityIdentifier = "headline"
    controller.view.addSubview(titled)
    controller.view.addSubview(UILabel())
    controller.view.addSubview(UILabel())
    controller.view.addSubview(ArticleView())
    let views = LayoutSnapshot(DeviceHost(controller, on: DeviceCatalog.iPhone16)).views
    #expect(views.map(\.name) == ["UIView", "headline", "UILabel", "UILabel#2", "ArticleView"])
    #expect(views.map(\.type) == ["UIView", "UILabel", "UILabel", "UILabel", "ArticleView"])
  }

  // A hidden view and its subviews are listed, marked hidden.
  @Test func hiddenViewsAreMarkedWithTheirSubviews() {
    let controller = UIViewController()
    let hidden = UIView()
    hidden.isHidden = true
    hidden.addSubview(UIView())
    controller.view.addSubview(hidden)
    controller.view.addSubview(UIView())
    let views = LayoutSnapshot(DeviceHost(controller, on: DeviceCatalog.iPhone16)).views
    #expect(views.map(\.isHidden) == [false, true, true, false])
  }

  // iPad Air 2 in landscape (1024 wide, 20-point side margins): the readable guide is 664 wide
  // at Large and centred in the 984-point margins, so it starts at 20 + (984 − 664) / 2 = 180.
  // A subview at x = 100, 924 wide, has its own guide: its side margins are the default 8, so
  // the margins are 908 wide and the guide starts 8 + (908 − 664) / 2 = 130 into the subview,
  // at 100 + 130 = 230 in window coordinates.
  @Test func readableGuideIsInWindowCoordinates() {
    let controller = UIViewController()
    let inset = UIView(frame: CGRect(x: 100, y: 0, width: 924, height: 300))
    controller.view.addSubview(inset)
    let host = DeviceHost(controller, on: DeviceCatalog.iPadAir2, orientation: .landscapeLeft)
    let views = LayoutSnapshot(host).views
    #expect(views[0].readableContentFrame.minX == 180)
    #expect(views[0].readableContentFrame.width == 664)
    #expect(views[1].readableContentFrame.minX == 230)
    #expect(views[1].readableContentFrame.width == 664)
  }

  // The root view's margins on iPhone 16 in portrait: the safe area plus the 16-point system
  // minimum on the sides (DIM: RootGeometry.swift), top and bottom the safe area's alone.
  @Test func rootViewHasItsEffectiveMargins() throws {
    let host = DeviceHost(UIViewController(), on: DeviceCatalog.iPhone16)
    let root = try #require(LayoutSnapshot(host).rootView)
    #expect(root.layoutMargins == UIEdgeInsets(top: 59, left: 16, bottom: 34, right: 16))
  }

  // A scroll view filling the root on iPhone 16, its content 2,000 tall: it scrolls vertically,
  // so `.automatic` adds the safe area's top 59 and bottom 34 (the axis scrolls), and nothing on
  // the sides, where the safe area is 0.
  @Test func scrollViewsCarryTheirContentInsets() throws {
    let controller = UIViewController()
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    scroll.contentSize = CGSize(width: 393, height: 2000)
    controller.view.addSubview(scroll)
    let views = LayoutSnapshot(DeviceHost(controller, on: DeviceCatalog.iPhone16)).views
    let snapshot = try #require(views[1].scroll)
    #expect(views[0].scroll == nil)
    #expect(snapshot.contentSize == CGSize(width: 393, height: 2000))
    #expect(snapshot.adjustedContentInset == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    #expect(snapshot.breakdown.top.system == 59)
    #expect(snapshot.breakdown.top.reason == .axisScrolls)
    #expect(snapshot.breakdown.left.reason == .axisDoesNotScroll)
  }

  // A view 100 wide, 16 from the leading edge of a 393-wide root: x = 16 left to right, and
  // 393 − 16 − 100 = 277 right to left.
  @Test func rightToLeftMirrorsX() {
    func leadingView(_ direction: UIUserInterfaceLayoutDirection) -> CGRect {
      let controller = UIViewController()
      let view = UIView()
      view.translatesAutoresizingMaskIntoConstraints = false
      controller.view.addSubview(view)
      NSLayoutConstraint.activate([
        view.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 16),
        view.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 100),
        view.widthAnchor.constraint(equalToConstant: 100),
        view.heightAnchor.constraint(equalToConstant: 50),
      ])
      let host = DeviceHost(
        controller, on: DeviceCatalog.iPhone16, traits: HostTraits(layoutDirection: direction))
      return LayoutSnapshot(host).views[1].frame
    }
    #expect(leadingView(.leftToRight) == CGRect(x: 16, y: 100, width: 100, height: 50))
    #expect(leadingView(.rightToLeft) == CGRect(x: 277, y: 100, width: 100, height: 50))
  }

  // The snapshot records the host's environment: the device, orientation and traits, and in
  // landscape the screen's turned size (852 × 393).
  @Test func snapshotRecordsTheEnvironment() {
    let host = DeviceHost(
      UIViewController(), on: DeviceCatalog.iPhone16, orientation: .landscapeRight,
      traits: HostTraits(contentSizeCategory: .extraLarge, layoutDirection: .rightToLeft))
    let snapshot = LayoutSnapshot(host)
    #expect(snapshot.deviceName == "iPhone 16")
    #expect(snapshot.idiom == .phone)
    #expect(snapshot.orientation == .landscapeRight)
    #expect(snapshot.contentSizeCategory == .extraLarge)
    #expect(snapshot.layoutDirection == .rightToLeft)
    #expect(snapshot.screenSize == CGSize(width: 852, height: 393))
    #expect(snapshot.windowSize == CGSize(width: 852, height: 393))
    #expect(snapshot.scale == 3)
    #expect(snapshot.sensorHousing?.kind == .dynamicIsland)
  }
}

/// Window coordinates through scrolled and transformed superviews.
@MainActor
struct SnapshotCoordinateTests {
  // A scroll view at y = 100 scrolled down by 40: a subview at y = 60 in its content is at
  // 100 + 60 − 40 = 120 in the window. Its readable guide moves with it.
  @Test func scrolledContentIsOffsetByTheContentOffset() {
    let controller = UIViewController()
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 393, height: 300))
    scroll.contentInsetAdjustmentBehavior = .never
    scroll.contentSize = CGSize(width: 393, height: 1000)
    let child = UIView(frame: CGRect(x: 10, y: 60, width: 200, height: 50))
    scroll.addSubview(child)
    controller.view.addSubview(scroll)
    let host = DeviceHost(controller, on: DeviceCatalog.iPhone16)
    scroll.contentOffset = CGPoint(x: 0, y: 40)
    let views = LayoutSnapshot(host).views
    #expect(views[2].frame == CGRect(x: 10, y: 120, width: 200, height: 50))
    #expect(views[1].scroll?.contentOffset == CGPoint(x: 0, y: 40))
    #expect(views[2].readableContentFrame.minY == 120 + child.layoutMargins.top)
  }

  // A 100 × 50 view centred at (200, 300) and turned a quarter: its bounds cover 50 × 100
  // around the same centre, from (175, 250).
  @Test func transformedViewsAreConvertedByUIKit() {
    let controller = UIViewController()
    let turned = UIView(frame: CGRect(x: 150, y: 275, width: 100, height: 50))
    turned.transform = CGAffineTransform(rotationAngle: .pi / 2)
    controller.view.addSubview(turned)
    let frame = LayoutSnapshot(DeviceHost(controller, on: DeviceCatalog.iPhone16)).views[1].frame
    #expect(abs(frame.minX - 175) < 1e-9)
    #expect(abs(frame.minY - 250) < 1e-9)
    #expect(abs(frame.width - 50) < 1e-9)
    #expect(abs(frame.height - 100) < 1e-9)
  }
}

/// Snapshots of windows that are not a phone's full screen.
@MainActor
struct SnapshotWindowTests {
  // In a Split View the window takes the catalog's split size at the screen's left edge; the
  // drawing outlines it inside the screen.
  @Test func splitViewWindowIsNarrowerThanTheScreen() throws {
    let device = DeviceCatalog.iPadPro10_5
    let split = try #require(device.splitView(.half, in: .landscapeLeft))
    let host = DeviceHost(
      UIViewController(), on: device, orientation: .landscapeLeft,
      traits: HostTraits(splitView: .half))
    let snapshot = LayoutSnapshot(host)
    #expect(snapshot.splitView == .half)
    #expect(snapshot.windowSize == split.size)
    #expect(snapshot.screenSize == CGSize(width: 1112, height: 834))
    #expect(snapshot.rootView?.frame.size == split.size)
    #expect(snapshot.svg().contains("stroke=\"#8e8e93\""))
  }

  // Apple TV: no sensor housing, landscape only.
  @Test func appleTVHasNoSensorHousing() throws {
    let device = try #require(DeviceCatalog.appleTVs.first)
    let snapshot = LayoutSnapshot(DeviceHost(UIViewController(), on: device))
    #expect(snapshot.idiom == .tv)
    #expect(snapshot.sensorHousing == nil)
    #expect(snapshot.svg().hasSuffix("</svg>\n"))
  }
}
