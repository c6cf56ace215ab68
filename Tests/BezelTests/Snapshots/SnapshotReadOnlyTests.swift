import Bezel
import Testing

@testable import UIKit

/// Taking a snapshot reads the screen and changes nothing in it.
@MainActor
struct SnapshotReadOnlyTests {
  /// The snapshot reports each view's readable content frame without giving the view a
  /// readable content guide, which asking for `readableContentGuide` would add.
  @Test func aSnapshotAddsNoReadableContentGuide() throws {
    let controller = UIViewController()
    let child = UIView(frame: CGRect(x: 0, y: 100, width: 393, height: 200))
    controller.view.addSubview(child)
    let snapshot = LayoutSnapshot(DeviceHost(controller, on: DeviceCatalog.iPhone16))
    #expect(child.systemGuide(.readableContent) == nil)
    // The child's margins are 8 points on each side (UIView's default), narrower than any
    // readable width: the readable frame is the margins' frame, 377 points wide.
    let captured = try #require(snapshot.views.last)
    #expect(captured.readableContentFrame == CGRect(x: 8, y: 108, width: 377, height: 184))
  }
}
