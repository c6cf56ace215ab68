import Bezel
import Foundation
import Testing
import UIKit

/// Drawings that look like the app: text in its views' colours and fonts, images and symbols,
/// the bars' titles and items, the status bar and home indicator.
@MainActor
struct SnapshotAppLookTests {
  /// The app-look drawing of `view` as the only subview of a plain controller's view.
  func drawing(
    of view: UIView, frame: CGRect, on device: Device = DeviceCatalog.iPhone16
  ) -> String {
    let controller = UIViewController()
    view.frame = frame
    controller.view.addSubview(view)
    return LayoutSnapshot(DeviceHost(controller, on: device)).svg(.app)
  }

  // UIColor.red is sRGB (1, 0, 0); a 20-point bold font is CSS weight 700.
  @Test func labelTextIsInItsColourSizeAndWeight() {
    let label = UILabel()
    label.text = "Hello"
    label.textColor = .red
    label.font = .boldSystemFont(ofSize: 20)
    let svg = drawing(of: label, frame: CGRect(x: 20, y: 100, width: 200, height: 30))
    #expect(svg.contains("font-size=\"20\" font-weight=\"700\" fill=\"rgb(255,0,0)\""))
    #expect(svg.contains(">Hello</text>"))
  }

  // A centred label anchors its lines at the middle of its width: x = 200 / 2 = 100.
  @Test func centredLabelAnchorsItsLinesAtItsMiddle() {
    let label = UILabel()
    label.text = "Hi"
    label.textAlignment = .center
    let svg = drawing(of: label, frame: CGRect(x: 20, y: 100, width: 200, height: 30))
    #expect(svg.contains("<text x=\"100\""))
    #expect(svg.contains("text-anchor=\"middle\""))
  }

  // `placeholderText` in light mode is (60, 60, 67) at 30 % (UIColor's system colours).
  @Test func emptyTextFieldDrawsItsPlaceholderInPlaceholderGray() {
    let field = UITextField()
    field.placeholder = "Email"
    let svg = drawing(of: field, frame: CGRect(x: 20, y: 100, width: 300, height: 34))
    #expect(svg.contains("fill=\"rgb(60,60,67)\" fill-opacity=\"0.3\""))
    #expect(svg.contains(">Email</text>"))
  }

  // A system button's title is in its tint: systemBlue in light mode is (0, 122, 255). It is
  // drawn once, by the title label.
  @Test func systemButtonTitleIsInItsTint() {
    let button = UIButton(type: .system)
    button.setTitle("Go", for: .normal)
    let svg = drawing(of: button, frame: CGRect(x: 20, y: 100, width: 80, height: 44))
    #expect(svg.contains("fill=\"rgb(0,122,255)\""))
    #expect(svg.components(separatedBy: ">Go</text>").count == 2)
  }

  // A 100 × 50 image fitted into a 200 × 200 view is 200 × 100, centred: y = (200 − 100) / 2.
  @Test func aspectFitImageIsAPlaceholderOfItsFittedSize() throws {
    let view = UIImageView(image: UIImage(size: CGSize(width: 100, height: 50)))
    view.contentMode = .scaleAspectFit
    let snapshot = LayoutSnapshot(
      DeviceHost(
        {
          let controller = UIViewController()
          view.frame = CGRect(x: 0, y: 100, width: 200, height: 200)
          controller.view.addSubview(view)
          return controller
        }(), on: DeviceCatalog.iPhone16))
    let drawn = try #require(snapshot.views.first { $0.type == "UIImageView" })
    #expect(drawn.marks == [.image(frame: CGRect(x: 0, y: 50, width: 200, height: 100))])
    #expect(snapshot.svg(.app).contains("class=\"image\""))
  }

  // A button's image is its image view's (a subview sized to the image by
  // `imageRect(forContentRect:)`): drawn there once, the button itself drawing none.
  @Test func aButtonsImageIsDrawnOnceByItsImageView() throws {
    let button = UIButton(type: .custom)
    button.setImage(UIImage(size: CGSize(width: 20, height: 20)), for: .normal)
    button.setTitle("Share", for: .normal)
    let snapshot = LayoutSnapshot(
      DeviceHost(
        {
          let controller = UIViewController()
          button.frame = CGRect(x: 20, y: 100, width: 200, height: 44)
          controller.view.addSubview(button)
          return controller
        }(), on: DeviceCatalog.iPhone16))
    let drawnButton = try #require(snapshot.views.first { $0.type == "UIButton" })
    #expect(drawnButton.marks.isEmpty)
    let imageViews = snapshot.views.filter { $0.type == "UIImageView" }
    #expect(imageViews.count == 1)
    #expect(imageViews.first?.marks == [.image(frame: CGRect(x: 0, y: 0, width: 20, height: 20))])
    #expect(snapshot.svg(.app).components(separatedBy: "class=\"image\"").count == 2)
  }

