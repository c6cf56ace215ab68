import Bezel
import Foundation
import Testing
import UIKit

/// The text rendering: stable and one line per view.
@MainActor
struct SnapshotTextTests {
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
