import BezelTestSupport
import Testing

@testable import UIKit

/// A drag on a scroll view's content scrolls it through its pan recognizer, and the content
/// decelerates on the clock to where the deceleration model projects it.
///
/// Every drag here moves 20 points a frame at 60 frames a second: 1,200 points a second. The pan
/// begins at the first move, 20 points past the 10-point hysteresis, and the content follows the
/// finger from there, so a drag of N moves scrolls 20 × (N − 1) points.
@MainActor @Suite(.ownAnimationClock)
struct ScrollDraggingTests {
  // 15 moves up: the content scrolls 280 points. Released at 1,200 points a second (1.2 points
  // a millisecond to the delegate), it travels 1.2 × 0.998 / 0.002 = 598.8 points more at the
  // normal rate (WWDC 2018 session 803's projection) and rests at 878.8.
  @Test func aFlickDeceleratesToTheProjectedOffset() {
    let fixture = ScrollDragFixture()
    fixture.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100), frames: 15)
    #expect(abs(fixture.scrollView.contentOffset.y - 280) < 1e-9)
    #expect(abs((fixture.delegate.reportedVelocity?.y ?? 0) - 1.2) < 1e-9)
    #expect(abs((fixture.delegate.proposedTarget?.y ?? 0) - 878.8) < 1e-6)
    #expect(fixture.scrollView.isDecelerating)
    CoreAnimationContext.current.finish()
    #expect(abs(fixture.scrollView.contentOffset.y - 878.8) < 1e-6)
    #expect(!fixture.scrollView.isDecelerating)
  }

  @Test func theDelegateHearsADragInUIKitsOrder() {
    let fixture = ScrollDragFixture()
    fixture.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100), frames: 15)
    CoreAnimationContext.current.finish()
    #expect(
      fixture.delegate.events == [
        "willBeginDragging", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating",
        "didEndDecelerating",
      ])
  }

  // The distance left shrinks to 0.998 of itself each millisecond: from 598.8 points it falls
  // under the half-point resting distance after ln(0.5 / 598.8) / (1000 × ln 0.998) = 3.54 s.
  @Test func decelerationLastsUntilTheContentIsWithinHalfAPoint() {
    let fixture = ScrollDragFixture()
    fixture.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100), frames: 15)
    CoreAnimationContext.current.advance(by: 3.5)
    #expect(fixture.scrollView.isDecelerating)
    let left = 598.8 * pow(0.998, 3500.0)
    #expect(abs(fixture.scrollView.contentOffset.y - (878.8 - left)) < 1e-6)
    CoreAnimationContext.current.advance(by: 0.1)
    #expect(!fixture.scrollView.isDecelerating)
    #expect(fixture.delegate.events.last == "didEndDecelerating")
  }

  // "Your application can change the value of the targetContentOffset parameter to adjust
  // where the scrollview finishes its scrolling animation" (UIScrollViewDelegate).
  @Test func aDelegateMovesTheRestingOffset() {
    let fixture = ScrollDragFixture()
    fixture.delegate.replacementTarget = CGPoint(x: 0, y: 500)
    fixture.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100), frames: 15)
    CoreAnimationContext.current.finish()
    #expect(fixture.scrollView.contentOffset == CGPoint(x: 0, y: 500))
  }

  // The fast rate keeps 0.99 a millisecond: the flick travels 1.2 × 0.99 / 0.01 = 118.8 points.
  @Test func theFastRateStopsSooner() {
    let fixture = ScrollDragFixture()
    fixture.scrollView.decelerationRate = .fast
    fixture.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100), frames: 15)
    CoreAnimationContext.current.finish()
    #expect(abs(fixture.scrollView.contentOffset.y - (280 + 118.8)) < 1e-6)
  }

  // A finger down on the content tracks before it drags; dragging starts with the pan.
  @Test func trackingStartsAtTouchDownAndDraggingWithThePan() {
    let fixture = ScrollDragFixture()
    let touch = UITouch()
    fixture.window.send(touch, .began, at: CGPoint(x: 160, y: 400))
    #expect(fixture.scrollView.isTracking && !fixture.scrollView.isDragging)
    CoreAnimationContext.current.advance(by: 1.0 / 60)
    fixture.window.send(touch, .moved, at: CGPoint(x: 160, y: 380))
    #expect(fixture.scrollView.isTracking && fixture.scrollView.isDragging)
    fixture.window.send(touch, .ended, at: CGPoint(x: 160, y: 380))
    #expect(!fixture.scrollView.isTracking && !fixture.scrollView.isDragging)
  }

  // Observers of `contentOffset` hear each frame of the drag and the deceleration, the last at
  // the resting offset, 878.8.
  @Test func anObserverHearsTheOffsetMoveFrameByFrame() {
    let fixture = ScrollDragFixture()
    var offsets: [CGFloat] = []
    let observation = fixture.scrollView.observe(\.contentOffset, options: [.new]) { _, change in
      offsets.append(change.newValue?.y ?? .nan)
    }
    fixture.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100), frames: 15)
    // The 14 moves after the pan began.
    #expect(offsets.count == 14)
    CoreAnimationContext.current.finish()
    #expect(offsets.count > 14)
    #expect(abs((offsets.last ?? 0) - 878.8) < 1e-6)
    #expect(offsets.count == fixture.delegate.scrolls)
    observation.invalidate()
  }

  // Tracking lasts while any finger is on the content.
  @Test func trackingEndsWithTheLastFinger() {
    let fixture = ScrollDragFixture()
    fixture.scrollView.isMultipleTouchEnabled = true
    let first = UITouch()
    let second = UITouch()
    fixture.window.send(first, .began, at: CGPoint(x: 100, y: 300))
    fixture.window.send(second, .began, at: CGPoint(x: 200, y: 300))
    fixture.window.send(first, .ended, at: CGPoint(x: 100, y: 300))
    #expect(fixture.scrollView.isTracking)
    fixture.window.send(second, .ended, at: CGPoint(x: 200, y: 300))
    #expect(!fixture.scrollView.isTracking)
  }

  // Pulled 100 points down past the top, the content follows by the rubber band's
  // 100 × 480 × 0.55 / (480 + 0.55 × 100) = 49.35 points, then returns to the edge.
  @Test func aDragPastTheTopBandsAndSpringsBack() {
    let fixture = ScrollDragFixture()
    fixture.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 220), frames: 6)
    let banded = 100.0 * 480 * 0.55 / (480 + 0.55 * 100)
    #expect(abs(fixture.scrollView.contentOffset.y + banded) < 1e-9)
    #expect(fixture.delegate.proposedTarget == .zero)
    CoreAnimationContext.current.finish()
    #expect(fixture.scrollView.contentOffset == .zero)
  }

  @Test func withoutBouncingTheContentStopsAtTheEdge() {
    let fixture = ScrollDragFixture()
    fixture.scrollView.bounces = false
    fixture.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 220), frames: 6)
    #expect(fixture.scrollView.contentOffset == .zero)
    #expect(fixture.delegate.events.last == "didEndDragging(false)")
  }

  // A finger on decelerating content stops it there, and no end of deceleration is reported.
  @Test func aTouchStopsTheDeceleration() {
    let fixture = ScrollDragFixture()
    fixture.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100), frames: 15)
    CoreAnimationContext.current.advance(by: 0.5)
    let caught = fixture.scrollView.contentOffset
    fixture.tap(at: CGPoint(x: 160, y: 240))
    CoreAnimationContext.current.finish()
    #expect(fixture.scrollView.contentOffset == caught)
    #expect(!fixture.scrollView.isDecelerating)
    #expect(!fixture.delegate.events.contains("didEndDecelerating"))
  }

  // "Set contentOffset to stop": an offset set without animation stops the deceleration.
  @Test func settingTheOffsetStopsTheDeceleration() {
    let fixture = ScrollDragFixture()
    fixture.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100), frames: 15)
    fixture.scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
    CoreAnimationContext.current.finish()
    #expect(fixture.scrollView.contentOffset == CGPoint(x: 0, y: 300))
    #expect(!fixture.scrollView.isDecelerating)
  }

  @Test func aScrollViewWithScrollingOffDoesNotScroll() {
    let fixture = ScrollDragFixture()
    fixture.scrollView.isScrollEnabled = false
    #expect(!fixture.scrollView.panGestureRecognizer.isEnabled)
    fixture.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100), frames: 15)
    #expect(fixture.scrollView.contentOffset == .zero)
    #expect(fixture.delegate.events.isEmpty)
  }

  // A scroll view has its pan recognizer among its recognizers, as on iOS.
  @Test func thePanRecognizerIsAmongTheScrollViewsRecognizers() {
    let scrollView = UIScrollView()
    #expect(
      scrollView.gestureRecognizers?.contains { $0 === scrollView.panGestureRecognizer } == true)
    #expect(scrollView.panGestureRecognizer.view === scrollView)
  }

  // Paging, a drag of 80 points left flicked at 1,200 points a second projects to 678.8 but
  // rests one page on, at 320, in either layout direction: offsets do not flip.
  @Test(arguments: [UISemanticContentAttribute.forceLeftToRight, .forceRightToLeft])
  func pagingRestsOnePageOn(_ direction: UISemanticContentAttribute) {
    let fixture = ScrollDragFixture(contentSize: CGSize(width: 960, height: 480))
    fixture.window.semanticContentAttribute = direction
    fixture.scrollView.isPagingEnabled = true
    fixture.drag(from: CGPoint(x: 300, y: 240), to: CGPoint(x: 200, y: 240), frames: 5)
    #expect(abs(fixture.scrollView.contentOffset.x - 80) < 1e-9)
    #expect(fixture.delegate.proposedTarget == CGPoint(x: 320, y: 0))
    CoreAnimationContext.current.finish()
    #expect(fixture.scrollView.contentOffset == CGPoint(x: 320, y: 0))
  }

  // With directional lock, a drag that starts along the vertical axis scrolls only vertically.
  @Test func directionalLockHoldsADragToItsAxis() {
    let fixture = ScrollDragFixture(contentSize: CGSize(width: 2000, height: 2000))
    fixture.scrollView.isDirectionalLockEnabled = true
    fixture.scrollView.decelerationRate = .fast
    fixture.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 180, y: 200), frames: 10)
    #expect(fixture.scrollView.contentOffset.x == 0)
    #expect(fixture.scrollView.contentOffset.y > 0)
    CoreAnimationContext.current.finish()
    #expect(fixture.scrollView.contentOffset.x == 0)
  }
}
