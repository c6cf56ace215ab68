import Foundation

/// A continuous recognizer of a pointer hovering over the view (iPadOS, with a trackpad,
/// mouse or Apple Pencil).
///
/// It begins as the pointer comes over the view, changes as it moves there, and ends as it
/// leaves (UIHoverGestureRecognizer). Bezel's pointer is a trackpad's: no pencil hovers, so
/// the pencil's distance and angle read zero. Hovering takes no touch, so it neither prevents
/// nor waits for the recognizers of touches.
@MainActor @preconcurrency
open class UIHoverGestureRecognizer: UIGestureRecognizer {
  /// The pencil's distance from the screen, normalized; 0 with no pencil hovering.
  open var zOffset: CGFloat { 0 }
  /// The pencil's angle to the screen, in radians; 0 with no pencil hovering.
  open var altitudeAngle: CGFloat { 0 }

  /// The pointer moved to `point`, in window coordinates, over the view.
  func pointerMoved(to point: CGPoint) {
    lastLocationInWindow = point
    state = state == .possible ? .began : .changed
  }

  /// The pointer left the view: the hover ends and the recognizer goes back to `.possible`.
  func pointerLeft() {
    if state.isActive { state = .ended }
    returnToPossible()
  }
}

extension UIWindow {
  /// Moves the pointer to `point` (window coordinates), or off the window when nil, and tells
  /// the hover recognizers of the view under it and its ancestors: those it left first, then
  /// those it is over.
  package func movePointer(to point: CGPoint?) {
    let event = UIEvent()
    event.type = .hover
    event.timestamp = CACurrentMediaTime()
    var over: [UIHoverGestureRecognizer] = []
    var view = point.flatMap { hitTest($0, with: event) }
    while let current = view {
      for case let hover as UIHoverGestureRecognizer in current.storedGestureRecognizers
      where hover.isEnabled {
        over.append(hover)
      }
      view = current.storedSuperview
    }
    for hover in gestureArena.hovering where !over.contains(where: { $0 === hover }) {
      hover.pointerLeft()
    }
    gestureArena.hovering = over
    if let point {
      for hover in over { hover.pointerMoved(to: point) }
    }
  }
}
