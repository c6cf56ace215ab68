import Foundation

extension UIWindow {
  /// Sends the recognizers, then each view, their touches of `event`, one call per phase.
  ///
  /// A touch that begins goes to the view the window's `hitTest(_:with:)` finds at its
  /// location, and stays with that view until it ends (UIKit, "Using responders and the
  /// responder chain to handle events": the hit-test view "receives all subsequent events
  /// associated with that touch"). A touch on no view is dropped. The recognizers of that view
  /// and its ancestors hear the touch first, and decide what the view hears of it
  /// (`GestureArena`). Views are served in the order their first touch went down, never a
  /// set's order.
  func deliverTouches(of event: UIEvent) {
    guard event.type == .touches else { return }
    let arena = gestureArena
    let touches = event.orderedTouches.filter { $0.window === self }
    arena.isDispatching = true
    for touch in touches {
      if touch.phase == .began, touch.view == nil {
        touch.view = hitTest(touch.locationInWindow, with: event)
        if touch.view != nil { arena.join(touch, of: event, in: self) }
      }
      if arena.touches.contains(where: { $0 === touch }) { touch.lastEvent = event }
    }
    arena.deliverToRecognizers(event)
    var views: [UIView] = []
    var touchesByView: [ObjectIdentifier: [(UITouch, UITouch.Phase)]] = [:]
    for touch in touches {
      guard let view = touch.view, let phase = arena.viewPhase(for: touch) else { continue }
      let key = ObjectIdentifier(view)
      if touchesByView[key] == nil { views.append(view) }
      touchesByView[key, default: []].append((touch, phase))
    }
    for view in views {
      let touches = touchesByView[ObjectIdentifier(view)] ?? []
      for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
        let inPhase = Set(touches.filter { $0.1 == phase }.map(\.0))
        guard !inPhase.isEmpty else { continue }
        switch phase {
        case .began: view.touchesBegan(inPhase, with: event)
        case .moved: view.touchesMoved(inPhase, with: event)
        case .ended: view.touchesEnded(inPhase, with: event)
        default: view.touchesCancelled(inPhase, with: event)
        }
      }
    }
    arena.isDispatching = false
    arena.settle()
  }

  /// Moves a driver's finger into `phase` at `point`, and sends the event that carries it.
  ///
  /// The point is in window coordinates and the time is the clock's. Bezel's drivers
  /// (`DeviceHost.tap(at:)`) use it.
  package func send(_ touch: UITouch, _ phase: UITouch.Phase, at point: CGPoint) {
    send([(touch, phase, point)])
  }

  /// Whether a driver's finger is down on the window: a gesture is under way.
  package var hasDriverTouchesDown: Bool { !activeDriverTouches.isEmpty }

  /// Moves several of a driver's fingers at once, each into its phase at its point (window
  /// coordinates), and sends one event carrying them all; fingers already down and not listed
  /// stay where they are, in the event as stationary.
  package func send(_ moves: [(touch: UITouch, phase: UITouch.Phase, point: CGPoint)]) {
    let now = CACurrentMediaTime()
    for (touch, phase, point) in moves {
      touch.window = self
      touch.previousLocationInWindow = phase == .began ? point : touch.locationInWindow
      touch.locationInWindow = point
      touch.phase = phase
      touch.timestamp = now
      if !activeDriverTouches.contains(where: { $0 === touch }) {
        activeDriverTouches.append(touch)
      }
    }
    for touch in activeDriverTouches where !moves.contains(where: { $0.touch === touch }) {
      touch.phase = .stationary
    }
    let event = UIEvent()
    event.timestamp = now
    event.orderedTouches = activeDriverTouches
    activeDriverTouches.removeAll { $0.phase == .ended || $0.phase == .cancelled }
    sendEvent(event)
  }
}
