import Foundation

/// One open animation block (`UIView.animate`, a keyframe block or one of its keyframes): the
/// timing it gives the changes made inside, and the completion waiting for their animations.
///
/// A view's layer asks the view for an action before each property changes (UIView.h,
/// `actionForLayer:forKey:`); inside a block the view answers with one that animates the change,
/// so the model value takes its final value at once and only the presentation moves, as on iOS.
/// Blocks open and close within one synchronous call, so the stack of open blocks is empty
/// whenever the main actor runs anything else.
@MainActor
final class ViewAnimationBlock {
  // Read on every change of a view's geometry; main-actor state that no access overlaps, so
  // the dynamic exclusivity checks are left out.

  // The open blocks and the depth of `performWithoutAnimation` are process-wide: both open and
  // close within one synchronous call on the main actor, so no other work, test or host ever
  // sees them other than empty and 0.

  /// The open blocks, outermost first.
  @exclusivity(unchecked) static var open: [ViewAnimationBlock] = []
  /// How many `performWithoutAnimation` calls are running.
  @exclusivity(unchecked) static var withoutAnimationDepth = 0

  /// `UIView.areAnimationsEnabled`: a setting of the Core Animation context in effect, the clock
  /// the animations run on.
  ///
  /// UIKit documents one setting per app ("Sets whether animations are enabled"; it "affects
  /// only those animations that are submitted after it is called", UIView documentation), which
  /// an app reads on its main thread, where code that enters no context runs on the thread's
  /// own context: so one app sees one setting, as on iOS. A host or a test with a clock of its
  /// own (`DeviceHost`, `.ownAnimationClock`) has its own setting, and turning animations off
  /// there never reaches tests running meanwhile.
  static var animationsEnabled: Bool {
    get { CoreAnimationContext.current.viewAnimationsEnabled }
    set { CoreAnimationContext.current.viewAnimationsEnabled = newValue }
  }

  /// The properties a view animates in a block: UIView.h's animatable properties (frame,
  /// bounds, center, transform, alpha, backgroundColor) as the layer names them, and the corner
  /// radius, animatable in blocks since iOS 11 (WWDC17 session 230, "Advanced Animations with
  /// UIKit").
  static let animatableKeys: Set<String> = [
    "position", "bounds", "transform", "opacity", "backgroundColor", "cornerRadius",
  ]

  let duration: TimeInterval
  /// The media time the changes start animating at.
  let beginTime: CFTimeInterval
  let curve: UIView.AnimationCurve
  let options: UIView.AnimationOptions
  /// The spring's damping ratio and initial velocity, for spring blocks.
  let spring: (dampingRatio: CGFloat, velocity: CGFloat)?
  /// Whether the changes are paced linearly (keyframes are).
  let isKeyframe: Bool
  let completion: ViewAnimationCompletion
  /// The animator whose animations the block's changes become, for an animator's blocks.
  weak var animator: UIViewPropertyAnimator?
  /// For an animator's block: where in the animator's duration its changes start.
  var animatorStartFraction = 0.0
  /// With `.layoutSubviews`: the views whose bounds the block changed, in order, laid out
  /// before the block closes.
  var resizedViews: [UIView] = []
  /// How many times the animations repeat when `.repeat` is not set (`setAnimationRepeatCount`).
  var repeatCount: Float = 0
  /// For the block standing for a `beginAnimations` section: the section recording its changes.
  var blocklessSection: BlocklessAnimationSection?

  init(
    duration: TimeInterval, beginTime: CFTimeInterval, curve: UIView.AnimationCurve,
    options: UIView.AnimationOptions, spring: (dampingRatio: CGFloat, velocity: CGFloat)?,
    isKeyframe: Bool, completion: ViewAnimationCompletion
  ) {
    self.duration = duration
    self.beginTime = beginTime
    self.curve = curve
    self.options = options
    self.spring = spring
    self.isKeyframe = isKeyframe
    self.completion = completion
  }

  /// The innermost open block, when animations are on.
  static var current: ViewAnimationBlock? {
    // The open blocks first: outside any, a change of geometry pays one test.
    guard let block = open.last, withoutAnimationDepth == 0, block.duration > 0,
      animationsEnabled
    else { return nil }
    return block
  }

  /// The duration of a block opened now: `duration` (0 when not finite or negative), or the
  /// enclosing block's when there is one and the options override neither the inherited
  /// duration nor every inherited option (UIView.h,
  /// `UIViewAnimationOptionOverrideInheritedDuration`).
  static func duration(
    _ duration: TimeInterval, overridesDuration: Bool, overridesOptions: Bool
  ) -> TimeInterval {
    if let enclosing = open.last, !overridesDuration, !overridesOptions {
      return enclosing.duration
    }
    return duration.isFinite ? max(duration, 0) : 0
  }

  /// Runs `body` with `block` open.
  static func run(_ block: ViewAnimationBlock, _ body: () -> Void) {
    open.append(block)
    body()
    // `.layoutSubviews`: "Lay out subviews at commit time so that they are animated along with
    // their parent" (UIView.AnimationOptions): laid out while the block is open, the subviews'
    // new frames animate with its timing. Laying one out may resize more.
    var next = 0
    while next < block.resizedViews.count {
      block.resizedViews[next].layoutIfNeeded()
      next += 1
    }
    open.removeLast()
  }

