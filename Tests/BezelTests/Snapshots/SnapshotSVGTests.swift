import Bezel
import Foundation
import Testing
import UIKit

/// The SVG rendering: well-formed, complete, and inlinable many times in one page.
@MainActor
struct SnapshotSVGTests {
  @Test func svgRootElementComesFirstWithItsRequiredAttributes() {
    let svg = articleSnapshot().svg(SVGOptions(margin: 16))
    // 393 + 2 × 16 = 425 wide; the viewBox starts a margin above and left of the screen.
    #expect(
      svg.hasPrefix(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"bezel-layout\" viewBox=\"-16 -16 425 "))
    #expect(svg.hasSuffix("</svg>\n"))
  }

  @Test(arguments: [
    "overlay overlay-safe-area", "overlay overlay-margins", "overlay overlay-readable",
    "overlay overlay-scroll-insets", "views", "legend", "screen", "device",
  ])
  func svgHasEachGroupExactlyOnce(className: String) {
    let svg = articleSnapshot().svg()
    #expect(occurrences(of: "<g class=\"\(className)\"", in: svg) == 1)
  }

  // The only identifiers are the appearance's clip paths, filters and gradients, prefixed.
  @Test func svgHasNoIdentifiersButTheAppearancesOrStyleSheets() {
    let svg = articleSnapshot().svg()
    #expect(svg.components(separatedBy: " id=\"").dropFirst().allSatisfy { $0.hasPrefix("bezel-") })
    #expect(!svg.contains("<style"))
  }

  @Test func svgDrawsOneRectanglePerVisibleView() {
    let controller = SnapshotScenes.readableArticle()
    let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    hidden.isHidden = true
    hidden.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
    controller.view.addSubview(hidden)
    let snapshot = LayoutSnapshot(DeviceHost(controller, on: DeviceCatalog.iPhone16))
    let visible = snapshot.views.filter { !$0.isHidden }.count
    #expect(snapshot.views.count == visible + 2)
    #expect(occurrences(of: "<rect", in: group("views", in: snapshot.svg())) == visible)
  }

  // The scroll view fills the iPhone 16's screen and its content is taller than the screen, so
  // its adjusted inset is the safe area's: a 59-point band at the top, 34 at the bottom.
  @Test func svgShadesScrollViewContentInsets() {
    let insets = group("overlay overlay-scroll-insets", in: articleSnapshot().svg())
    #expect(insets.contains("<rect x=\"0\" y=\"0\" width=\"393\" height=\"59\"/>"))
    #expect(insets.contains("<rect x=\"0\" y=\"818\" width=\"393\" height=\"34\"/>"))
  }

  // The unsafe area: the screen less the root's safe area, (0 59) to (393 818).
  @Test func svgShadesTheUnsafeArea() {
    let shaded = group("overlay overlay-safe-area", in: articleSnapshot().svg())
    #expect(shaded.contains("d=\"M0 0H393V852H0Z M0 59H393V818H0Z\""))
  }

  @Test func svgEscapesNames() {
    let controller = UIViewController()
    let view = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 100))
    view.accessibilityIdentifier = "<Tom & \"Jerry\">"
    controller.view.addSubview(view)
    let svg = LayoutSnapshot(DeviceHost(controller, on: DeviceCatalog.iPhone16)).svg()
    #expect(svg.contains(">&lt;Tom &amp; &quot;Jerry&quot;&gt;</text>"))
    #expect(!svg.contains("<Tom"))
  }

  // A label is left out of a view too small to hold one, and shortened to fit a narrow one.
  @Test func svgLabelsFitTheirViews() {
    let controller = UIViewController()
    let tiny = UIView(frame: CGRect(x: 0, y: 100, width: 4, height: 4))
    tiny.accessibilityIdentifier = "tiny"
    let narrow = UIView(frame: CGRect(x: 0, y: 200, width: 40, height: 40))
    narrow.accessibilityIdentifier = "a-rather-long-name"
    controller.view.addSubview(tiny)
    controller.view.addSubview(narrow)
    let labels = group(
      "labels", in: LayoutSnapshot(DeviceHost(controller, on: DeviceCatalog.iPhone16)).svg())
    #expect(!labels.contains(">tiny<"))
    #expect(!labels.contains(">a-rather-long-name<"))
    #expect(labels.contains("…</text>"))
  }

  // The Dynamic Island, 37.33 wide in landscape, sits 11.33 from the edge the top of the device
  // is at: the right edge in landscape left (the device turned with its home button on the left,
  // UIApplication.h), x = 852 − 11.33 − 37.33 = 803.34.
  @Test func svgDrawsTheSensorHousingAtTheDevicesTop() {
    let device = group(
      "device", in: articleSnapshot(orientation: .landscapeLeft).svg())
    #expect(device.contains("<rect x=\"803.34\" y=\"133.5\" width=\"37.33\" height=\"126\""))
  }
}
