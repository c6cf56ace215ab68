import Foundation

/// The two fingers of a pinch or a rotation, and the last two values of the measure the
/// recognizer follows, for its velocity.
///
/// Both recognizers begin once a finger has moved more than the pan's hysteresis
/// (`UIPanGestureRecognizer.hysteresis`) from where it went down. UNVERIFIED: UIKit does not
/// publish their thresholds; a finger that moves less is taken as still, as for a pan. Their value at
/// `.began` already holds that movement, as a pan's translation does.
struct TwoFingerGesture {
  /// Where each finger went down, in window coordinates.
  var starts: [CGPoint] = []
  /// The last two samples of the measure, with their times.
  var samples: [(time: TimeInterval, value: CGFloat)] = []

  /// The two fingers down, in the order they went down; nil with fewer.
  @MainActor
  static func fingers(of recognizer: UIGestureRecognizer) -> (UITouch, UITouch)? {
    let down = recognizer.trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled }
    guard down.count >= 2 else { return nil }
    return (down[0], down[1])
  }

  /// Whether either finger moved past the hysteresis.
  @MainActor
  func hasMoved(_ fingers: (UITouch, UITouch)) -> Bool {
    guard starts.count == 2 else { return false }
    return distance(fingers.0.location(in: nil), starts[0]) > UIPanGestureRecognizer.hysteresis
      || distance(fingers.1.location(in: nil), starts[1]) > UIPanGestureRecognizer.hysteresis
  }

  /// Adds a value of the measure at `time`; one at the same time replaces the last.
  mutating func record(_ value: CGFloat, at time: TimeInterval) {
    if let last = samples.last, last.time == time {
      samples[samples.count - 1] = (time, value)
    } else if samples.last?.value != value {
      samples.append((time, value))
    }
    if samples.count > 2 { samples.removeFirst(samples.count - 2) }
  }

  /// The measure's change per second over its last step.
  var velocity: CGFloat {
    guard samples.count == 2, samples[1].time > samples[0].time else { return 0 }
    return (samples[1].value - samples[0].value) / CGFloat(samples[1].time - samples[0].time)
  }
}

/// Moves a two-finger recognizer through its states: it begins once a finger moved past the
/// hysteresis, changes as they move, and ends when a finger lifts, leaving fewer than two.
@MainActor
protocol TwoFingerRecognizer: UIGestureRecognizer {
  var gesture: TwoFingerGesture { get set }
  /// Measures the fingers where they are now, against where they went down.
  func measure(_ fingers: (UITouch, UITouch)) -> CGFloat
  /// Sets the reference so that the measure reads as it does now.
  func fingersWentDown(_ fingers: (UITouch, UITouch))
}

extension TwoFingerRecognizer {
  func twoFingerTouchesBegan() {
    guard state == .possible, let fingers = TwoFingerGesture.fingers(of: self) else { return }
    if gesture.starts.isEmpty {
      gesture.starts = [fingers.0.location(in: nil), fingers.1.location(in: nil)]
      fingersWentDown(fingers)
    }
  }

  func twoFingerTouchesMoved(at time: TimeInterval) {
    guard let fingers = TwoFingerGesture.fingers(of: self), !gesture.starts.isEmpty else {
      return
    }
    gesture.record(measure(fingers), at: time)
    switch state {
    case .possible: if gesture.hasMoved(fingers) { state = .began }
    case .began, .changed: state = .changed
    default: break
    }
  }

  func twoFingerTouchesEnded(_ touches: Set<UITouch>) {
    let remaining = trackedTouches.filter {
      !touches.contains($0) && $0.phase != .ended && $0.phase != .cancelled
    }
    if state.isActive, remaining.count < 2 {
      state = .ended
    } else if state == .possible, remaining.isEmpty {
      state = .failed
    }
  }

  func twoFingerTouchesCancelled() {
    state = state.isActive ? .cancelled : .failed
  }
}