  /// The action that animates `key` of `layer` from its value now to the one about to be set.
  func action(for layer: CALayer, forKey key: String) -> (any CAAction)? {
    if let blocklessSection { return blocklessSection.recordingAction(for: layer, forKey: key) }
    guard Self.animatableKeys.contains(key) else { return nil }
    let from =
      options.contains(.beginFromCurrentState)
      ? layer.presentation()?.value(forKey: key) : layer.value(forKey: key)
    return ViewAnimationAction(block: self, from: from)
  }

  /// An animation of `keyPath` for this block's timing.
  func makeAnimation(keyPath: String) -> CABasicAnimation {
    let animation: CABasicAnimation
    if let spring, !isKeyframe {
      // UIKit publishes no mapping from a damping ratio to a spring; Bezel takes the WWDC23
      // one for a spring of this perceptual duration and bounce 1 − ratio, played over the
      // block's duration (as UIKit plays it: the completion comes after `duration`).
      let springAnimation = CASpringAnimation(
        perceptualDuration: duration, bounce: 1 - max(0, min(spring.dampingRatio, 1)))
      springAnimation.initialVelocity = spring.velocity
      springAnimation.keyPath = keyPath
      animation = springAnimation
    } else {
      animation = CABasicAnimation(keyPath: keyPath)
      animation.timingFunction =
        isKeyframe
        ? CAMediaTimingFunction(name: .linear)
        : options.isKeyboardCurve ? UIView.keyboardTimingFunction : curve.timingFunction
    }
    animation.duration = duration
    animation.beginTime = beginTime
    // A delayed change shows its old value until it starts.
    animation.fillMode = .backwards
    if options.contains(.repeat) {
      animation.repeatCount = .infinity
    } else if repeatCount > 0 {
      animation.repeatCount = repeatCount
    }
    animation.autoreverses = options.contains(.autoreverse)
    animation.delegate = completion
    return animation
  }
}

/// The action a view gives its layer inside an animation block.
///
/// Run after the change, it adds an additive animation from the old value's offset to none,
/// which leaves the model value final: since iOS 8 block animations are additive, so a change
/// made while one runs continues smoothly instead of replacing it (WWDC14 session 236,
/// "Building Interruptible and Responsive Interactions"). Values that cannot be subtracted
/// (colours) animate from the old value instead.
@MainActor
final class ViewAnimationAction: NSObject, @MainActor CAAction {
  let block: ViewAnimationBlock
  let from: Any?

  init(block: ViewAnimationBlock, from: Any?) {
    self.block = block
    self.from = from
  }

  func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
    guard let layer = anObject as? CALayer else { return }
    if event == "bounds", block.options.contains(.layoutSubviews),
      let view = layer.delegate as? UIView, !block.resizedViews.contains(where: { $0 === view })
    {
      block.resizedViews.append(view)
    }
    if let animator = block.animator {
      return animator.animateChange(
        of: layer, key: event, from: from, model: layer.value(forKey: event),
        startFraction: block.animatorStartFraction)
    }
    let animation = block.makeAnimation(keyPath: event)
    Self.setEnds(of: animation, from: from, to: layer.value(forKey: event))
    block.completion.animationWillStart()
    layer.add(animation, forKey: Self.freeKey(event, in: layer))
  }

  /// Animates from `from` to the model value `model`: additively, from their difference to
  /// none, when the values can be subtracted; else from `from` to `model`.
  static func setEnds(of animation: CABasicAnimation, from: Any?, to model: Any?) {
    if let offset = AnimationValues.subtract(from, model),
      let zero = AnimationValues.subtract(model, model)
    {
      animation.isAdditive = true
      animation.fromValue = offset
      animation.toValue = zero
    } else {
      animation.fromValue = from
      animation.toValue = model
    }
  }

  /// `event`, or `event-2`, `event-3`… when an animation of the layer already has the key, so
  /// that the running one goes on (UIKit's own key scheme is unpublished).
  static func freeKey(_ event: String, in layer: CALayer) -> String {
    let keys = layer.animationKeys() ?? []
    guard keys.contains(event) else { return event }
    var suffix = 2
    while keys.contains("\(event)-\(suffix)") { suffix += 1 }
    return "\(event)-\(suffix)"
  }
}

/// The completion of one animation block: called once every animation the block added has
/// stopped, with whether all reached their end; called at the next turn of the run loop when
/// the block added none (UIView.h: "If the duration of the animation is 0, this block is
/// performed at the beginning of the next run loop cycle").
final class ViewAnimationCompletion: NSObject, CAAnimationDelegate {
  private let handler: ((Bool) -> Void)?
  private var running = 0
  private var allFinished = true
  private var isClosed = false
  private var hasRun = false

  init(_ handler: ((Bool) -> Void)?) { self.handler = handler }

  func animationWillStart() { running += 1 }

  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    running -= 1
    if !flag { allFinished = false }
    runIfDone()
  }

  /// The block's body has run: no more animations will join.
  func close(context: CoreAnimationContext) {
    isClosed = true
    guard running == 0 else { return }
    context.enqueueForNextTurn { [self] in runIfDone() }
  }

  private func runIfDone() {
    guard isClosed, running == 0, !hasRun else { return }
    hasRun = true
    handler?(allFinished)
  }
}
