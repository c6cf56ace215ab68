import Foundation

// Block animations (UIView.h, "Animating views with blocks"). The changes made in the block take
// their final values at once, so `layoutIfNeeded()` inside it gives the final frames; the layers
// animate only their presentation, on the virtual clock (`CoreAnimationContext+Clock.swift`),
// and the completion runs when the clock passes the animations' end.
// Declared `public`: Swift without Objective-C cannot override a member of an extension, and
// these class members are not meant to be overridden (UIKit declares them in a category).

extension UIView {
  /// Animates the changes `animations` makes, after `delay`, with `options`.
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    runBlock(
      duration: duration, delay: delay, options: options, spring: nil, animations: animations,
      completion: completion)
  }

  /// Animates the changes `animations` makes over `duration` seconds.
  public class func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    runBlock(
      duration: duration, delay: 0, options: [], spring: nil, animations: animations,
      completion: completion)
  }

  /// Animates the changes `animations` makes over `duration` seconds.
  public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
    runBlock(
      duration: duration, delay: 0, options: [], spring: nil, animations: animations,
      completion: nil)
  }

  /// Animates the changes `animations` makes along a spring with `dampingRatio` (0…1) and
  /// initial `velocity` (the whole distance per second is 1).
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
    options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    runBlock(
      duration: duration, delay: delay, options: options, spring: (dampingRatio, velocity),
      animations: animations, completion: completion)
  }

  /// Runs `actionsWithoutAnimation` with animations off, even inside an animation block.
  public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    ViewAnimationBlock.withoutAnimationDepth += 1
    actionsWithoutAnimation()
    ViewAnimationBlock.withoutAnimationDepth -= 1
  }

  /// Turns block animations on or off; while off, changes in blocks take effect at once and
  /// completions still run.
  public class func setAnimationsEnabled(_ enabled: Bool) {
    ViewAnimationBlock.animationsEnabled = enabled
  }

  /// Whether block animations are on (default `true`).
  public class var areAnimationsEnabled: Bool { ViewAnimationBlock.animationsEnabled }

  /// The duration of the animation block being run, or 0 outside one.
  public class var inheritedAnimationDuration: TimeInterval {
    ViewAnimationBlock.current?.duration ?? 0
  }

  /// Runs the system animation `animation` on `views`, with `parallelAnimations` beside it.
  ///
  /// `.delete` fades the views out and removes them from their superviews when it completes
  /// (UIView.h, `UISystemAnimationDelete`); its duration is unpublished, and Bezel takes UIKit's
  /// default animation duration, 0.25 s (CATransaction.h).
  public class func perform(
    _ animation: UIView.SystemAnimation, on views: [UIView],
    options: UIView.AnimationOptions = [], animations parallelAnimations: (() -> Void)?,
    completion: ((Bool) -> Void)? = nil
  ) {
    runBlock(
      duration: 0.25, delay: 0, options: options, spring: nil,
      animations: {
        for view in views { view.alpha = 0 }
        parallelAnimations?()
      },
      completion: { finished in
        for view in views { view.removeFromSuperview() }
        completion?(finished)
      })
  }

  /// Opens a block with the given timing, inheriting the enclosing block's duration and curve
  /// unless `options` overrides them (UIView.h, `UIViewAnimationOptionOverrideInheritedDuration`
  /// and `…Curve`), runs `animations` in it and closes it.
  static func runBlock(
    duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
    spring: (dampingRatio: CGFloat, velocity: CGFloat)?, animations: () -> Void,
    completion: ((Bool) -> Void)?
  ) {
    let context = CoreAnimationContext.current
    let resolvedDuration = ViewAnimationBlock.duration(
      duration, overridesDuration: options.contains(.overrideInheritedDuration),
      overridesOptions: options.contains(.overrideInheritedOptions))
    var curve = options.curve
    var resolvedOptions = options
    if let enclosing = ViewAnimationBlock.open.last, !options.contains(.overrideInheritedOptions) {
      if !options.contains(.overrideInheritedCurve) {
        curve = enclosing.curve
        resolvedOptions.inheritCurveBits(of: enclosing.options)
      }
      resolvedOptions.formUnion(enclosing.options.intersection([.repeat, .autoreverse]))
    }
    let start = delay.isFinite && delay > 0 ? context.mediaTime + delay : 0
    let tracker = ViewAnimationCompletion(completion)
    let block = ViewAnimationBlock(
      duration: resolvedDuration, beginTime: start, curve: curve, options: resolvedOptions,
      spring: spring, isKeyframe: false, completion: tracker)
    ViewAnimationBlock.run(block, animations)
    tracker.close(context: context)
  }
}
