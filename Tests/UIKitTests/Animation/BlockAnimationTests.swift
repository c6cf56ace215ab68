import BezelTestSupport
import Foundation
import Testing

@testable import UIKit

/// `UIView.animate`: final model values at once, presentation along the curve on the virtual
/// clock, completions when the clock passes the end.
@MainActor
@Suite(.ownAnimationClock)
struct BlockAnimationTests {
  private var clock: CoreAnimationContext { CoreAnimationContext.current }

  /// Whether `value` is within 1e-6 of `expected`: the clock's time is a sum of steps, and
  /// where an animation is depends on it to the last bits.
  private func isClose(_ value: CGFloat?, _ expected: CGFloat) -> Bool {
    guard let value else { return false }
    return abs(value - expected) < 1e-6
  }

  private func makeView() -> UIView {
    UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
  }

  /// A parent whose Auto Layout child fills it, resized in a block.
  private func makeParentAndChild() -> (UIView, UIView) {
    let parent = makeView()
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(child)
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
      child.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
      child.topAnchor.constraint(equalTo: parent.topAnchor),
      child.bottomAnchor.constraint(equalTo: parent.bottomAnchor),
    ])
    parent.layoutIfNeeded()
    return (parent, child)
  }

  /// `.layoutSubviews`: "Lay out subviews at commit time so that they are animated along with
  /// their parent." The child's new width comes with the block, and animates with its timing.
  @Test func theLayoutSubviewsOptionAnimatesSubviewsWithTheirParent() {
    let (parent, child) = makeParentAndChild()
    UIView.animate(withDuration: 0.4, delay: 0, options: .layoutSubviews) {
      parent.frame.size.width = 300
    }
    #expect(child.frame.width == 300)
    #expect(child.layer.animation(forKey: "bounds")?.duration == 0.4)
    clock.finish()
  }

  /// Without the option the subviews wait for the next layout pass, outside the block, and
  /// take their new frames without animating.
  @Test func withoutTheLayoutSubviewsOptionSubviewsWaitForTheNextLayout() {
    let (parent, child) = makeParentAndChild()
    UIView.animate(withDuration: 0.4) { parent.frame.size.width = 300 }
    #expect(child.frame.width == 100)
    parent.layoutIfNeeded()
    #expect(child.frame.width == 300)
    #expect(child.layer.animation(forKey: "bounds") == nil)
    clock.finish()
  }

  @Test func theModelValueIsFinalAtOnce() {
    let view = makeView()
    UIView.animate(withDuration: 0.3) { view.frame.origin.x = 200 }
    #expect(view.frame.origin.x == 200)
    #expect(view.layer.position == CGPoint(x: 250, y: 50))
    clock.finish()
  }

  @Test func thePresentationStartsFromTheOldValue() {
    let view = makeView()
    UIView.animate(withDuration: 0.3) { view.center = CGPoint(x: 150, y: 50) }
    // The additive animation adds (old − new) = (−100, 0) at progress 0.
    #expect(view.layer.presentation()?.position == CGPoint(x: 50, y: 50))
    clock.finish()
  }

  @Test func layoutIfNeededInsideABlockGivesTheFinalFrames() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let card = UIView()
    card.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(card)
    let height = card.heightAnchor.constraint(equalToConstant: 100)
    NSLayoutConstraint.activate([
      card.topAnchor.constraint(equalTo: root.topAnchor),
      card.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      card.widthAnchor.constraint(equalToConstant: 200), height,
    ])
    root.layoutIfNeeded()
    height.constant = 240
    UIView.animate(withDuration: 0.25) { root.layoutIfNeeded() }
    #expect(card.frame == CGRect(x: 0, y: 0, width: 200, height: 240))
    clock.finish()
  }

  @Test func aGrowingViewPresentsASizeBetweenItsTwoSizes() {
    let view = makeView()
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      view.bounds.size.height = 180
    }
    clock.advance(by: 0.5)
    // 180 + (100 − 180) × 0.5: the additive offset's height, −80, is not standardized.
    #expect(isClose(view.layer.presentation()?.bounds.size.height, 140))
    clock.finish()
  }

  @Test func theCompletionRunsWhenTheClockPassesTheEnd() {
    let view = makeView()
    var finished: [Bool] = []
    UIView.animate(
      withDuration: 0.3, animations: { view.alpha = 0 }, completion: { finished.append($0) })
    clock.advance(by: 0.2)
    #expect(finished.isEmpty)
    clock.advance(by: 0.1)
    #expect(finished == [true])
  }

  @Test func aBlockThatAnimatesNothingCompletesAtTheNextTurnOfTheRunLoop() {
    var finished: [Bool] = []
    UIView.animate(withDuration: 0.3, animations: {}, completion: { finished.append($0) })
    // UIView.h: such a completion runs at the beginning of the next run loop cycle.
    #expect(finished.isEmpty)
    clock.runPendingWork()
    #expect(finished == [true])
  }

  @Test func aLinearCurveMovesThePresentationEvenly() {
    let view = makeView()
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      view.center = CGPoint(x: 150, y: 50)
    }
    clock.advance(by: 0.25)
    // 150 + (50 − 150) × (1 − 0.25) = 75.
    #expect(isClose(view.layer.presentation()?.position.x, 75))
    clock.finish()
  }

  @Test func theDefaultCurveIsHalfwayAtHalfTime() {
    let view = makeView()
    UIView.animate(withDuration: 1) { view.alpha = 0 }
    clock.advance(by: 0.5)
    // Ease-in-ease-out, (0.42, 0) (0.58, 1), is symmetric about its midpoint.
    let opacity = view.layer.presentation()?.opacity ?? -1
    #expect(abs(opacity - 0.5) < 1e-4)
    clock.finish()
  }

  @Test func aDelayedChangeShowsTheOldValueUntilItStarts() {
    let view = makeView()
    var finished: [Bool] = []
    UIView.animate(
      withDuration: 0.5, delay: 1, options: .curveLinear, animations: { view.alpha = 0 },
      completion: { finished.append($0) })
    clock.advance(by: 0.5)
    #expect(view.layer.presentation()?.opacity == 1)
    clock.advance(by: 0.75)
    // 0.25 s into 0.5 s: opacity 1 − 0.5.
    #expect(isClose((view.layer.presentation()?.opacity).map { CGFloat($0) }, 0.5))
    #expect(finished.isEmpty)
    clock.advance(by: 0.25)
    #expect(finished == [true])
  }

  @Test func aNestedBlockInheritsTheEnclosingDuration() {
    let view = makeView()
    var order: [String] = []
    UIView.animate(
      withDuration: 0.2,
      animations: {
        UIView.animate(
          withDuration: 5, animations: { view.alpha = 0 },
          completion: { _ in order.append("inner") }
        )
      }, completion: { _ in order.append("outer") })
    clock.advance(by: 0.2)
    #expect(order.contains("inner"))
  }

  @Test func aNestedBlockKeepsItsDurationWhenItOverridesTheInheritedOne() {
    let view = makeView()
    var done = false
    UIView.animate(withDuration: 0.2) {
      UIView.animate(
        withDuration: 5, delay: 0, options: .overrideInheritedDuration,
        animations: { view.alpha = 0 }, completion: { _ in done = true })
    }
    clock.advance(by: 4.9)
    #expect(!done)
    clock.advance(by: 0.1)
    #expect(done)
  }

  @Test func completionsRunInTheOrderTheirAnimationsEnd() {
    let view = makeView()
    var order: [String] = []
    UIView.animate(
      withDuration: 0.4, animations: { view.alpha = 0 }, completion: { _ in order.append("long") })
    UIView.animate(
      withDuration: 0.1, animations: { view.frame.origin.y = 10 },
      completion: { _ in order.append("short") })
    clock.finish()
    #expect(order == ["short", "long"])
  }

  @Test func removingTheAnimationsCompletesTheBlockUnfinished() {
    let view = makeView()
    var finished: [Bool] = []
    UIView.animate(
      withDuration: 1, animations: { view.alpha = 0 }, completion: { finished.append($0) })
    view.layer.removeAllAnimations()
    #expect(finished == [false])
    #expect(view.alpha == 0)
  }

  @Test func aSecondChangeAddsToTheRunningAnimation() {
    let view = makeView()
    var finished: [Bool] = []
    UIView.animate(
      withDuration: 1, animations: { view.center.x = 150 }, completion: { finished.append($0) })
    clock.advance(by: 0.5)
    UIView.animate(withDuration: 1) { view.center.x = 250 }
    // iOS 8 made block animations additive: the first keeps running to its end.
    #expect(view.layer.animationKeys() == ["position", "position-2"])
    clock.advance(by: 0.5)
    #expect(finished == [true])
    clock.finish()
  }

  @Test func changesWithoutAnimationAreNotAnimatedInsideABlock() {
    let view = makeView()
    UIView.animate(withDuration: 1) {
      UIView.performWithoutAnimation { view.alpha = 0.5 }
    }
    #expect(view.layer.animationKeys() == nil)
    #expect(view.alpha == 0.5)
    clock.runPendingWork()
  }

  @Test func withAnimationsDisabledABlockStillCompletes() {
    let view = makeView()
    UIView.setAnimationsEnabled(false)
    defer { UIView.setAnimationsEnabled(true) }
    var finished: [Bool] = []
    UIView.animate(
      withDuration: 1, animations: { view.alpha = 0 }, completion: { finished.append($0) })
    #expect(view.layer.animationKeys() == nil)
    clock.runPendingWork()
    #expect(finished == [true])
  }

  @Test func aChangeOutsideABlockIsNotAnimated() {
    let view = makeView()
    view.alpha = 0.25
    view.frame.origin.x = 30
    #expect(view.layer.animationKeys() == nil)
  }

  @Test func theInheritedDurationIsTheRunningBlocks() {
    var inside: TimeInterval = -1
    let view = makeView()
    UIView.animate(withDuration: 0.7) {
      inside = UIView.inheritedAnimationDuration
      view.alpha = 0
    }
    #expect(inside == 0.7)
    #expect(UIView.inheritedAnimationDuration == 0)
    clock.finish()
  }

  @Test func aSpringBlockCompletesAfterItsDuration() {
    let view = makeView()
    var done = false
    UIView.animate(
      withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
      animations: { view.center.x = 300 }, completion: { _ in done = true })
    #expect(view.layer.animation(forKey: "position") is CASpringAnimation)
    clock.advance(by: 0.49)
    #expect(!done)
    clock.advance(by: 0.01)
    #expect(done)
  }

  @Test func aColourAnimatesFromTheOldColour() {
    let view = makeView()
    view.backgroundColor = .white
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      view.backgroundColor = .black
    }
    clock.advance(by: 0.5)
    let components = view.layer.presentation()?.backgroundColor?.components ?? []
    #expect(components.count == 2 && isClose(components.first, 0.5) && components.last == 1)
    clock.finish()
  }

  @Test func theDeleteSystemAnimationRemovesTheViewsWhenItCompletes() {
    let root = makeView()
    let view = makeView()
    root.addSubview(view)
    UIView.perform(.delete, on: [view], options: [], animations: nil)
    #expect(view.superview === root)
    clock.finish()
    #expect(view.superview == nil)
  }
}
