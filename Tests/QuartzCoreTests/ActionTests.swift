import BezelTestSupport
import QuartzCore
import Testing

// Implicit actions: delegate, then `actions`, then `style`, then the default (CALayer.h).

final class NullDelegate: NSObject, CALayerDelegate {
  func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { NSNull() }
}

final class RecordingAction: CAAction {
  var events: [String] = []
  func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
    events.append(event)
  }
}

@Test(.ownAnimationClock) func aStandaloneLayerAnimatesAnAnimatableChange() {
  let layer = CALayer()
  layer.opacity = 0.5
  let animation = layer.animation(forKey: "opacity") as? CABasicAnimation
  #expect(animation?.keyPath == "opacity")
  #expect(animation?.duration == 0.25)
  #expect(layer.opacity == 0.5)
}

@Test(.ownAnimationClock) func aDelegateReturningNullDeniesTheAction() {
  let delegate = NullDelegate()
  let layer = CALayer()
  layer.delegate = delegate
  layer.actions = ["opacity": RecordingAction()]
  layer.opacity = 0.5
  #expect(layer.animationKeys() == nil)
}

@Test(.ownAnimationClock) func theActionsDictionaryComesBeforeTheStyle() {
  let fromActions = RecordingAction()
  let fromStyle = RecordingAction()
  let layer = CALayer()
  layer.actions = ["cornerRadius": fromActions]
  layer.style = ["actions": ["cornerRadius": fromStyle, "borderWidth": fromStyle]]
  layer.cornerRadius = 4
  layer.borderWidth = 2
  #expect(fromActions.events == ["cornerRadius"])
  #expect(fromStyle.events == ["borderWidth"])
}

@Test(.ownAnimationClock) func disablingActionsAddsNoAnimation() {
  let layer = CALayer()
  CATransaction.begin()
  CATransaction.setDisableActions(true)
  layer.position = CGPoint(x: 10, y: 10)
  CATransaction.commit()
  #expect(layer.animationKeys() == nil)
  #expect(layer.position == CGPoint(x: 10, y: 10))
}

@Test(.ownAnimationClock) func theTransactionsDurationIsTheImplicitAnimations() {
  let layer = CALayer()
  CATransaction.begin()
  CATransaction.setAnimationDuration(2)
  layer.cornerRadius = 8
  CATransaction.commit()
  #expect(layer.animation(forKey: "cornerRadius")?.duration == 2)
}

final class PassingDelegate: NSObject, CALayerDelegate {}

@Test(.ownAnimationClock) func aDelegateReturningNilLetsTheSearchContinue() {
  let delegate = PassingDelegate()
  let action = RecordingAction()
  let layer = CALayer()
  layer.delegate = delegate
  layer.actions = ["zPosition": action]
  layer.zPosition = 3
  #expect(action.events == ["zPosition"])
}

@Test(.ownAnimationClock) func aNonAnimatablePropertyHasNoDefaultAction() {
  let layer = CALayer()
  layer.name = "card"
  layer.contentsScale = 3
  #expect(layer.animationKeys() == nil)
}

@Test(.ownAnimationClock) func anImplicitAnimationRunsFromTheOldValue() {
  let context = CoreAnimationContext.current
  context.mediaTime = 0
  defer { context.mediaTime = 0 }
  let layer = CALayer()
  CATransaction.begin()
  CATransaction.setDisableActions(true)
  layer.opacity = 0
  CATransaction.commit()
  layer.opacity = 1
  // A quarter-second linear animation from 0 to 1, read after an eighth of a second.
  context.mediaTime = 0.125
  #expect(layer.presentation()?.opacity == 0.5)
}
