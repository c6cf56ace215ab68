import Bezel
import Foundation
import Testing
import UIKit

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
