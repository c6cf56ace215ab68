import BezelTestSupport
import QuartzCore
import Testing

final class StopRecorder: NSObject, CAAnimationDelegate {
  var stops: [Bool] = []
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stops.append(flag) }
}

@Test(.ownAnimationClock) func addingAnAnimationAddsACopy() {
  let layer = CALayer()
  let animation = CABasicAnimation(keyPath: "position")
  animation.toValue = CGPoint(x: 100, y: 0)
  layer.add(animation, forKey: "move")
  let added = layer.animation(forKey: "move") as? CABasicAnimation
  #expect(added != nil && added !== animation)
  #expect(added?.toValue as? CGPoint == CGPoint(x: 100, y: 0))
  animation.duration = 9
  #expect(added?.duration == 0)
}

@Test(.ownAnimationClock) func anExplicitAnimationLeavesTheModelValue() {
  let layer = CALayer()
  let animation = CABasicAnimation(keyPath: "opacity")
  animation.toValue = 0.0
  layer.add(animation, forKey: "fade")
  #expect(layer.opacity == 1)
}

@Test(.ownAnimationClock) func animationKeysKeepTheOrderAdded() {
  let layer = CALayer()
  for key in ["c", "a", "b"] { layer.add(CABasicAnimation(keyPath: "opacity"), forKey: key) }
  #expect(layer.animationKeys() == ["c", "a", "b"])
  layer.removeAnimation(forKey: "a")
  #expect(layer.animationKeys() == ["c", "b"])
}

@Test(.ownAnimationClock) func completingRemovesAnimationsRemovedOnCompletion() {
  let layer = CALayer()
  let recorder = StopRecorder()
  let kept = CABasicAnimation(keyPath: "opacity")
  kept.isRemovedOnCompletion = false
  kept.delegate = recorder
  let removed = CABasicAnimation(keyPath: "position")
  removed.delegate = recorder
  layer.add(kept, forKey: "kept")
  layer.add(removed, forKey: "removed")
  layer.completeAnimations()
  #expect(layer.animationKeys() == ["kept"])
  #expect(recorder.stops == [true, true])
}

@Test(.ownAnimationClock) func removingAnAnimationStopsItUnfinished() {
  let layer = CALayer()
  let recorder = StopRecorder()
  let animation = CABasicAnimation(keyPath: "opacity")
  animation.delegate = recorder
  layer.add(animation, forKey: "fade")
  layer.removeAllAnimations()
  #expect(recorder.stops == [false])
  #expect(layer.animationKeys() == nil)
}

@Test(.ownAnimationClock) func theDelegateIsHeldStrongly() {
  let animation = CABasicAnimation()
  animation.delegate = StopRecorder()
  #expect(animation.delegate != nil)
}

@Test(.ownAnimationClock) func withoutAnimationsPresentationHasTheModelValues() {
  let layer = CALayer()
  CATransaction.begin()
  CATransaction.setDisableActions(true)
  layer.position = CGPoint(x: 3, y: 4)
  CATransaction.commit()
  let presentation = layer.presentation()
  #expect(presentation !== layer)
  #expect(presentation?.position == CGPoint(x: 3, y: 4))
  #expect(presentation?.model() === layer)
}

@Test(.ownAnimationClock) func aBasicAnimationIsLinearWithoutATimingFunction() {
  let animation = CABasicAnimation(keyPath: "position.x")
  animation.fromValue = 0.0
  animation.toValue = 100.0
  animation.duration = 2
  // Half the duration, half the distance.
  #expect(animation.value(at: 1, model: 50.0) as? CGFloat == 50)
  #expect(animation.value(at: 0.5, model: 50.0) as? CGFloat == 25)
}

@Test(.ownAnimationClock) func keyPathsReachStructureFields() {
  let layer = CALayer()
  layer.setValue(2.0, forKeyPath: "transform.scale")
  #expect(layer.transform == CATransform3DMakeScale(2, 2, 2))
  layer.setValue(CGSize(width: 30, height: 40), forKeyPath: "bounds.size")
  #expect(layer.bounds.size == CGSize(width: 30, height: 40))
  #expect(layer.value(forKeyPath: "bounds.size.width") as? CGFloat == 30)
  layer.setValue(7.0, forKeyPath: "position.x")
  #expect(layer.position.x == 7)
}

@Test(.ownAnimationClock) func anUnknownKeyIsStoredAndReadBack() {
  let layer = CALayer()
  layer.setValue("value", forKey: "custom")
  #expect(layer.value(forKey: "custom") as? String == "value")
}

@Test(.ownAnimationClock) func namedTimingFunctionsHaveApplesControlPoints() {
  let function = CAMediaTimingFunction(name: .easeInEaseOut)
  var point: [Float] = [0, 0]
  function.getControlPoint(at: 1, values: &point)
  #expect(point == [0.42, 0])
  function.getControlPoint(at: 2, values: &point)
  #expect(point == [0.58, 1])
}

@Test(.ownAnimationClock) func withAClockPresentationInterpolatesAlongTheAnimation() {
  let context = CoreAnimationContext.current
  context.mediaTime = 10
  defer { context.mediaTime = 0 }
  let layer = CALayer()
  let animation = CABasicAnimation(keyPath: "position")
  animation.fromValue = CGPoint(x: 0, y: 0)
  animation.toValue = CGPoint(x: 100, y: 40)
  animation.duration = 2
  layer.add(animation, forKey: "move")
  // Linear pacing: half a second of two is a quarter of the way.
  context.mediaTime = 10.5
  #expect(layer.presentation()?.position == CGPoint(x: 25, y: 10))
  #expect(layer.position == .zero)
}

@Test(.ownAnimationClock) func aGroupsAnimationsRunRelativeToTheGroup() {
  let context = CoreAnimationContext.current
  context.mediaTime = 0
  defer { context.mediaTime = 0 }
  let layer = CALayer()
  let fade = CABasicAnimation(keyPath: "opacity")
  fade.fromValue = Float(0)
  fade.toValue = Float(1)
  fade.duration = 1
  fade.beginTime = 1
  let group = CAAnimationGroup()
  group.animations = [fade]
  group.duration = 2
  layer.add(group, forKey: "group")
  // The fade starts a second into the group: at 1.5 s it is halfway.
  context.mediaTime = 1.5
  #expect(layer.presentation()?.opacity == 0.5)
}

@Test(.ownAnimationClock) func aCompletedAnimationThatFillsForwardsPresentsItsEnd() {
  let context = CoreAnimationContext.current
  context.mediaTime = 0
  defer { context.mediaTime = 0 }
  let layer = CALayer()
  let move = CABasicAnimation(keyPath: "position")
  move.toValue = CGPoint(x: 50, y: 0)
  move.fillMode = .forwards
  move.isRemovedOnCompletion = false
  layer.add(move, forKey: "move")
  layer.completeAnimations()
  // The model is unchanged; the presentation holds the end, the classic fill-forwards idiom.
  #expect(layer.position == .zero)
  #expect(layer.presentation()?.position == CGPoint(x: 50, y: 0))
}
