import Foundation

/// What moves a scroll view's content without a finger on it: deceleration after a drag, the
/// return from past an edge, and the animated offset changes (`setContentOffset(_:animated:)`,
/// `scrollRectToVisible(_:animated:)`, scrolling to the top).
///
/// Each runs on the animation clock in effect when it starts (a hosted window's own clock, when
/// its host drove the drag), one step per display frame at 60 Hz, setting the offset, so that
/// the delegate hears `scrollViewDidScroll` each frame as on iOS, with the window's context
/// current.
@MainActor
final class ScrollMotion {
  enum Kind {
    /// After a drag, toward the target the delegate agreed to.
    case deceleration
    /// An animated change of offset asked for in code.
    case animation
    /// Scrolling to the top after a tap on the status bar.
    case scrollToTop
  }

  let kind: Kind
  let start: CGPoint
  let target: CGPoint
  let startTime: CFTimeInterval
  /// The share of the remaining distance left after each millisecond, for a deceleration.
  let rate: CGFloat
  /// The clock the motion steps on, and its scheduled next step.
  let clock: CoreAnimationContext
  var scheduledStep: Int?

  /// How close to its target a deceleration stops, in points: a model (Apple publishes no
  /// threshold), half a point, below which the remaining movement is under a pixel at 2×.
  static let restingDistance: CGFloat = 0.5
  /// How long an animated offset change takes: a model, 0.3 s with ease-in-out timing; Apple
  /// publishes no duration for `setContentOffset(_:animated:)`.
  static let animationDuration: CFTimeInterval = 0.3
  /// The time between two steps: one frame of a 60 Hz display.
  static let frameInterval: CFTimeInterval = 1.0 / 60

  init(
    kind: Kind, from start: CGPoint, to target: CGPoint, rate: CGFloat,
    clock: CoreAnimationContext
  ) {
    self.kind = kind
    self.start = start
    self.target = target
    self.rate = rate
    self.clock = clock
    self.startTime = clock.mediaTime
  }

  /// The offset `elapsed` seconds after the start, and whether the motion has arrived.
  func offset(after elapsed: CFTimeInterval) -> (offset: CGPoint, arrived: Bool) {
    switch kind {
    case .deceleration:
      // The distance left shrinks by `rate` each millisecond, as the velocity does, so that
      // the content comes to rest at the projected target.
      let left = pow(rate, CGFloat(elapsed * 1000))
      let dx = (target.x - start.x) * left
      let dy = (target.y - start.y) * left
      if max(abs(dx), abs(dy)) < Self.restingDistance { return (target, true) }
      return (CGPoint(x: target.x - dx, y: target.y - dy), false)
    case .animation, .scrollToTop:
      guard elapsed < Self.animationDuration else { return (target, true) }
      let t = CGFloat(elapsed / Self.animationDuration)
      // Ease-in-out, as a cubic: 3t² − 2t³.
      let eased = t * t * (3 - 2 * t)
      return (
        CGPoint(
          x: start.x + (target.x - start.x) * eased, y: start.y + (target.y - start.y) * eased),
        false
      )
    }
  }
}
