import Foundation

/// One `beginAnimations(_:context:)`–`commitAnimations()` section: its parameters, set by the
/// `setAnimation…` class methods at any point before the commit, and the changes made in it.
///
/// The parameters apply to every change of the section, even one made before they were set
/// (UIView documentation, "beginAnimations(_:context:)": the methods "configure the animation
/// parameters" of the block), so each change is recorded with its old values and animated only
/// at the commit. Nested sections start their animations when the outermost one commits
/// (UIView documentation: "animations are not started until the outermost commitAnimations").
@MainActor
final class BlocklessAnimationSection {
  struct Change {
    let layer: CALayer
    let key: String
    let model: Any?
    let presentation: Any?
  }

  let animationID: String?
  let context: UnsafeMutableRawPointer?
  /// The block that stands for the section while it is open, so that changes ask it for actions.
  let block: ViewAnimationBlock
  // UIView documentation for each setter gives its default.
  var duration: TimeInterval = 0.2
  var delay: TimeInterval = 0
  var curve: UIView.AnimationCurve = .easeInOut
  var repeatCount: Float = 0
  var repeatAutoreverses = false
  var beginsFromCurrentState = false
  var delegate: AnyObject?
  var willStartSelector: Selector?
  var didStopSelector: Selector?
  private(set) var changes: [Change] = []

  init(animationID: String?, context: UnsafeMutableRawPointer?) {
    self.animationID = animationID
    self.context = context
    // A positive placeholder duration, so that changes made before `setAnimationDuration` are
    // recorded; the duration set by the commit is the one the animations take.
    self.block = ViewAnimationBlock(
      duration: 1, beginTime: 0, curve: .easeInOut, options: [], spring: nil, isKeyframe: false,
      completion: ViewAnimationCompletion(nil))
    block.blocklessSection = self
  }

  /// Records the change of `key` about to be made to `layer`; returns an action that does
  /// nothing, since the animation is added at the commit.
  func recordingAction(for layer: CALayer, forKey key: String) -> (any CAAction)? {
    guard ViewAnimationBlock.animatableKeys.contains(key) else { return nil }
    if !changes.contains(where: { $0.layer === layer && $0.key == key }) {
      changes.append(
        Change(
          layer: layer, key: key, model: layer.value(forKey: key),
          presentation: layer.presentation()?.value(forKey: key)))
    }
    return nil
  }

  /// The work that starts the section's animations and calls its delegate, run when the
  /// outermost section commits.
  func startWork(in context: CoreAnimationContext) -> () -> Void {
    let resolvedDuration = duration.isFinite ? max(duration, 0) : 0
    var options: UIView.AnimationOptions = []
    if beginsFromCurrentState { options.insert(.beginFromCurrentState) }
    if repeatAutoreverses { options.insert(.autoreverse) }
    let completion = ViewAnimationCompletion { [self] _ in
      callDelegate(didStopSelector)
    }
    let changes = self.changes
    let start = delay.isFinite && delay > 0 ? context.mediaTime + delay : 0
    let block = ViewAnimationBlock(
      duration: resolvedDuration, beginTime: start, curve: curve, options: options, spring: nil,
      isKeyframe: false, completion: completion)
    block.repeatCount = repeatCount
    let animates = resolvedDuration > 0 && ViewAnimationBlock.animationsEnabled
    return { [self] in
      callDelegate(willStartSelector)
      if animates {
        for change in changes {
          let from = beginsFromCurrentState ? change.presentation ?? change.model : change.model
          ViewAnimationAction(block: block, from: from)
            .run(forKey: change.key, object: change.layer, arguments: nil)
        }
      }
      completion.close(context: context)
    }
  }

  /// Sends `selector` to the delegate, with the animation's identifier as the first argument
  /// (`animationDidStop:finished:context:` and `animationWillStart:context:` take it first).
  private func callDelegate(_ selector: Selector?) {
    guard let selector, let delegate else { return }
    SelectorDispatch.send(selector, to: delegate, sender: animationID, event: nil)
  }
}
