import BezelTestSupport
import QuartzCore
import Testing

@Test(.ownAnimationClock) func theDefaultAnimationDurationIsAQuarterSecond() {
  #expect(CATransaction.animationDuration() == 0.25)
  #expect(!CATransaction.disableActions())
}

@Test(.ownAnimationClock) func aNestedTransactionInheritsAndRestoresSettings() {
  CATransaction.begin()
  CATransaction.setAnimationDuration(1)
  CATransaction.begin()
  #expect(CATransaction.animationDuration() == 1)
  CATransaction.setAnimationDuration(3)
  #expect(CATransaction.animationDuration() == 3)
  CATransaction.commit()
  #expect(CATransaction.animationDuration() == 1)
  CATransaction.commit()
  #expect(CATransaction.animationDuration() == 0.25)
}

@Test(.ownAnimationClock) func aCompletionWithoutAnimationsRunsAtCommit() {
  var ran = false
  CATransaction.begin()
  CATransaction.setCompletionBlock { ran = true }
  #expect(!ran)
  CATransaction.commit()
  #expect(ran)
}

@Test(.ownAnimationClock) func aCompletionWaitsForItsAnimations() {
  var order: [String] = []
  let layer = CALayer()
  layer.delegate = NullDelegate()
  CATransaction.begin()
  CATransaction.setCompletionBlock { order.append("outer") }
  CATransaction.begin()
  CATransaction.setCompletionBlock { order.append("inner") }
  layer.add(CABasicAnimation(keyPath: "opacity"), forKey: "fade")
  CATransaction.commit()
  CATransaction.commit()
  #expect(order.isEmpty)
  layer.completeAnimations()
  #expect(order == ["inner", "outer"])
}

@Test(.ownAnimationClock) func nestedCompletionsRunInnerFirstWithoutAnimations() {
  var order: [String] = []
  CATransaction.begin()
  CATransaction.setCompletionBlock { order.append("outer") }
  CATransaction.begin()
  CATransaction.setCompletionBlock { order.append("inner") }
  CATransaction.commit()
  CATransaction.commit()
  #expect(order == ["inner", "outer"])
}

@Test(.ownAnimationClock) func aReplacedBlockWithoutAnimationsRunsAtOnce() {
  var ran: [String] = []
  CATransaction.begin()
  CATransaction.setCompletionBlock { ran.append("first") }
  CATransaction.setCompletionBlock { ran.append("second") }
  // CATransaction.h: invoked immediately if "the completion block is set to a different value".
  #expect(ran == ["first"])
  CATransaction.commit()
  #expect(ran == ["first", "second"])
}

@Test(.ownAnimationClock) func removingTheAnimationsRunsTheCompletion() {
  var ran = false
  let layer = CALayer()
  CATransaction.begin()
  CATransaction.setCompletionBlock { ran = true }
  layer.add(CABasicAnimation(keyPath: "opacity"), forKey: "fade")
  CATransaction.commit()
  #expect(!ran)
  layer.removeAllAnimations()
  #expect(ran)
}

@Test(.ownAnimationClock) func completingEveryAnimationOfTheContextRunsTheCompletion() {
  var ran = false
  let layer = CALayer()
  CATransaction.begin()
  CATransaction.setCompletionBlock { ran = true }
  layer.add(CABasicAnimation(keyPath: "position"), forKey: "move")
  CATransaction.commit()
  CoreAnimationContext.current.completeAllAnimations()
  #expect(ran)
  #expect(layer.animationKeys() == nil)
}
