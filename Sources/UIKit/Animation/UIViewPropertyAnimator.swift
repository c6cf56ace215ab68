import Foundation

/// Animates changes to views and lets them be paused, scrubbed, reversed and stopped
/// (UIViewPropertyAnimator.h).
///
/// States as UIViewAnimating.h tables them: an inactive animator becomes active when started,
/// paused or scrubbed; an active one returns to inactive when its animations complete (calling
/// its completions with `.end`, or `.start` when reversed), or goes to stopped with
/// `stopAnimation(false)`, from which `finishAnimation(at:)` makes it inactive. The animations
/// block runs when the animator becomes active, so the model values are final from then; the
/// layers animate their presentation on the virtual clock (`AnimationClock` in Bezel).
@MainActor @preconcurrency
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating, @preconcurrency NSCopying {
  /// The timing the animations follow.
  open private(set) var timingParameters: (any UITimingCurveProvider)?
  /// The duration of the animations.
  open private(set) var duration: TimeInterval
  /// The delay before the animations start, as last given to `startAnimation(afterDelay:)`.
  open private(set) var delay: TimeInterval = 0
  /// Whether the animated views take touches while they animate (default `true`).
  open var isUserInteractionEnabled = true
  /// Whether hit testing of the animated views is left to the app (default `false`).
  open var isManualHitTestingEnabled = false
  /// Whether the animations can be paused and stopped (default `true`); set only while
  /// inactive.
  open var isInterruptible = true {
    didSet {
      guard state != .inactive else { return }
      isInterruptible = oldValue
      Self.raise("isInterruptible can be changed only while the animator is inactive")
    }
  }
  /// Whether a paused animator's scrubbing is linear rather than along the curve (default
  /// `true`).
  open var scrubsLinearly = true {
    didSet { if state == .active, !isRunning { timeline.updateAnimations(of: self) } }
  }
  /// Whether a completed animator stays active and paused, rather than becoming inactive
  /// (default `false`).
  open var pausesOnCompletion = false

  /// The animator's state.
  open internal(set) var state: UIViewAnimatingState = .inactive
  /// The animations not run yet, with their delay factors.
  var pendingAnimations: [(animations: () -> Void, delayFactor: CGFloat)] = []
  var completions: [(UIViewAnimatingPosition) -> Void] = []
  /// Where the animations are and how they move.
  var timeline: AnimatorTimeline
  /// The clock's number for the end event scheduled last, dropped when another replaces it.
  var scheduledEnd: Int?

  /// An animator with the given timing; its animations are added with `addAnimations`.
  public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
    self.duration = duration.isFinite ? max(duration, 0) : 0
    timingParameters = parameters.copy(with: nil) as? any UITimingCurveProvider ?? parameters
    timeline = AnimatorTimeline(duration: self.duration)
    super.init()
  }

  /// An animator along a named curve.
  public convenience init(
    duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
    if let animations { addAnimations(animations) }
  }

  /// An animator along the cubic Bézier curve through `point1` and `point2`.
  public convenience init(
    duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
    animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration,
      timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
    if let animations { addAnimations(animations) }
  }

  /// An animator along a spring with `ratio` (0…1).
  public convenience init(
    duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil
  ) {
    self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
    if let animations { addAnimations(animations) }
  }

  /// Makes an animator, adds `animations` and `completion`, and starts it after `delay`.
  ///
  /// Apple's returns `Self`; Swift makes an instance of `Self` only through a required
  /// initializer, which Apple's animator does not have, so this returns the animator class.
  open class func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((UIViewAnimatingPosition) -> Void)? = nil
  ) -> UIViewPropertyAnimator {
    let animator = UIViewPropertyAnimator(
      duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
    animator.addAnimations(animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation(afterDelay: delay)
    return animator
  }

  /// A copy with the same timing and settings, inactive and without animations.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = UIViewPropertyAnimator(
      duration: duration,
      timingParameters: timingParameters ?? UICubicTimingParameters())
    copy.isUserInteractionEnabled = isUserInteractionEnabled
    copy.isManualHitTestingEnabled = isManualHitTestingEnabled
    copy.isInterruptible = isInterruptible
    copy.scrubsLinearly = scrubsLinearly
    copy.pausesOnCompletion = pausesOnCompletion
    return copy
  }

  // MARK: UIViewAnimating

  /// Whether the animations are running: active and not paused.
  open var isRunning: Bool { state == .active && timeline.isRunning }

  /// Whether the animations run backwards; changed while running, they turn around where they
  /// are.
  open var isReversed: Bool {
    get { timeline.isReversed }
    set {
      guard newValue != timeline.isReversed else { return }
      timeline.setReversed(newValue, at: now)
      refreshAnimations()
    }
  }

  /// How far along the animations are, 0…1; set while paused (or inactive, which pauses the
  /// animator) to scrub them.
  open var fractionComplete: CGFloat {
    get { CGFloat(timeline.fraction(at: now)) }
    set {
      guard newValue.isFinite else { return }
      if state == .inactive { activate() }
      guard state == .active, !timeline.isRunning else { return }
      timeline.pause(atFraction: Double(min(max(newValue, 0), 1)))
      refreshAnimations()
    }
  }

  /// Starts the animations, or resumes paused ones.
  open func startAnimation() { startAnimation(afterDelay: 0) }

  /// Starts the animations after `delay` seconds; the animator is active at once.
  open func startAnimation(afterDelay delay: TimeInterval) {
    guard state != .stopped else {
      return Self.raise("startAnimation cannot be called on a stopped animator")
    }
    let wait = delay.isFinite ? max(delay, 0) : 0
    self.delay = wait
    if state == .inactive { activate() }
    timeline.run(from: now, after: wait)
    refreshAnimations()
  }

  /// Pauses the animations where they are.
  open func pauseAnimation() {
    guard isInterruptible else {
      return Self.raise("pauseAnimation cannot be called on an animator that is not interruptible")
    }
    guard state != .stopped else {
      return Self.raise("pauseAnimation cannot be called on a stopped animator")
    }
    if state == .inactive { activate() }
    timeline.pause(atFraction: timeline.fraction(at: now))
    refreshAnimations()
  }

  /// Stops the animations, leaving the views where they are: inactive at once, without calling
  /// the completions, when `withoutFinishing`; else stopped, to be ended by `finishAnimation`.
  open func stopAnimation(_ withoutFinishing: Bool) {
    guard isInterruptible else {
      return Self.raise("stopAnimation cannot be called on an animator that is not interruptible")
    }
    guard state == .active else { return }
    timeline.moveModelValues(to: .current, at: now)
    timeline.removeAnimations()
    state = withoutFinishing ? .inactive : .stopped
    if withoutFinishing { reset() }
  }

  /// Ends stopped animations with the views at `finalPosition`, and calls the completions.
  open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
    guard state == .stopped else {
      return Self.raise("finishAnimation(at:) can be called only on a stopped animator")
    }
    timeline.moveModelValues(to: finalPosition, at: now)
    complete(at: finalPosition)
  }

  // MARK: UIViewImplicitlyAnimating

  /// Adds animations that start after `delayFactor` (0…1) of the remaining duration.
  open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    let factor = delayFactor.isFinite ? min(max(delayFactor, 0), 1) : 0
    guard state == .active else {
      pendingAnimations.append((animation, factor))
      return
    }
    let current = timeline.fraction(at: now)
    run(animation, startingAt: current + Double(factor) * (1 - current))
  }

  /// Adds animations that run with the others.
  open func addAnimations(_ animation: @escaping () -> Void) {
    addAnimations(animation, delayFactor: 0)
  }

  /// Adds a block run when the animations end, with where they ended.
  open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  /// Resumes paused animations over `durationFactor` of the original duration's remainder.
  ///
  /// Bezel keeps the timing curve the animations started with; the new parameters are stored.
  open func continueAnimation(
    withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
  ) {
    guard state == .active else { return }
    if let parameters { timingParameters = parameters }
    let factor = durationFactor.isFinite && durationFactor > 0 ? Double(durationFactor) : 1
    timeline.run(from: now, after: 0, rate: 1 / factor)
    refreshAnimations()
  }
}
