import Foundation

/// One change an animator animates: the layer animation it added and the values at its ends.
struct AnimatorRecord {
  let layer: CALayer
  let key: String
  /// The key the animation was added under.
  let animationKey: String
  let from: Any?
  let to: Any?
  /// Where in the animator's duration (0…1) the change starts: its delay factor.
  let startFraction: Double
}

/// Where an animator's animations are and how they move: local time (seconds into the
/// duration) at an anchor instant, and the rate it changes at (negative when reversed, 0 when
/// paused).
@MainActor
struct AnimatorTimeline {
  let duration: TimeInterval
  var offset: TimeInterval = 0
  var anchor: CFTimeInterval = 0
  var rate: Double = 0
  var isReversed = false
  var records: [AnimatorRecord] = []
  /// Bumped whenever the end moves, so that an end scheduled before is ignored.
  var generation = 0

  init(duration: TimeInterval) { self.duration = duration }

  var isRunning: Bool { rate != 0 }

  func localTime(at time: CFTimeInterval) -> TimeInterval {
    time < anchor ? offset : offset + rate * (time - anchor)
  }

  func fraction(at time: CFTimeInterval) -> Double {
    guard duration > 0 else { return isReversed ? 0 : 1 }
    return min(max(localTime(at: time) / duration, 0), 1)
  }

  /// Runs from where the animations are at `time`, after `wait` seconds, at `speed` times the
  /// normal rate, in the current direction.
  mutating func run(from time: CFTimeInterval, after wait: TimeInterval, rate speed: Double = 1) {
    offset = fraction(at: time) * duration
    anchor = time + wait
    rate = isReversed ? -speed : speed
    generation += 1
  }

  mutating func pause(atFraction fraction: Double) {
    offset = fraction * duration
    rate = 0
    generation += 1
  }

  mutating func setReversed(_ reversed: Bool, at time: CFTimeInterval) {
    offset = fraction(at: time) * duration
    anchor = max(time, anchor)
    isReversed = reversed
    rate = -rate
    generation += 1
  }

  /// When the running animations reach their end (or their start, reversed).
  var endTime: CFTimeInterval? {
    if rate > 0 { return anchor + (duration - offset) / rate }
    if rate < 0 { return anchor + offset / -rate }
    return nil
  }

  /// Sets each layer animation's timing to follow the timeline.
  func updateAnimations(of animator: UIViewPropertyAnimator) {
    let linear = !isRunning && animator.scrubsLinearly
    for record in records {
      guard let animation = record.layer.animation(forKey: record.animationKey) else { continue }
      let shift = record.startFraction * duration
      animation.duration = max(duration - shift, 1e-9)
      animation.startTime = anchor
      animation.timeOffset = offset - shift
      animation.speed = Float(rate)
      animation.hasFinished = false
      if !(animation is CASpringAnimation) {
        animation.timingFunction =
          linear ? CAMediaTimingFunction(name: .linear) : animator.curveFunction
      }
    }
  }

  /// Sets the animated properties' model values to those at `position`, without animation.
  func moveModelValues(to position: UIViewAnimatingPosition, at time: CFTimeInterval) {
    var values: [(CALayer, String, Any?)] = []
    switch position {
    case .end:
      for record in records { values.append((record.layer, record.key, record.to)) }
    case .start:
      for record in records.reversed() { values.append((record.layer, record.key, record.from)) }
    case .current:
      var seen: [(CALayer, String)] = []
      for record in records
      where !seen.contains(where: { $0.0 === record.layer && $0.1 == record.key }) {
        seen.append((record.layer, record.key))
        values.append(
          (
            record.layer, record.key,
            record.layer.presentationValue(forKeyPath: record.key, at: time)
          ))
      }
    }
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    UIView.performWithoutAnimation {
      for (layer, key, value) in values { layer.setValue(value, forKey: key) }
    }
    CATransaction.commit()
  }

  /// Removes the layer animations.
  func removeAnimations() {
    for record in records { record.layer.removeAnimation(forKey: record.animationKey) }
  }
}

