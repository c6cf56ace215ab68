import Bezel
import Foundation
import Testing
import UIKit

/// The labelled text and JSON `bezel layout` prints: each value's coordinate space said, and
/// each view's frame in its superview.
struct SnapshotLabelledTests {
  /// A 100 × 200 window with a scroll view at y 50, 100 tall, scrolled down 30 points, holding
  /// a 20 × 20 view at (10, 40) in its content: (10, 50 + 40 − 30) = (10, 60) in the window.
  private func scrolledSnapshot() -> LayoutSnapshot {
    let edge = ContentInsetEdge(app: 0, system: 0, safeArea: 0, reason: .axisScrolls)
    let scroll = ScrollViewSnapshot(
      contentSize: CGSize(width: 100, height: 400), contentOffset: CGPoint(x: 0, y: 30),
      adjustedContentInset: .zero,
      breakdown: ContentInsetBreakdown(top: edge, left: edge, bottom: edge, right: edge))
    return LayoutSnapshot(
      deviceName: "Test", idiom: .phone, orientation: .portrait,
      screenSize: CGSize(width: 100, height: 200), windowSize: CGSize(width: 100, height: 200),
      scale: 2,
      views: [
        ViewSnapshot(
          name: "root", type: "UIView", frame: CGRect(x: 0, y: 0, width: 100, height: 200)),
        ViewSnapshot(
          name: "scroller", type: "UIScrollView", depth: 1, parent: 0,
          frame: CGRect(x: 0, y: 50, width: 100, height: 100), scroll: scroll),
        ViewSnapshot(
          name: "badge", type: "UIView", depth: 2, parent: 1,
          frame: CGRect(x: 10, y: 60, width: 20, height: 20)),
      ])
  }

  @Test func frameInSuperviewAddsTheScrollOffsetBack() {
    #expect(
      scrolledSnapshot().frameInSuperview(ofViewAt: 2)
        == CGRect(x: 10, y: 40, width: 20, height: 20))
  }

  @Test func rootViewsFrameInSuperviewIsItsWindowFrame() {
    #expect(
      scrolledSnapshot().frameInSuperview(ofViewAt: 0)
        == CGRect(x: 0, y: 0, width: 100, height: 200))
  }

  @Test func labelledTextSaysBothSpaces() {
    let text = scrolledSnapshot().labelledText()
    #expect(text.contains("badge: UIView frame in window(10 60 20 20) in superview(10 40 20 20) "))
    #expect(text.contains("system because(axisScrolls axisScrolls axisScrolls axisScrolls)"))
    #expect(text.contains("corner radius not in the device catalog"))
  }

  @Test func plainTextIsUnchanged() {
    let text = scrolledSnapshot().text()
    #expect(text.contains("badge: UIView frame(10 60 20 20) safe("))
    #expect(text.contains("rules(axisScrolls"))
    #expect(!text.contains("coordinates:"))
  }

  @Test func labelledJSONReadsBackIntoTheSameSnapshot() throws {
    let snapshot = scrolledSnapshot()
    let decoded = try JSONDecoder().decode(
      LayoutSnapshot.self, from: Data(snapshot.labelledJSON().utf8))
    #expect(decoded.json() == snapshot.json())
  }
}
