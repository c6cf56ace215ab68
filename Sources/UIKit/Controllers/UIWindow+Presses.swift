import Foundation

extension UIWindow {
  /// Sends each press of `event` to its responder, one call per phase, in the order the
  /// presses began; the responder passes it up its chain unless it handles it (UIKit, "Handling
  /// press events": presses go to the first responder, or the focused item on tvOS).
  func deliverPresses(of event: UIEvent) {
    guard let event = event as? UIPressesEvent else { return }
    var responders: [UIResponder] = []
    var pressesByResponder: [ObjectIdentifier: [UIPress]] = [:]
    for press in event.orderedPresses where press.window === self {
      let responder = press.responder ?? self
      let key = ObjectIdentifier(responder)
      if pressesByResponder[key] == nil { responders.append(responder) }
      pressesByResponder[key, default: []].append(press)
    }
    for responder in responders {
      let presses = pressesByResponder[ObjectIdentifier(responder)] ?? []
      for phase in [UIPress.Phase.began, .changed, .ended, .cancelled] {
        let inPhase = Set(presses.filter { $0.phase == phase })
        guard !inPhase.isEmpty else { continue }
        switch phase {
        case .began: responder.pressesBegan(inPhase, with: event)
        case .changed: responder.pressesChanged(inPhase, with: event)
        case .ended: responder.pressesEnded(inPhase, with: event)
        default: responder.pressesCancelled(inPhase, with: event)
        }
      }
    }
  }

  /// Moves a driver's press into `phase`, and sends the event that carries it; the press goes
  /// to `responder`, else to the window.
  package func send(_ press: UIPress, _ phase: UIPress.Phase, to responder: UIResponder?) {
    press.window = self
    press.responder = responder
    press.phase = phase
    press.force = phase == .ended || phase == .cancelled ? 0 : 1
    press.timestamp = CACurrentMediaTime()
    sendEvent(UIPressesEvent(presses: [press], timestamp: press.timestamp))
  }
}
