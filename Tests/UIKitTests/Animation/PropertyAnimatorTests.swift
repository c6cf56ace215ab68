import BezelTestSupport
import Foundation
import Testing

@testable import UIKit

/// `UIViewPropertyAnimator`'s states and transitions as UIViewAnimating.h and Apple's
/// "UIViewPropertyAnimator" page table them, on the virtual clock.
@MainActor
@Suite(.ownAnimationClock)
struct PropertyAnimatorTests {
  private var clock: CoreAnimationContext { CoreAnimationContext.current }

  /// A view at x 0…100 and an animator moving its centre from x 50 to 250 over 1 s, linearly.
  private func makeAnimator() -> (UIView, UIViewPropertyAnimator) {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 250 }
    return (view, animator)
  }

  private func presentedX(_ view: UIView) -> CGFloat {
    view.layer.presentation()?.position.x ?? .nan
  }

  @Test func aNewAnimatorIsInactive() {
    let (view, animator) = makeAnimator()
    #expect(animator.state == .inactive)
    #expect(!animator.isRunning)
    // Its animations have not run: the model is untouched.
    #expect(view.center.x == 50)
  }

  @Test func startingMakesItActiveAndRunningWithTheFinalModelValue() {
    let (view, animator) = makeAnimator()
    animator.startAnimation()
    #expect(animator.state == .active)
    #expect(animator.isRunning)
    #expect(view.center.x == 250)
    clock.finish()
  }

  @Test func reachingTheEndCallsTheCompletionsWithEndAndMakesItInactive() {
    let (_, animator) = makeAnimator()
    var positions: [UIViewAnimatingPosition] = []
    animator.addCompletion { positions.append($0) }
    animator.addCompletion { _ in positions.append(.current) }
    animator.startAnimation()
    clock.advance(by: 0.5)
    #expect(positions.isEmpty)
    clock.advance(by: 0.5)
    #expect(positions == [.end, .current])
    #expect(animator.state == .inactive)
  }

  @Test func aRunningAnimatorMovesThePresentationAlongItsCurve() {
    let (view, animator) = makeAnimator()
    animator.startAnimation()
    clock.advance(by: 0.25)
    // 50 + 200 × 0.25.
    #expect(abs(presentedX(view) - 100) < 1e-6)
    #expect(abs(animator.fractionComplete - 0.25) < 1e-6)
    clock.finish()
  }

  @Test func pausingHoldsTheAnimationsWhereTheyAre() {
    let (view, animator) = makeAnimator()
    var completed = false
    animator.addCompletion { _ in completed = true }
    animator.startAnimation()
    clock.advance(by: 0.25)
    animator.pauseAnimation()
    clock.advance(by: 5)
    #expect(animator.state == .active)
    #expect(!animator.isRunning)
    #expect(abs(animator.fractionComplete - 0.25) < 1e-6)
    #expect(abs(presentedX(view) - 100) < 1e-6)
    #expect(!completed)
    animator.stopAnimation(true)
  }

  /// Pausing and continuing replace the end event the animator waits for: a thousand toggles
  /// leave one event on the clock, and the animator still ends once, at the right time.
  @Test func togglingAnAnimatorLeavesOneEndEventOnTheClock() {
    let (_, animator) = makeAnimator()
    var ends = 0
    animator.addCompletion { _ in ends += 1 }
    let before = clock.scheduledWorkCount
    animator.startAnimation()
    for _ in 0..<1000 {
      animator.pauseAnimation()
      animator.startAnimation()
    }
    #expect(clock.scheduledWorkCount == before + 1)
    clock.advance(by: 0.999)
    #expect(ends == 0)
    clock.advance(by: 0.001)
    #expect(ends == 1)
    #expect(clock.scheduledWorkCount == before)
  }

  @Test func scrubbingAPausedAnimatorIsLinearByDefault() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { view.center.x = 250 }
    animator.pauseAnimation()
    animator.fractionComplete = 0.5
    // scrubsLinearly: half way in time is half way in value, whatever the curve.
    #expect(abs(presentedX(view) - 150) < 1e-6)
    animator.stopAnimation(true)
  }

  @Test func settingTheFractionOfAnInactiveAnimatorMakesItActiveAndPaused() {
    let (_, animator) = makeAnimator()
    animator.fractionComplete = 0.3
    #expect(animator.state == .active)
    #expect(!animator.isRunning)
    #expect(abs(animator.fractionComplete - 0.3) < 1e-6)
    animator.stopAnimation(true)
  }

  @Test func aReversedAnimatorEndsAtTheStartWithTheStartValues() {
    let (view, animator) = makeAnimator()
    var positions: [UIViewAnimatingPosition] = []
    animator.addCompletion { positions.append($0) }
    animator.startAnimation()
    clock.advance(by: 0.5)
    animator.isReversed = true
    clock.advance(by: 0.25)
    // Back a quarter: 50 + 200 × 0.25.
    #expect(abs(presentedX(view) - 100) < 1e-6)
    clock.advance(by: 0.25)
    #expect(positions == [.start])
    #expect(view.center.x == 50)
    #expect(view.layer.animationKeys() == nil)
  }

  @Test func stoppingWithoutFinishingLeavesTheViewsWhereTheyAreAndCallsNoCompletion() {
    let (view, animator) = makeAnimator()
    var completed = false
    animator.addCompletion { _ in completed = true }
    animator.startAnimation()
    clock.advance(by: 0.5)
    animator.stopAnimation(true)
    #expect(animator.state == .inactive)
    #expect(abs(view.center.x - 150) < 1e-6)
    #expect(view.layer.animationKeys() == nil)
    clock.finish()
    #expect(!completed)
  }

  @Test func aStoppedAnimatorFinishesAtThePositionAsked() {
    let (view, animator) = makeAnimator()
    var positions: [UIViewAnimatingPosition] = []
    animator.addCompletion { positions.append($0) }
    animator.startAnimation()
    clock.advance(by: 0.5)
    animator.stopAnimation(false)
    #expect(animator.state == .stopped)
    animator.finishAnimation(at: .end)
    #expect(view.center.x == 250)
    #expect(positions == [.end])
    #expect(animator.state == .inactive)
  }

  @Test func finishingAnAnimatorThatIsNotStoppedIsRefused() {
    let (_, animator) = makeAnimator()
    animator.startAnimation()
    let messages = UIKitDiagnostics.capturing { animator.finishAnimation(at: .end) }
    #expect(messages.count == 1)
    #expect(animator.state == .active)
    clock.finish()
  }

  @Test func anAnimatorThatIsNotInterruptibleCannotBePaused() {
    let (_, animator) = makeAnimator()
    animator.isInterruptible = false
    animator.startAnimation()
    let messages = UIKitDiagnostics.capturing { animator.pauseAnimation() }
    #expect(messages.count == 1)
    #expect(animator.isRunning)
    clock.finish()
  }

  @Test func anAnimatorThatPausesOnCompletionStaysActiveAtTheEnd() {
    let (_, animator) = makeAnimator()
    var completed = false
    animator.addCompletion { _ in completed = true }
    animator.pausesOnCompletion = true
    animator.startAnimation()
    clock.advance(by: 1)
    #expect(animator.state == .active)
    #expect(!animator.isRunning)
    #expect(animator.fractionComplete == 1)
    #expect(!completed)
    animator.stopAnimation(true)
  }

  @Test func animationsAddedWithADelayFactorStartPartWay() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
    animator.addAnimations({ view.center.y = 250 }, delayFactor: 0.5)
    animator.startAnimation()
    clock.advance(by: 0.5)
    #expect(abs((view.layer.presentation()?.position.y ?? .nan) - 50) < 1e-6)
    clock.advance(by: 0.25)
    // Half of its half second: 50 + 200 × 0.5.
    #expect(abs((view.layer.presentation()?.position.y ?? .nan) - 150) < 1e-6)
    clock.finish()
  }

  @Test func continuingWithADurationFactorScalesTheRemainingTime() {
    let (_, animator) = makeAnimator()
    var completed = false
    animator.addCompletion { _ in completed = true }
    animator.startAnimation()
    clock.advance(by: 0.5)
    animator.pauseAnimation()
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.5)
    // The remaining 0.5 s at half the duration: 0.25 s.
    clock.advance(by: 0.2)
    #expect(!completed)
    clock.advance(by: 0.05)
    #expect(completed)
  }

  @Test func aRunningPropertyAnimatorStartsAtOnce() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    var position: UIViewAnimatingPosition?
    let animator = UIViewPropertyAnimator.runningPropertyAnimator(
      withDuration: 0.3, delay: 0, options: .curveLinear, animations: { view.alpha = 0 },
      completion: { position = $0 })
    #expect(animator.isRunning)
    clock.advance(by: 0.3)
    #expect(position == .end)
  }

  @Test func namedCurvesHaveCoreAnimationsControlPoints() {
    // CAMediaTimingFunction.h: ease-in is (0.42, 0) (1, 1).
    let easeIn = UICubicTimingParameters(animationCurve: .easeIn)
    // Core Animation keeps them as Floats.
    #expect(abs(easeIn.controlPoint1.x - 0.42) < 1e-6 && easeIn.controlPoint1.y == 0)
    #expect(easeIn.controlPoint2 == CGPoint(x: 1, y: 1))
    #expect(easeIn.timingCurveType == .builtin)
    let custom = UICubicTimingParameters(
      controlPoint1: CGPoint(x: 0.1, y: 0.2), controlPoint2: CGPoint(x: 0.3, y: 0.4))
    #expect(custom.timingCurveType == .cubic)
  }

  @Test func animatorEnumsHaveApplesRawValues() {
    #expect(UIViewAnimatingState.inactive.rawValue == 0)
    #expect(UIViewAnimatingState.stopped.rawValue == 2)
    #expect(UIViewAnimatingPosition.end.rawValue == 0)
    #expect(UIViewAnimatingPosition.current.rawValue == 2)
    #expect(UITimingCurveType.composed.rawValue == 3)
  }
}
