import Foundation

/// A discrete recognizer of fingers flicked in a direction.
///
/// It recognizes as soon as `numberOfTouchesRequired` fingers have moved far enough in one of
/// the permitted directions, quickly enough, and mostly along it (UISwipeGestureRecognizer).
/// UIKit does not publish the limits; Bezel takes those of the swipe recognizer Apple's
/// BackBoardKit builds the same way (`BKSwipeGestureRecognizer`'s initializer): at least 50
/// points along the direction within 0.5 s of the fingers going down. Bezel leaves out the
/// limits' decay over time and asks that the movement across the direction stay smaller than
/// along it.
@MainActor @preconcurrency
open class UISwipeGestureRecognizer: UIGestureRecognizer {
  /// The directions of a swipe (UISwipeGestureRecognizer.h; raw values are Apple's).
  public struct Direction: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let right = Direction(rawValue: 1 << 0)
    public static let left = Direction(rawValue: 1 << 1)
    public static let up = Direction(rawValue: 1 << 2)
    public static let down = Direction(rawValue: 1 << 3)
  }

  /// The least movement, in points, along the direction.
  package static let minimumMovement: CGFloat = 50
  /// The longest a swipe takes, in seconds, from the fingers going down.
  package static let maximumDuration: TimeInterval = 0.5

  /// The directions that count (default `.right`).
  open var direction: Direction = .right
  /// The fingers that swipe (default 1).
  open var numberOfTouchesRequired = 1

  private var startInWindow: CGPoint?

  /// Where the swipe began, the centroid of its fingers (UISwipeGestureRecognizer.h).
  open override func location(in view: UIView?) -> CGPoint {
    guard let startInWindow else { return super.location(in: view) }
    return convertFromWindow(startInWindow, to: view)
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    let down = trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled }
    guard down.count <= numberOfTouchesRequired else {
      state = .failed
      return
    }
    guard down.count == numberOfTouchesRequired else { return }
    startInWindow = centroid(of: down, in: nil)
    cancelTimers()
    schedule(after: Self.maximumDuration) { [weak self] in
      if self?.state == .possible { self?.state = .failed }
    }
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard state == .possible, let startInWindow,
      let centroid = centroid(of: trackedTouches, in: nil)
    else { return }
    let dx = centroid.x - startInWindow.x
    let dy = centroid.y - startInWindow.y
    let swiped: Direction? =
      if abs(dx) > abs(dy) {
        abs(dx) >= Self.minimumMovement ? (dx > 0 ? .right : .left) : nil
      } else if abs(dy) > abs(dx) {
        abs(dy) >= Self.minimumMovement ? (dy > 0 ? .down : .up) : nil
      } else {
        nil
      }
    guard let swiped else { return }
    state = direction.contains(swiped) ? .recognized : .failed
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .possible { state = .failed }
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .possible { state = .failed }
  }

  open override func reset() {
    super.reset()
    startInWindow = nil
  }
}