  // A highlighted label is drawn in its highlighted text colour, pure red (255, 0, 0).
  @Test func aHighlightedLabelIsDrawnInItsHighlightedColour() {
    let label = UILabel()
    label.text = "Bagel"
    label.highlightedTextColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    label.isHighlighted = true
    let svg = drawing(of: label, frame: CGRect(x: 20, y: 100, width: 100, height: 30))
    #expect(svg.contains("fill=\"rgb(255,0,0)\""))
    label.isHighlighted = false
    let plain = drawing(of: label, frame: CGRect(x: 20, y: 100, width: 100, height: 30))
    #expect(!plain.contains("fill=\"rgb(255,0,0)\""))
  }

  @Test func symbolIsAPlaceholderInTheTint() throws {
    let view = UIImageView(image: UIImage(systemName: "star"))
    view.tintColor = .red
    let svg = drawing(of: view, frame: CGRect(x: 20, y: 100, width: 40, height: 40))
    #expect(svg.contains("fill=\"rgb(255,0,0)\" fill-opacity=\"0.35\" class=\"symbol\""))
  }

  // The inline title is 17-point semibold (CSS 600); a large title 34-point bold (700).
  @Test(arguments: [false, true])
  func navigationBarDrawsItsTitle(large: Bool) {
    let content = UIViewController()
    content.title = "Inbox"
    content.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .edit)
    let navigation = UINavigationController(rootViewController: content)
    navigation.navigationBar.prefersLargeTitles = large
    let svg = LayoutSnapshot(DeviceHost(navigation, on: DeviceCatalog.iPhone16)).svg(.app)
    let font =
      large ? "font-size=\"34\" font-weight=\"700\"" : "font-size=\"17\" font-weight=\"600\""
    #expect(svg.contains(font))
    #expect(svg.contains(">Inbox</text>"))
    #expect(svg.contains(">Edit</text>"))
  }

  @Test func tabBarDrawsEachItemsTitle() {
    let first = UIViewController()
    first.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)
    let second = UIViewController()
    second.tabBarItem = UITabBarItem(title: "Search", image: nil, tag: 1)
    let tabs = UITabBarController()
    tabs.viewControllers = [first, second]
    let svg = LayoutSnapshot(DeviceHost(tabs, on: DeviceCatalog.iPhone16)).svg(.app)
    #expect(svg.contains(">Home</text>"))
    #expect(svg.contains(">Search</text>"))
    #expect(svg.contains("font-size=\"10\" font-weight=\"500\""))
  }

  @Test func toolbarDrawsItsItems() {
    let content = UIViewController()
    content.toolbarItems = [
      UIBarButtonItem(systemItem: .flexibleSpace), UIBarButtonItem(systemItem: .done),
    ]
    let navigation = UINavigationController(rootViewController: content)
    navigation.isToolbarHidden = false
    let svg = LayoutSnapshot(DeviceHost(navigation, on: DeviceCatalog.iPhone16)).svg(.app)
    #expect(svg.contains(">Done</text>"))
  }

  // The app look leaves the wireframe out: no view rectangles, names, overlays or legend.
  @Test func appLookHasNoWireframe() {
    let svg = articleSnapshot().svg(.app)
    #expect(
      group("views", in: svg)
        == "<g class=\"views\" fill-opacity=\"0.04\" stroke-width=\"1\">\n<g class=\"texts\" fill=\"#3a3a3c\" fill-opacity=\"0.9\" stroke=\"none\" font-family=\"-apple-system, system-ui, Helvetica, Arial, sans-serif\">\n</g>\n"
    )
    #expect(!group("overlay overlay-margins", in: svg).contains("<rect"))
    #expect(!group("overlay overlay-safe-area", in: svg).contains("<path"))
    #expect(!group("legend", in: svg).contains("<text"))
  }

  @Test func wireframeStaysAvailable() {
    let svg = articleSnapshot().svg()
    #expect(svg.contains("stroke-dasharray"))
    #expect(svg.contains(">article</text>"))
  }
}

