import Foundation

/// The abstract animation: timing, pacing and a delegate.
///
/// A layer animates a copy of what is added (CALayer.h, `addAnimation:forKey:`: "the animation
/// is copied before being added to the layer"). The delegate is held strongly, as Apple's
/// documentation of `delegate` says.
open class CAAnimation: NSObject, NSCopying, CAMediaTiming, CAAction {
  /// The timing function; nil is linear pacing.
  open var timingFunction: CAMediaTimingFunction?
  /// The delegate; held strongly.
  open var delegate: (any CAAnimationDelegate)?
  /// Whether the animation is removed from its layer when it completes (default `true`).
  open var isRemovedOnCompletion = true
  // CAMediaTiming's properties: a deliberate mirror of CALayer's and CAEmitterCell's.
  /// When the animation begins; 0 is when it is added (default 0).
  open var beginTime: CFTimeInterval = 0
  /// The duration of one iteration; 0 is the transaction's duration (default 0).
  open var duration: CFTimeInterval = 0
  /// The speed relative to the layer's time (default 1).
  open var speed: Float = 1
  /// An offset added to the local time (default 0).
  open var timeOffset: CFTimeInterval = 0
  /// How many times the animation repeats (default 0 (once)).
  open var repeatCount: Float = 0
  /// How long the animation repeats (default 0).
  open var repeatDuration: CFTimeInterval = 0
  /// Whether each iteration plays backwards after forwards (default `false`).
  open var autoreverses = false
  /// What the animation shows outside its active duration (default `.removed`).
  open var fillMode: CAMediaTimingFillMode = .removed

  /// For an added copy: the media time it started at.
  package var startTime: CFTimeInterval = 0
  /// For an added copy: the transaction groups waiting for it.
  var completionGroups: [TransactionCompletionGroup] = []
  /// For an added copy: whether it has finished (its delegate told).
  package var hasFinished = false
  /// For an added copy: its place among the animations added to every layer of its context.
  var addOrder = 0

  /// An animation with Apple's defaults.
  public override init() { super.init() }

  /// An animation from an archive; Bezel reads none and gives the defaults.
  public required init?(coder: NSCoder) { super.init() }

  /// The default value of the property named `key`.
  open class func defaultValue(forKey key: String) -> Any? { nil }

  /// A copy with the same properties.
  ///
  /// A subclass outside Bezel is copied as the nearest Bezel class: Swift on Linux cannot make
  /// an instance of an arbitrary subclass. `CALayer.add(_:forKey:)` then adds the original.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = makeCopy()
    copy.copyAnimationProperties(from: self)
    return copy
  }

  /// An instance of the receiver's Bezel class; each Bezel subclass overrides it.
  func makeCopy() -> CAAnimation { CAAnimation() }

  /// Copies the properties the receiver's class declares; each Bezel subclass extends it.
  func copyAnimationProperties(from source: CAAnimation) {
    timingFunction = source.timingFunction
    delegate = source.delegate
    isRemovedOnCompletion = source.isRemovedOnCompletion
    beginTime = source.beginTime
    duration = source.duration
    speed = source.speed
    timeOffset = source.timeOffset
    repeatCount = source.repeatCount
    repeatDuration = source.repeatDuration
    autoreverses = source.autoreverses
    fillMode = source.fillMode
  }

  /// Adds the animation to the layer `anObject` under `event` (CAAnimation.h: an animation
  /// used as an action adds itself).
  open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
    (anObject as? CALayer)?.add(self, forKey: event)
  }

  /// The length of one iteration: `duration`, or 0.25 s when 0 (CAMediaTiming.h: "Defaults to
  /// 0" and an animation's zero duration means the default, 0.25 s).
  package var effectiveDuration: CFTimeInterval { duration > 0 ? duration : 0.25 }

  /// The length of the active period: iterations, repeats and autoreversal.
  package var activeDuration: CFTimeInterval {
    var total = effectiveDuration
    if repeatDuration > 0 {
      total = repeatDuration
    } else if repeatCount > 0 {
      total *= Double(repeatCount)
    }
    if autoreverses { total *= 2 }
    return repeatCount.isInfinite ? .infinity : total
  }

  /// For an added copy: the media time its active period ends at, or its beginning when it
  /// plays backwards (negative speed); infinite when it repeats forever or is paused (speed 0).
  package var endTime: CFTimeInterval {
    if speed > 0 { return startTime + (activeDuration - timeOffset) / Double(speed) }
    if speed < 0 { return startTime + timeOffset / Double(-speed) }
    return .infinity
  }

  /// The progress (0…1, paced by the timing function) at media time `time`.
  package func progress(at time: CFTimeInterval) -> Double {
    let local = (time - startTime) * Double(speed) + timeOffset
    let span = effectiveDuration
    guard local > 0 else { return 0 }
    let active = activeDuration
    let clamped = min(local, active)
    let cycle = clamped / span
    var fraction = cycle - cycle.rounded(.down)
    if clamped >= active, fraction == 0 { fraction = 1 }
    if autoreverses {
      let phase = Int((clamped / span).rounded(.down))
      if phase % 2 == 1 { fraction = 1 - fraction }
      if clamped >= active { fraction = 0 }
    }
    return timingFunction?.solve(fraction) ?? fraction
  }
}
