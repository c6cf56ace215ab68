import Bezel
import Foundation
import Testing
import UIKit

/// The text, JSON and SVG renderings: stable, well-formed and complete.
@MainActor
struct SnapshotRenderingTests {
  func articleSnapshot(
    on device: Device = DeviceCatalog.iPhone16, orientation: Orientation = .portrait
  ) -> LayoutSnapshot {
    LayoutSnapshot(
      DeviceHost(SnapshotScenes.readableArticle(), on: device, orientation: orientation))
  }

  func occurrences(of needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
  }

  /// The part of `svg` inside the first `<g class="…">` group of that class, up to the group's
  /// closing tag (groups of a class do not nest within themselves).
  func group(_ className: String, in svg: String) -> String {
    guard let start = svg.range(of: "<g class=\"\(className)\"") else { return "" }
    var depth = 0
    var index = start.lowerBound
    while index < svg.endIndex {
      if svg[index...].hasPrefix("<g ") || svg[index...].hasPrefix("<g>") { depth += 1 }
      if svg[index...].hasPrefix("</g>") {
        depth -= 1
        if depth == 0 { return String(svg[start.lowerBound..<index]) }
      }
      index = svg.index(after: index)
    }
    return ""
  }

  @Test func textIsTheSameForTwoSnapshotsOfOneScene() {
    let (first, rows) = SnapshotScenes.navigationTable()
    let (second, otherRows) = SnapshotScenes.navigationTable()
    let one = LayoutSnapshot(DeviceHost(first, on: DeviceCatalog.iPhone16))
    let two = LayoutSnapshot(DeviceHost(second, on: DeviceCatalog.iPhone16))
    #expect(one.text() == two.text())
    #expect(one.svg() == two.svg())
    #expect(one.json() == two.json())
    withExtendedLifetime((rows, otherRows)) {}
  }

  // The root view on iPhone 16: frame (0 0 393 852), safe area (59 0 34 0).
  @Test func textGivesEachViewItsGeometry() {
    let text = articleSnapshot().text()
    let lines = text.split(separator: "\n")
    #expect(lines.count == 2 + 3 + 1)
    #expect(lines[2].hasPrefix("UIView frame(0 0 393 852) safe(59 0 34 0)"))
    #expect(lines[3].hasPrefix("  article: UIScrollView frame(0 0 393 852)"))
    #expect(lines[4].hasPrefix("    ↳ content "))
    #expect(lines[5].hasPrefix("    body: UILabel frame("))
  }

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

  @Test func svgHasNoIdentifiersOrStyleSheets() {
    let svg = articleSnapshot().svg()
    #expect(!svg.contains(" id="))
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
  // is at: the right edge in landscape right, x = 852 − 11.33 − 37.33 = 803.34.
  @Test func svgDrawsTheSensorHousingAtTheDevicesTop() {
    let device = group(
      "device", in: articleSnapshot(orientation: .landscapeRight).svg())
    #expect(device.contains("<rect x=\"803.34\" y=\"133.5\" width=\"37.33\" height=\"126\""))
  }

  @Test func jsonReadsBackIntoTheSameSnapshot() throws {
    let json = articleSnapshot().json()
    let decoded = try JSONDecoder().decode(LayoutSnapshot.self, from: Data(json.utf8))
    #expect(decoded.json() == json)
    #expect(decoded.views.count == 3)
    #expect(decoded.sensorHousing?.kind == .dynamicIsland)
  }

  @Test func jsonHasSortedKeys() {
    let json = articleSnapshot().json()
    let topLevel = json.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map {
      String($0.dropFirst(3).prefix { $0 != "\"" })
    }
    #expect(topLevel == topLevel.sorted())
    #expect(topLevel.first == "contentSizeCategory")
  }

  @Test func jsonThatIsNotASnapshotGivesADecodingError() {
    let damaged = Data("{\"deviceName\": 3}".utf8)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(LayoutSnapshot.self, from: damaged)
    }
  }
}

/// Names that could break a rendering's layout.
@MainActor
struct SnapshotNameTests {
  @Test func textKeepsEachViewOnOneLine() {
    let controller = UIViewController()
    let view = UIView()
    view.accessibilityIdentifier = "two\nlines"
    controller.view.addSubview(view)
    let text = LayoutSnapshot(DeviceHost(controller, on: DeviceCatalog.iPhone16)).text()
    #expect(text.contains("two\\u{a}lines: UIView"))
    #expect(text.split(separator: "\n").count == 4)
  }
}

/// Snapshots made by hand with values no layout produces still render.
struct SnapshotRobustnessTests {
  static let hostile = LayoutSnapshot(
    deviceName: "<&>\u{0}", idiom: .tv, orientation: .landscapeRight,
    contentSizeCategory: UIContentSizeCategory(rawValue: "made up"),
    screenSize: CGSize(
      width: CGFloat.infinity, height: .nan), windowSize: CGSize(width: -5, height: 1e300),
    scale: .nan, cornerRadius: -.infinity,
    sensorHousing: SensorHousing(
      kind: .notch, size: CGSize(width: 1e300, height: .nan), offset: -1),
    views: [
      ViewSnapshot(
        name: String(repeating: "x", count: 1000), type: "T", depth: .max, parent: 99,
        frame: CGRect(x: CGFloat.nan, y: 0, width: 1e300, height: .infinity),
        scroll: ScrollViewSnapshot(
          contentSize: .zero, contentOffset: .zero,
          adjustedContentInset: UIEdgeInsets(top: .nan, left: -1, bottom: 1e300, right: 0),
          breakdown: ContentInsetBreakdown(
            top: ContentInsetEdge(app: 0, system: 0, safeArea: 0, reason: .behaviorNever),
            left: ContentInsetEdge(app: 0, system: 0, safeArea: 0, reason: .behaviorNever),
            bottom: ContentInsetEdge(app: 0, system: 0, safeArea: 0, reason: .behaviorNever),
            right: ContentInsetEdge(app: 0, system: 0, safeArea: 0, reason: .behaviorNever)))),
      ViewSnapshot(
        name: "", type: "", depth: -3, parent: -1,
        frame: CGRect(x: 1e300, y: -1e300, width: 1e300, height: 1e300)),
    ])

  @Test func renderingsOfImpossibleValuesNeitherTrapNorPrintNonNumbers() throws {
    let svg = Self.hostile.svg(SVGOptions(margin: .nan, fontSize: .infinity))
    let text = Self.hostile.text()
    let json = Self.hostile.json()
    for output in [svg, text, json] {
      #expect(!output.contains("nan"))
      #expect(!output.contains("inf"))
      #expect(!output.contains("e+"))
    }
    #expect(svg.contains("&lt;&amp;&gt;\u{FFFD}"))
    let decoded = try JSONDecoder().decode(LayoutSnapshot.self, from: Data(json.utf8))
    #expect(decoded.json() == json)
  }
}