/// The status bar and home indicator per device and orientation.
@MainActor
struct SnapshotSystemChromeTests {
  func snapshot(_ device: Device, _ orientation: Orientation) -> LayoutSnapshot {
    LayoutSnapshot(DeviceHost(UIViewController(), on: device, orientation: orientation))
  }

  @Test func portraitPhoneShowsTheTimeAndBattery() {
    let system = group("system", in: snapshot(DeviceCatalog.iPhone16, .portrait).svg(.app))
    #expect(system.contains(">9:41</text>"))
    #expect(system.contains("class=\"battery\""))
  }

  // iPhones hide the status bar in landscape.
  @Test(arguments: [Orientation.landscapeLeft, .landscapeRight])
  func landscapePhoneShowsNoStatusBar(orientation: Orientation) {
    let system = group("system", in: snapshot(DeviceCatalog.iPhone16, orientation).svg(.app))
    #expect(!system.contains("9:41"))
  }

  // The indicator is at the bottom of the interface, centred: on the 393 × 852 iPhone 16 in
  // portrait, 134 wide at x = (393 − 134) / 2 = 129.5, y = 852 − 8 − 5 = 839; in either
  // landscape (852 × 393), 209 wide at x = (852 − 209) / 2 = 321.5, y = 393 − 13 = 380.
  @Test(arguments: [
    (Orientation.portrait, CGRect(x: 129.5, y: 839, width: 134, height: 5)),
    (.landscapeLeft, CGRect(x: 321.5, y: 380, width: 209, height: 5)),
    (.landscapeRight, CGRect(x: 321.5, y: 380, width: 209, height: 5)),
  ])
  func homeIndicatorIsAtTheInterfacesBottom(orientation: Orientation, expected: CGRect) {
    #expect(snapshot(DeviceCatalog.iPhone16, orientation).homeIndicatorFrame == expected)
  }

  // The same on a notched iPhone 13 (844 × 390 in landscape): x = (844 − 209) / 2 = 317.5.
  @Test(arguments: [Orientation.landscapeLeft, .landscapeRight])
  func notchedPhoneHomeIndicatorIsCentredInLandscape(orientation: Orientation) {
    #expect(
      snapshot(DeviceCatalog.iPhone13, orientation).homeIndicatorFrame
        == CGRect(x: 317.5, y: 377, width: 209, height: 5))
  }

  @Test func homeButtonPhoneHasNoHomeIndicator() {
    #expect(snapshot(DeviceCatalog.iPhone8, .portrait).homeIndicatorFrame == nil)
  }
}

/// PNG images from the installed rasterizer.
@MainActor
struct SnapshotPNGTests {
  nonisolated static let rasterizerPresent =
    SVGRasterizer.installed != nil
    || ProcessInfo.processInfo.environment["BEZEL_REQUIRE_RASTERIZER"] == "1"

  @Test func pngWithoutARasterizerSaysWhatToInstall() {
    #expect(throws: SVGRasterizer.Failure.unavailable) {
      try articleSnapshot().png(rasterizer: nil)
    }
    #expect(SVGRasterizer.unavailableMessage.contains("rsvg-convert"))
  }

  // A PNG starts with its 8-byte signature; its IHDR chunk's width and height (bytes 16–23,
  // big-endian) are the screen's size in pixels: 393 × 3 = 1179 by 852 × 3 = 2556.
  @Test(
    .enabled(
      if: rasterizerPresent,
      "needs rsvg-convert or resvg (apt-get install librsvg2-bin), or BEZEL_RASTERIZER"))
  func hostedScreenRendersToAPNGAtTheDevicesScale() throws {
    let host = DeviceHost(SnapshotScenes.readableArticle(), on: DeviceCatalog.iPhone16)
    let png = [UInt8](try host.pngData())
    #expect(png.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
    let height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
    #expect(width == 1179)
    #expect(height == 2556)
  }

  @Test(
    .enabled(
      if: rasterizerPresent,
      "needs rsvg-convert or resvg (apt-get install librsvg2-bin), or BEZEL_RASTERIZER"))
  func pngIsTheSameBytesOnEveryRun() throws {
    let first = try articleSnapshot().png()
    let second = try articleSnapshot().png()
    #expect(first == second)
  }
}
