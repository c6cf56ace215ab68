import BezelTestSupport
import Testing

@testable import UIKit

/// Offsets changed with animation move over the clock; a tap on the status bar scrolls the
/// one scroll view that scrolls to the top.
@MainActor @Suite(.ownAnimationClock)
struct ScrollAnimationTests {
  private var clock: CoreAnimationContext { CoreAnimationContext.current }

  // Bezel's model: 0.3 s, ease-in-out (3t² − 2t³): halfway in time is halfway in distance.
  @Test func anAnimatedOffsetMovesOverTheClockAndReportsItsEnd() {
    let fixture = ScrollDragFixture()
    fixture.scrollView.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
    #expect(fixture.scrollView.contentOffset == .zero)
    clock.advance(by: 0.15)
    #expect(abs(fixture.scrollView.contentOffset.y - 300) < 1e-6)
    clock.advance(by: 0.15)
    #expect(fixture.scrollView.contentOffset == CGPoint(x: 0, y: 600))
    #expect(fixture.delegate.events == ["didEndScrollingAnimation"])
  }

  @Test func anAnimatedOffsetToWhereTheContentIsDoesNothing() {
    let fixture = ScrollDragFixture()
    fixture.scrollView.setContentOffset(.zero, animated: true)
    clock.finish()
    #expect(fixture.delegate.events.isEmpty)
  }

  // A rectangle below the visible area is brought just into view: its bottom at the view's
  // bottom, 900 − 480 = 420.
  @Test func aRectangleBelowIsScrolledJustIntoView() {
    let fixture = ScrollDragFixture()
    fixture.scrollView.scrollRectToVisible(
      CGRect(x: 0, y: 800, width: 100, height: 100), animated: false)
    #expect(fixture.scrollView.contentOffset == CGPoint(x: 0, y: 420))
    // Scrolled back up to a rectangle above, its top meets the view's top.
    fixture.scrollView.scrollRectToVisible(
      CGRect(x: 0, y: 100, width: 100, height: 100), animated: false)
    #expect(fixture.scrollView.contentOffset == CGPoint(x: 0, y: 100))
  }

  @Test func aVisibleRectangleDoesNotScroll() {
    let fixture = ScrollDragFixture()
    fixture.scrollView.contentOffset = CGPoint(x: 0, y: 50)
    fixture.scrollView.scrollRectToVisible(
      CGRect(x: 0, y: 100, width: 100, height: 100), animated: true)
    clock.finish()
    #expect(fixture.scrollView.contentOffset == CGPoint(x: 0, y: 50))
    #expect(fixture.delegate.events.isEmpty)
  }

  // The top is the offset that shows the top inset: −20 under a 20-point content inset.
  @Test func aStatusBarTapScrollsTheOneScrollViewToTheTop() {
    let fixture = ScrollDragFixture()
    fixture.scrollView.contentInset.top = 20
    fixture.scrollView.contentOffset = CGPoint(x: 0, y: 700)
    #expect(fixture.window.statusBarTapped() === fixture.scrollView)
    clock.finish()
    #expect(fixture.scrollView.contentOffset == CGPoint(x: 0, y: -20))
    #expect(fixture.delegate.events == ["didScrollToTop"])
  }

  // "On iPhone, the scroll-to-top gesture has no effect if there is more than one scroll view
  // on-screen that has scrollsToTop set to true" (UIScrollView, `scrollsToTop`).
  @Test func twoScrollViewsThatScrollToTheTopCancelTheTap() {
    let fixture = ScrollDragFixture()
    fixture.scrollView.contentOffset = CGPoint(x: 0, y: 700)
    fixture.window.addSubview(UIScrollView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
    #expect(fixture.window.statusBarTapped() == nil)
    clock.finish()
    #expect(fixture.scrollView.contentOffset == CGPoint(x: 0, y: 700))
  }

  @Test func theDelegateMayRefuseToScrollToTheTop() {
    let fixture = ScrollDragFixture()
    fixture.delegate.allowsScrollToTop = false
    fixture.scrollView.contentOffset = CGPoint(x: 0, y: 700)
    #expect(fixture.window.statusBarTapped() == nil)
    #expect(fixture.scrollView.contentOffset == CGPoint(x: 0, y: 700))
  }
}
