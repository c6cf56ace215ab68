import Bezel
import BezelTestSupport
import Testing
import UIKit

/// Core Animation's refusals inside a hosted screen reach `Diagnostics`, as UIKit's own do.
@MainActor
@Suite(.ownAnimationClock)
struct HostLayerDiagnosticsTests {
  @Test func anInvalidLayerPositionInAHostReachesDiagnostics() {
    let controller = UIViewController()
    let card = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 200))
    controller.view.addSubview(card)
    let host = DeviceHost(controller, on: DeviceCatalog.iPhone16)
    let diagnostics = Diagnostics.capturing {
      host.perform { card.layer.position = CGPoint(x: CGFloat.nan, y: 17) }
    }
    // Core Animation raises CALayerInvalidGeometry, "CALayer position contains NaN: [nan 17]";
    // the layer keeps its position: the card's centre, (20 + 100, 100 + 100).
    #expect(
      diagnostics == [
        Diagnostic(
          kind: .exception(name: "CALayerInvalidGeometry"),
          text: "CALayer position contains NaN: [nan 17]")
      ])
    #expect(card.layer.position == CGPoint(x: 120, y: 200))
  }
}
