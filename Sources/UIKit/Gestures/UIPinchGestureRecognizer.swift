import Foundation

/// A continuous recognizer of two fingers moving apart or together.
///
/// The scale is the distance between the fingers over their distance when they went down
/// (UIPinchGestureRecognizer: "the scale factor relative to the points of the two touches in
/// screen coordinates"); the velocity is the scale's change per second over the last move.
/// It begins once a finger moved past the pan's hysteresis (`TwoFingerGesture`) and ends when
/// a finger lifts.
@MainActor @preconcurrency
open class UIPinchGestureRecognizer: UIGestureRecognizer, TwoFingerRecognizer {
  var gesture = TwoFingerGesture()
  /// The fingers' distance that reads as the scale 1.
  private var referenceDistance: CGFloat = 0
  private var storedScale: CGFloat = 1

  /// The scale of the pinch; setting it makes the pinch read that value now and scale from
  /// there.
  open var scale: CGFloat {
    get { storedScale }
    set {
      storedScale = newValue
      if let fingers = TwoFingerGesture.fingers(of: self), newValue != 0 {
        referenceDistance = separation(fingers) / newValue
      }
    }
  }

  /// The scale's change per second.
  open var velocity: CGFloat { gesture.velocity }

  func measure(_ fingers: (UITouch, UITouch)) -> CGFloat {
    guard referenceDistance > 0 else { return storedScale }
    storedScale = separation(fingers) / referenceDistance
    return storedScale
  }

  func fingersWentDown(_ fingers: (UITouch, UITouch)) {
    referenceDistance = separation(fingers)
    storedScale = 1
    gesture.samples = []
  }

  private func separation(_ fingers: (UITouch, UITouch)) -> CGFloat {
    distance(fingers.0.location(in: nil), fingers.1.location(in: nil))
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    twoFingerTouchesBegan()
  }
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    twoFingerTouchesMoved(at: event.timestamp)
  }
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    twoFingerTouchesEnded(touches)
  }
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    twoFingerTouchesCancelled()
  }

  open override func reset() {
    super.reset()
    gesture = TwoFingerGesture()
    referenceDistance = 0
    storedScale = 1
  }
}