extension UIViewPropertyAnimator {
  var now: CFTimeInterval { CoreAnimationContext.current.mediaTime }

  /// The curve of cubic timing parameters (ease-in-ease-out for a spring's fallback).
  var curveFunction: CAMediaTimingFunction {
    (timingParameters?.cubicTimingParameters ?? UICubicTimingParameters()).timingFunction
  }

  static func raise(_ reason: String) {
    // UIKit's exception texts for animator misuse are unpublished; these are Bezel's.
    UIKitDiagnostics.raise("NSInternalInconsistencyException", reason)
  }

  /// Becomes active, paused at the start, and runs the animations added so far.
  func activate() {
    state = .active
    timeline.pause(atFraction: timeline.isReversed ? 1 : 0)
    timeline.anchor = now
    let pending = pendingAnimations
    pendingAnimations = []
    for (animations, factor) in pending { run(animations, startingAt: Double(factor)) }
    refreshAnimations()
  }

  /// Runs `animations` in a block whose changes this animator animates from `fraction` of its
  /// duration on.
  func run(_ animations: () -> Void, startingAt fraction: Double) {
    let block = ViewAnimationBlock(
      duration: max(duration, 1e-9), beginTime: 0, curve: .easeInOut, options: [], spring: nil,
      isKeyframe: false, completion: ViewAnimationCompletion(nil))
    block.animator = self
    block.animatorStartFraction = min(max(fraction, 0), 1)
    ViewAnimationBlock.run(block, animations)
    refreshAnimations()
  }

  /// Adds the animation of one change made in one of the animator's blocks.
  func animateChange(
    of layer: CALayer, key: String, from: Any?, model: Any?, startFraction: Double
  ) {
    let animation: CABasicAnimation =
      timingParameters?.springTimingParameters?.makeAnimation(keyPath: key, duration: duration)
      ?? CABasicAnimation(keyPath: key)
    ViewAnimationAction.setEnds(of: animation, from: from, to: model)
    animation.fillMode = .both
    animation.isRemovedOnCompletion = false
    let animationKey = ViewAnimationAction.freeKey(key, in: layer)
    layer.add(animation, forKey: animationKey)
    timeline.records.append(
      AnimatorRecord(
        layer: layer, key: key, animationKey: animationKey, from: from, to: model,
        startFraction: startFraction))
  }

  /// Brings the layer animations in step with the timeline and schedules the end.
  ///
  /// The end scheduled before is dropped, so that pausing and continuing many times leaves one
  /// event waiting on the clock, not one per call.
  func refreshAnimations() {
    timeline.updateAnimations(of: self)
    let clock = CoreAnimationContext.current
    if let scheduledEnd {
      clock.cancelScheduled(scheduledEnd)
      self.scheduledEnd = nil
    }
    guard state == .active, let end = timeline.endTime else { return }
    let generation = timeline.generation
    scheduledEnd = clock.schedule(at: end) { [weak self] in
      MainActor.assumeIsolated { self?.reachEnd(generation: generation) }
    }
  }

  /// The running animations reached their end, or their start when reversed.
  func reachEnd(generation: Int) {
    guard state == .active, timeline.isRunning, generation == timeline.generation else { return }
    let position: UIViewAnimatingPosition = timeline.isReversed ? .start : .end
    if pausesOnCompletion {
      timeline.pause(atFraction: position == .start ? 0 : 1)
      timeline.updateAnimations(of: self)
      return
    }
    timeline.moveModelValues(to: position, at: now)
    complete(at: position)
  }

  /// Removes the animations, becomes inactive and calls the completions with `position`.
  func complete(at position: UIViewAnimatingPosition) {
    timeline.removeAnimations()
    let handlers = completions
    reset()
    for handler in handlers { handler(position) }
  }

  /// Inactive, with no animation or completion left.
  func reset() {
    state = .inactive
    completions = []
    pendingAnimations = []
    timeline = AnimatorTimeline(duration: duration)
  }
}
