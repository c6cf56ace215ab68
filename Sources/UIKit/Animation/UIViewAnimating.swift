import Foundation

/// The states of an animator (UIViewAnimating.h).
public enum UIViewAnimatingState: Int, Sendable {
  /// Its animations have not started, or have completed.
  case inactive = 0
  /// Its animations have started, running or paused.
  case active = 1
  /// Its animations were stopped; `finishAnimation(at:)` ends them.
  case stopped = 2
}

/// Where an animator's animations end (UIViewAnimating.h).
public enum UIViewAnimatingPosition: Int, Sendable {
  /// At their end values.
  case end = 0
  /// At their start values.
  case start = 1
  /// Where they were when they ended.
  case current = 2
}

/// An object that runs animations and controls them while they run (UIViewAnimating.h).
@MainActor @preconcurrency
public protocol UIViewAnimating: NSObjectProtocol {
  /// The animator's state.
  var state: UIViewAnimatingState { get }
  /// Whether its animations are running (active and not paused).
  var isRunning: Bool { get }
  /// Whether its animations run backwards, towards their start.
  var isReversed: Bool { get set }
  /// How far along its animations are, 0…1.
  var fractionComplete: CGFloat { get set }
  /// Starts or resumes the animations.
  func startAnimation()
  /// Starts the animations after `delay` seconds.
  func startAnimation(afterDelay delay: TimeInterval)
  /// Pauses the animations where they are.
  func pauseAnimation()
  /// Stops the animations where they are: inactive at once, or stopped to be finished.
  func stopAnimation(_ withoutFinishing: Bool)
  /// Ends stopped animations at `finalPosition`.
  func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator that animates changes made in blocks (UIViewAnimating.h); Apple's requirements
/// are optional, Bezel's animator implements them all.
@MainActor @preconcurrency
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
  /// Adds animations that start after `delayFactor` of the remaining duration.
  func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
  /// Adds animations that run with the others.
  func addAnimations(_ animation: @escaping () -> Void)
  /// Adds a block run when the animations end.
  func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
  /// Resumes paused animations with new timing over `durationFactor` of the original duration.
  func continueAnimation(
    withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}
