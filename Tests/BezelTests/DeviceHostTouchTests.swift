import Bezel
import Testing
import UIKit

/// Bezel's touch driver on a hosted screen.
@MainActor
struct DeviceHostTouchTests {
  /// A view that counts the taps it hears end inside it.
  final class TapTarget: UIView {
    var taps = 0
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
      if let touch = touches.first, bounds.contains(touch.location(in: self)) { taps += 1 }
    }
  }

  // A 100 × 44 target centred on an iPhone 16 (393 wide): from x 146.5 to 246.5, at y 400.
  // A tap at its centre reaches it; a tap beside it reaches the controller's root view.
  @Test func aTapReachesTheViewUnderIt() {
    let controller = UIViewController()
    let target = TapTarget(frame: CGRect(x: 146.5, y: 400, width: 100, height: 44))
    controller.view.addSubview(target)
    let host = DeviceHost(controller, on: DeviceCatalog.iPhone16)
    #expect(host.tap(at: CGPoint(x: 196.5, y: 422)) === target)
    #expect(target.taps == 1)
    #expect(host.tap(at: CGPoint(x: 20, y: 422)) === controller.view)
    #expect(target.taps == 1)
  }
}
