import BezelTestSupport

@testable import UIKit

/// A 320 × 480 window filled by a scroll view whose content is 320 × 2000 (or as given), with
/// no insets, and a delegate that records what it hears.
@MainActor
struct ScrollDragFixture {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  let delegate = RecordingScrollDelegate()

  init(contentSize: CGSize = CGSize(width: 320, height: 2000)) {
    scrollView.contentInsetAdjustmentBehavior = .never
    scrollView.contentSize = contentSize
    scrollView.delegate = delegate
    window.addSubview(scrollView)
  }

  /// Drags one finger from `start` to `end`, in window coordinates, in `frames` equal moves one
  /// display frame (1/60 s) apart on the clock, then lifts it where it stopped.
  func drag(from start: CGPoint, to end: CGPoint, frames: Int, lift: Bool = true) {
    let touch = UITouch()
    window.send(touch, .began, at: start)
    for frame in 1...frames {
      CoreAnimationContext.current.advance(by: 1.0 / 60)
      let share = CGFloat(frame) / CGFloat(frames)
      window.send(
        touch, .moved,
        at: CGPoint(x: start.x + (end.x - start.x) * share, y: start.y + (end.y - start.y) * share))
    }
    if lift { window.send(touch, .ended, at: end) }
  }

  /// Puts a finger down at `point` and lifts it there at once.
  func tap(at point: CGPoint) {
    let touch = UITouch()
    window.send(touch, .began, at: point)
    window.send(touch, .ended, at: point)
  }
}

/// A scroll-view delegate that records the messages it hears, in order, and can move the
/// target of a drag.
final class RecordingScrollDelegate: NSObject, UIScrollViewDelegate {
  var events: [String] = []
  var reportedVelocity: CGPoint?
  var proposedTarget: CGPoint?
  var replacementTarget: CGPoint?
  var allowsScrollToTop = true
  var scrolls = 0

  func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    events.append("willBeginDragging")
  }
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    events.append("willEndDragging")
    reportedVelocity = velocity
    proposedTarget = targetContentOffset.pointee
    if let replacementTarget { targetContentOffset.pointee = replacementTarget }
  }
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    events.append("didEndDragging(\(decelerate))")
  }
  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
    events.append("willBeginDecelerating")
  }
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    events.append("didEndDecelerating")
  }
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
    events.append("didEndScrollingAnimation")
  }
  func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { allowsScrollToTop }
  func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { events.append("didScrollToTop") }
}
