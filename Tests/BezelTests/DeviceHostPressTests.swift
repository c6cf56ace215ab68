import Bezel
import Testing
import UIKit

/// Bezel's press driver on a hosted screen.
@MainActor
struct DeviceHostPressTests {
  /// A controller that plays or pauses on the remote's play/pause button.
  final class PlayerController: UIViewController {
    var heard: [String] = []
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
      guard presses.first?.type == .playPause else {
        return super.pressesBegan(presses, with: event)
      }
      heard.append("began \(event?.type == .presses)")
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
      guard presses.first?.type == .playPause else {
        return super.pressesEnded(presses, with: event)
      }
      heard.append("ended \(presses.first?.phase == .ended)")
    }
  }

  // A press sent to a subview it does not handle goes up the chain to the controller.
  @Test func pressGoesUpTheChainToTheController() {
    let controller = PlayerController()
    let button = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    controller.view.addSubview(button)
    let host = DeviceHost(controller, on: DeviceCatalog.appleTV4K)
    host.press(.playPause, to: button)
    #expect(controller.heard == ["began true", "ended true"])
  }
}
