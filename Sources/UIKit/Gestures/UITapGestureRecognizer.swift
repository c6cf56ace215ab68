import Foundation

/// A discrete recognizer of one or more taps by one or more fingers.
///
/// It recognizes when `numberOfTouchesRequired` fingers have tapped `numberOfTapsRequired`
/// times (UITapGestureRecognizer.h). It fails when more fingers come down, when the fingers
/// move too far from where the first tap went down, or when the next tap does not come in
/// time. UIKit does not publish the last two limits; Bezel takes the defaults of UIKit's
/// private `UITapRecognizer` (its encoder writes them only when they differ from these):
/// an allowable movement of 45 points and at most 0.35 s between successive taps.
///
/// Its location is that of the first tap of the sequence, the centroid of its fingers
/// (UITapGestureRecognizer.h: "from the first tap in the sequence if numberOfTapsRequired > 1").
@MainActor @preconcurrency
open class UITapGestureRecognizer: UIGestureRecognizer {
  /// How far, in points, the fingers may move from the first tap's place.
  package static let allowableMovement: CGFloat = 45
  /// How long, in seconds, the recognizer waits for the next tap after the fingers lift.
  package static let maximumIntervalBetweenTaps: TimeInterval = 0.35

  /// The taps that make the gesture (default 1).
  open var numberOfTapsRequired = 1
  /// The fingers each tap takes (default 1).
  open var numberOfTouchesRequired = 1

  /// Taps completed so far.
  private var completedTaps = 0
  /// The most fingers down at once in the tap under way.
  private var fingersInTap = 0
  /// Where the first tap went down, in window coordinates.
  private var startInWindow: CGPoint?

  open override func location(in view: UIView?) -> CGPoint {
    guard let startInWindow else { return super.location(in: view) }
    return convertFromWindow(startInWindow, to: view)
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    cancelTimers()
    let down = trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled }
    fingersInTap = max(fingersInTap, down.count)
    guard down.count <= numberOfTouchesRequired else {
      state = .failed
      return
    }
    guard down.count == numberOfTouchesRequired, let centroid = centroid(of: down, in: nil)
    else { return }
    if let startInWindow {
      if distance(centroid, startInWindow) > Self.allowableMovement { state = .failed }
    } else {
      startInWindow = centroid
    }
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let startInWindow, let centroid = centroid(of: trackedTouches, in: nil) else { return }
    if distance(centroid, startInWindow) > Self.allowableMovement { state = .failed }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    let stillDown = trackedTouches.filter { !touches.contains($0) && $0.phase != .ended }
    guard stillDown.isEmpty else { return }
    guard fingersInTap == numberOfTouchesRequired else {
      state = .failed
      return
    }
    completedTaps += 1
    fingersInTap = 0
    if completedTaps >= numberOfTapsRequired {
      state = .recognized
    } else {
      schedule(after: Self.maximumIntervalBetweenTaps) { [weak self] in
        if self?.state == .possible { self?.state = .failed }
      }
    }
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    state = .failed
  }

  open override func reset() {
    super.reset()
    completedTaps = 0
    fingersInTap = 0
    startInWindow = nil
  }
}

/// The distance between two points.
func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
  hypot(a.x - b.x, a.y - b.y)
}
