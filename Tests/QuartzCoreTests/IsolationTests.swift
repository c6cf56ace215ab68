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

// A main-actor view is its layer's delegate the same way.
@MainActor
final class MainActorLayerDelegate: NSObject, @MainActor CALayerDelegate {
  let layer = CALayer()
  var layouts = 0

  override init() {
    super.init()
    layer.delegate = self
  }

  func layoutSublayers(of layer: CALayer) { layouts += 1 }
  func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { NSNull() }
}

@MainActor @Test func aMainActorLayerDelegateLaysOutAndDeniesActions() {
  let view = MainActorLayerDelegate()
  view.layer.opacity = 0.5
  view.layer.setNeedsLayout()
  view.layer.layoutIfNeeded()
  #expect(view.layouts == 1)
  #expect(view.layer.animationKeys() == nil)
}
