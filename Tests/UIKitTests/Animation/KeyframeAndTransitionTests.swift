import BezelTestSupport
import Foundation
import Testing

@testable import UIKit

/// Keyframe animations and transitions on the virtual clock.
@MainActor
@Suite(.ownAnimationClock)
struct KeyframeAndTransitionTests {
  private var clock: CoreAnimationContext { CoreAnimationContext.current }

  @Test func keyframesChangingOnePropertyComposeIntoOnePath() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    var finished: [Bool] = []
    UIView.animateKeyframes(
      withDuration: 1, delay: 0,
      animations: {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
          view.center.x = 150
        }
        UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
          view.center.x = 250
        }
      }, completion: { finished.append($0) })
    #expect(view.center.x == 250)
    clock.advance(by: 0.25)
    // Half of the first keyframe: 50 → 150.
    #expect(abs((view.layer.presentation()?.position.x ?? .nan) - 100) < 1e-6)
    clock.advance(by: 0.5)
    // Half of the second: 150 → 250.
    #expect(abs((view.layer.presentation()?.position.x ?? .nan) - 200) < 1e-6)
    #expect(finished.isEmpty)
    clock.advance(by: 0.25)
    #expect(finished == [true])
  }

  @Test func aKeyframeOutsideAKeyframeAnimationChangesAtOnce() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0.5 }
    #expect(view.alpha == 0.5)
    #expect(view.layer.animationKeys() == nil)
  }

  @Test func aTransitionMakesTheChangesAtOnceAndCompletesAfterItsDuration() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    var finished: [Bool] = []
    UIView.transition(
      with: view, duration: 0.4, options: .transitionCrossDissolve,
      animations: { view.alpha = 0.5 }, completion: { finished.append($0) })
    #expect(view.alpha == 0.5)
    #expect(view.layer.animationKeys() == [kCATransition])
    #expect((view.layer.animation(forKey: kCATransition) as? CATransition)?.type == .fade)
    clock.advance(by: 0.4)
    #expect(finished == [true])
  }

  @Test func aTransitionFromOneViewToAnotherPutsItInTheSamePlace() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let first = UIView()
    let old = UIView()
    let last = UIView()
    for view in [first, old, last] { container.addSubview(view) }
    let new = UIView()
    UIView.transition(from: old, to: new, duration: 0.3, options: .transitionFlipFromLeft)
    #expect(
      container.subviews.map { ObjectIdentifier($0) }
        == [first, new, last].map {
          ObjectIdentifier($0)
        })
    #expect(old.superview == nil)
    clock.finish()
  }

  @Test func aTransitionThatShowsAndHidesKeepsBothViews() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let old = UIView()
    let new = UIView()
    new.isHidden = true
    container.addSubview(old)
    container.addSubview(new)
    UIView.transition(
      from: old, to: new, duration: 0.3,
      options: [.transitionCrossDissolve, .showHideTransitionViews])
    #expect(old.isHidden && !new.isHidden)
    #expect(old.superview === container)
    clock.finish()
  }

  @Test func animationOptionsHaveUIKitsRawValues() {
    #expect(UIView.AnimationOptions.curveLinear.rawValue == 3 << 16)
    #expect(UIView.AnimationOptions.transitionFlipFromBottom.rawValue == 7 << 20)
    #expect(UIView.AnimationOptions.preferredFramesPerSecond30.rawValue == 7 << 24)
    #expect(UIView.KeyframeAnimationOptions.calculationModeCubicPaced.rawValue == 4 << 10)
    #expect(UIView.AnimationCurve.linear.rawValue == 3)
  }
}
