import QuartzCore
import Testing

// CAAnimationDelegate is not main-actor isolated, as in Apple's SDK. A main-actor class (a view
// controller) conforms with an isolated conformance, SE-0470's `@MainActor CAAnimationDelegate`,
// and hears its animations stop when they complete on the main actor.

@MainActor
final class MainActorAnimationDelegate: NSObject, @MainActor CAAnimationDelegate {
  var stopped = false
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stopped = true }
}

@MainActor @Test func aMainActorDelegateHearsItsAnimationStop() {
  let layer = CALayer()
  let delegate = MainActorAnimationDelegate()
  let animation = CABasicAnimation(keyPath: "opacity")
  animation.delegate = delegate
  layer.add(animation, forKey: "fade")
  layer.completeAnimations()
  #expect(delegate.stopped)
}
