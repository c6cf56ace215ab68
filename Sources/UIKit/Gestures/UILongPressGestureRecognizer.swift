import Foundation

/// A continuous recognizer of fingers held still on the view.
///
/// It begins when `numberOfTouchesRequired` fingers, after `numberOfTapsRequired` taps, have
/// been held for `minimumPressDuration` without moving more than `allowableMovement`; it
/// changes as they move (with no limit once begun) and ends when a finger lifts
/// (UILongPressGestureRecognizer.h). The wait runs on the animation clock. The preliminary
/// taps follow each other within a tap's interval (0.35 s, `UITapGestureRecognizer`).
@MainActor @preconcurrency
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  /// Taps before the press (default 0).
  open var numberOfTapsRequired = 0
  /// Fingers held down (default 1).
  open var numberOfTouchesRequired = 1
  /// Seconds the fingers are held before the gesture begins (default 0.5).
  open var minimumPressDuration: TimeInterval = 0.5
  /// How far, in points, the fingers may move before the gesture begins (default 10).
  open var allowableMovement: CGFloat = 10

  private var completedTaps = 0
  private var startInWindow: CGPoint?

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    let down = downTouches
    guard state == .possible else { return }
    guard down.count <= numberOfTouchesRequired else {
      state = .failed
      return
    }
    guard down.count == numberOfTouchesRequired else { return }
    cancelTimers()
    startInWindow = centroid(of: down, in: nil)
    if completedTaps == numberOfTapsRequired {
      schedule(after: minimumPressDuration) { [weak self] in
        if self?.state == .possible { self?.state = .began }
      }
    }
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    switch state {
    case .possible:
      guard let startInWindow, let centroid = centroid(of: downTouches, in: nil) else { return }
      if distance(centroid, startInWindow) > allowableMovement { state = .failed }
    case .began, .changed:
      state = .changed
    default:
      break
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    if state.isActive {
      state = .ended
      return
    }
    guard state == .possible else { return }
    if completedTaps < numberOfTapsRequired, startInWindow != nil {
      guard downTouches.filter({ !touches.contains($0) }).isEmpty else { return }
      completedTaps += 1
      startInWindow = nil
      cancelTimers()
      schedule(after: UITapGestureRecognizer.maximumIntervalBetweenTaps) { [weak self] in
        if self?.state == .possible { self?.state = .failed }
      }
    } else {
      state = .failed
    }
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    state = state.isActive ? .cancelled : .failed
  }

  open override func reset() {
    super.reset()
    completedTaps = 0
    startInWindow = nil
  }

  private var downTouches: [UITouch] {
    trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled }
  }
}
