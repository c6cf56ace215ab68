import Foundation

/// A continuous recognizer of two fingers turning around each other.
///
/// The rotation, in radians, is the turn of the line from the first finger to the second
/// since they went down, positive clockwise on the screen (UIRotationGestureRecognizer); the
/// velocity is its change per second over the last move. It begins once a finger moved past
/// the pan's hysteresis (`TwoFingerGesture`) and ends when a finger lifts.
@MainActor @preconcurrency
open class UIRotationGestureRecognizer: UIGestureRecognizer, TwoFingerRecognizer {
  var gesture = TwoFingerGesture()
  /// The line's angle when the rotation read zero, and its last angle.
  private var lastAngle: CGFloat = 0
  private var storedRotation: CGFloat = 0

  /// The rotation in radians; setting it makes the gesture read that value now and turn from
  /// there.
  open var rotation: CGFloat {
    get { storedRotation }
    set { storedRotation = newValue }
  }

  /// The rotation's change per second, in radians.
  open var velocity: CGFloat { gesture.velocity }

  func measure(_ fingers: (UITouch, UITouch)) -> CGFloat {
    let angle = Self.angle(fingers)
    // The turn since the last move, taken the short way round, so that the rotation goes past
    // a half turn without a jump.
    var turn = angle - lastAngle
    while turn > .pi { turn -= 2 * .pi }
    while turn <= -.pi { turn += 2 * .pi }
    lastAngle = angle
    storedRotation += turn
    return storedRotation
  }

  func fingersWentDown(_ fingers: (UITouch, UITouch)) {
    lastAngle = Self.angle(fingers)
    storedRotation = 0
    gesture.samples = []
  }

  private static func angle(_ fingers: (UITouch, UITouch)) -> CGFloat {
    let first = fingers.0.location(in: nil)
    let second = fingers.1.location(in: nil)
    return atan2(second.y - first.y, second.x - first.x)
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
    lastAngle = 0
    storedRotation = 0
  }
}
