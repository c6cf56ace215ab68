import BezelTestSupport
import Foundation
import Testing

@testable import UIKit

/// `beginAnimations(_:context:)` and `commitAnimations()`: the pre-block animation API on the
/// same clock as blocks, with parameters that apply to the whole section.
@MainActor
@Suite(.ownAnimationClock)
struct BlocklessAnimationTests {
  private var clock: CoreAnimationContext { CoreAnimationContext.current }

  private func makeView() -> UIView {
    UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
  }

  /// Model values are final at once, as in a block.
  @Test func changesTakeTheirFinalValueAtOnce() {
    let view = makeView()
    UIView.beginAnimations(nil, context: nil)
    view.alpha = 0.5
    UIView.commitAnimations()
    #expect(view.alpha == 0.5)
    clock.finish()
  }

  /// "The default value is 0.2" (UIView documentation, `setAnimationDuration(_:)`).
  @Test func defaultDurationIsTwoTenths() {
    let view = makeView()
    UIView.beginAnimations("fade", context: nil)
    view.alpha = 0
    UIView.commitAnimations()
    #expect(view.layer.animation(forKey: "opacity")?.duration == 0.2)
    clock.finish()
  }

  /// A duration set after the change still applies to it: parameters belong to the section.
  @Test func durationSetAfterTheChangeApplies() {
    let view = makeView()
    UIView.beginAnimations(nil, context: nil)
    view.center = CGPoint(x: 200, y: 200)
    UIView.setAnimationDuration(0.7)
    UIView.setAnimationCurve(.linear)
    UIView.commitAnimations()
    let animation = view.layer.animation(forKey: "position") as? CABasicAnimation
    #expect(animation?.duration == 0.7)
    // The linear curve's timing function is the identity: halfway in time is halfway along.
    #expect(animation?.timingFunction?.solve(0.5) == 0.5)
    clock.finish()
  }

  /// Halfway through a linear 1-second move from x = 50 to x = 150, the layer shows x = 100.
  @Test func presentationMovesAlongTheCurveOnTheClock() {
    let view = makeView()
    UIView.beginAnimations(nil, context: nil)
    UIView.setAnimationDuration(1)
    UIView.setAnimationCurve(.linear)
    view.center = CGPoint(x: 150, y: 50)
    UIView.commitAnimations()
    clock.advance(by: 0.5)
    let x = view.layer.presentation()?.position.x ?? 0
    #expect(abs(x - 100) < 1e-6)
    clock.finish()
    #expect(view.layer.presentation()?.position.x == 150)
  }

  /// Outside a section the setters do nothing (UIView documentation for each setter).
  @Test func settersOutsideASectionDoNothing() {
    let view = makeView()
    UIView.setAnimationDuration(5)
    UIView.beginAnimations(nil, context: nil)
    view.alpha = 0
    UIView.commitAnimations()
    #expect(view.layer.animation(forKey: "opacity")?.duration == 0.2)
    clock.finish()
  }

  /// A duration of 0 animates nothing; the values are final.
  @Test func zeroDurationAddsNoAnimation() {
    let view = makeView()
    UIView.beginAnimations(nil, context: nil)
    UIView.setAnimationDuration(0)
    view.alpha = 0
    UIView.commitAnimations()
    #expect(view.layer.animationKeys() == nil || view.layer.animationKeys()?.isEmpty == true)
    #expect(view.alpha == 0)
  }

  /// A nested section's animations start with the outermost commit.
  @Test func nestedSectionsStartAtTheOutermostCommit() {
    let view = makeView()
    UIView.beginAnimations("outer", context: nil)
    UIView.beginAnimations("inner", context: nil)
    UIView.setAnimationDuration(0.3)
    view.alpha = 0
    UIView.commitAnimations()
    #expect(view.layer.animation(forKey: "opacity") == nil)
    UIView.commitAnimations()
    #expect(view.layer.animation(forKey: "opacity")?.duration == 0.3)
    clock.finish()
  }

  /// The delegate hears the start at the commit and the stop when the clock passes the end,
  /// with the animation's identifier as the first argument.
  @Test func delegateHearsWillStartAndDidStopInOrder() {
    final class Listener: SelectorTarget {
      var calls: [String] = []
      func method(for selector: Selector) -> ((Any?, UIEvent?) -> Void)? {
        { [self] sender, _ in calls.append("\(selector) \(sender as? String ?? "nil")") }
      }
    }
    let view = makeView()
    let listener = Listener()
    UIView.beginAnimations("move", context: nil)
    UIView.setAnimationDelegate(listener)
    UIView.setAnimationWillStart("animationWillStart:context:")
    UIView.setAnimationDidStop("animationDidStop:finished:context:")
    view.center = .zero
    UIView.commitAnimations()
    #expect(listener.calls == ["animationWillStart:context: move"])
    clock.advance(by: 0.1)
    #expect(listener.calls.count == 1)
    clock.advance(by: 0.2)
    #expect(
      listener.calls == [
        "animationWillStart:context: move", "animationDidStop:finished:context: move",
      ])
  }

  /// `setAnimationRepeatCount(2)` plays the animation twice.
  @Test func repeatCountRepeatsTheAnimation() {
    let view = makeView()
    UIView.beginAnimations(nil, context: nil)
    UIView.setAnimationRepeatCount(2)
    UIView.setAnimationRepeatAutoreverses(true)
    view.alpha = 0
    UIView.commitAnimations()
    let animation = view.layer.animation(forKey: "opacity")
    #expect(animation?.repeatCount == 2)
    #expect(animation?.autoreverses == true)
    clock.finish()
  }

  /// A section never committed is committed at the end of the turn: later changes do not join it.
  @Test func unbalancedSectionClosesAtTheEndOfTheTurn() {
    let view = makeView()
    UIView.beginAnimations(nil, context: nil)
    view.alpha = 0.5
    clock.runPendingWork()
    #expect(view.layer.animation(forKey: "opacity")?.duration == 0.2)
    view.center = CGPoint(x: 10, y: 10)
    #expect(view.layer.animation(forKey: "position") == nil)
    clock.finish()
  }
}
