import Foundation

// Keyframe animations (UIView.h, "Animating views with keyframe-based animations"). Each
// keyframe's changes animate over its share of the block's duration; animations are additive,
// so keyframes changing one property in turn compose into one path through their values.
// Keyframes are paced linearly between their values (`calculationModeLinear`, the default);
// Bezel treats the other calculation modes as linear too, and says so here.

extension UIView {
  /// Animates the keyframes `animations` adds (with `addKeyframe`) over `duration` seconds.
  public class func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: UIView.KeyframeAnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    let context = CoreAnimationContext.current
    let resolvedDuration = ViewAnimationBlock.duration(
      duration, overridesDuration: options.contains(.overrideInheritedDuration),
      overridesOptions: options.contains(.overrideInheritedOptions))
    let start = context.mediaTime + (delay.isFinite ? max(delay, 0) : 0)
    let tracker = ViewAnimationCompletion(completion)
    let shared = UIView.AnimationOptions(
      rawValue: options.rawValue & UIView.AnimationOptions([.repeat, .autoreverse]).rawValue)
    let block = ViewAnimationBlock(
      duration: resolvedDuration, beginTime: start, curve: .linear, options: shared, spring: nil,
      isKeyframe: true, completion: tracker)
    ViewAnimationBlock.run(block, animations)
    tracker.close(context: context)
  }

  /// Adds a keyframe to the keyframe animation being built: `animations`' changes animate from
  /// `frameStartTime` for `frameDuration`, both fractions (0…1) of the whole duration.
  ///
  /// Outside `animateKeyframes` UIKit has no keyframe animation to add to; Bezel then runs the
  /// changes at once.
  public class func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
    animations: @escaping () -> Void
  ) {
    guard let keyframes = ViewAnimationBlock.open.last(where: \.isKeyframe) else {
      return animations()
    }
    let start = min(max(frameStartTime.isFinite ? frameStartTime : 0, 0), 1)
    let length = min(max(frameDuration.isFinite ? frameDuration : 0, 0), 1 - start)
    let frame = ViewAnimationBlock(
      duration: keyframes.duration * length,
      beginTime: keyframes.beginTime + keyframes.duration * start, curve: .linear,
      options: keyframes.options, spring: nil, isKeyframe: true,
      completion: keyframes.completion)
    ViewAnimationBlock.run(frame, animations)
  }
}
