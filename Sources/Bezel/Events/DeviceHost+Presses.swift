import UIKit

extension DeviceHost {
  /// Presses the physical button `type` and lets it go: `pressesBegan` then `pressesEnded`
  /// reach `responder` (else the window) through the window's `sendEvent(_:)`, and go up the
  /// responder chain from there unless handled.
  public func press(_ type: UIPress.PressType, to responder: UIResponder? = nil) {
    let press = UIPress(type: type, phase: .began)
    perform {
      window.send(press, .began, to: responder)
      window.send(press, .ended, to: responder)
    }
  }
}
