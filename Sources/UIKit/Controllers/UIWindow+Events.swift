import Foundation

extension UIWindow {
  /// Sends each view its touches of `event`, one call per view and phase.
  ///
  /// A touch that begins goes to the view the window's `hitTest(_:with:)` finds at its
  /// location, and stays with that view until it ends (UIKit, "Using responders and the
  /// responder chain to handle events": the hit-test view "receives all subsequent events
  /// associated with that touch"). A touch on no view is dropped. Views are served in the order
  /// their first touch went down, never a set's order.
  func deliverTouches(of event: UIEvent) {
    guard event.type == .touches else { return }
    var views: [UIView] = []
    var touchesByView: [ObjectIdentifier: [UITouch]] = [:]
    for touch in event.orderedTouches where touch.window === self {
      if touch.phase == .began, touch.view == nil {
        touch.view = hitTest(touch.locationInWindow, with: event)
      }
      guard let view = touch.view else { continue }
      let key = ObjectIdentifier(view)
      if touchesByView[key] == nil { views.append(view) }
      touchesByView[key, default: []].append(touch)
    }
    for view in views {
      let touches = touchesByView[ObjectIdentifier(view)] ?? []
      for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
        let inPhase = Set(touches.filter { $0.phase == phase })
        guard !inPhase.isEmpty else { continue }
        switch phase {
        case .began: view.touchesBegan(inPhase, with: event)
        case .moved: view.touchesMoved(inPhase, with: event)
        case .ended: view.touchesEnded(inPhase, with: event)
        default: view.touchesCancelled(inPhase, with: event)
        }
      }
    }
  }

  /// Moves a driver's finger into `phase` at `point`, and sends the event that carries it.
  ///
  /// The point is in window coordinates and the time is the clock's. Bezel's drivers
  /// (`DeviceHost.tap(at:)`) use it.
  package func send(_ touch: UITouch, _ phase: UITouch.Phase, at point: CGPoint) {
    touch.window = self
    touch.previousLocationInWindow = phase == .began ? point : touch.locationInWindow
    touch.locationInWindow = point
    touch.phase = phase
    touch.timestamp = CACurrentMediaTime()
    let event = UIEvent()
    event.timestamp = touch.timestamp
    event.orderedTouches = [touch]
    sendEvent(event)
  }
}
