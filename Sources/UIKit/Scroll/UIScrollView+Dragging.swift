import Foundation

/// A scroll view's drag: whether a finger is down and dragging, where the drag began, and the
/// motion on the clock after it.
@MainActor
final class ScrollState {
  var isTracking = false
  var isDragging = false
  var isDecelerating = false
  /// The offset when the drag began.
  var dragStartOffset = CGPoint.zero
  /// The axes the drag moves: both, or one when directional lock holds it to one.
  var dragAxes: (horizontal: Bool, vertical: Bool) = (true, true)
  /// The motion under way, if any.
  var motion: ScrollMotion?
}

/// The pan recognizer every scroll view has: it tells the scroll view when a finger goes down
/// on its content (tracking starts, and a moving content stops) and when the fingers lift.
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    if let scrollView = view as? UIScrollView {
      scrollView.scrollState.isTracking = true
      // A finger on moving content stops it where it is; the deceleration does not report an
      // end (UIScrollViewDelegate: `scrollViewDidEndDecelerating` is for a scroll that stops).
      if scrollView.scrollState.motion != nil { scrollView.stopMotion() }
    }
    super.touchesBegan(touches, with: event)
  }

  // The touches that end are already in the ended phase: tracking ends with the last finger.
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    if let scrollView = view as? UIScrollView, liveTouches.isEmpty {
      scrollView.scrollState.isTracking = false
    }
    super.touchesEnded(touches, with: event)
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    (view as? UIScrollView)?.scrollState.isTracking = false
    super.touchesCancelled(touches, with: event)
  }
}

extension UIScrollView {
  /// The rubber band's stiffness past an edge: a model, the constant 0.55 with which the
  /// displayed overshoot is `x × d × c / (d + c × x)` for a drag `x` past the edge of a view
  /// `d` long, as reconstructed from iOS by the community (Apple publishes no formula); the
  /// content follows just over half the finger's movement near the edge, and never a whole
  /// view's length.
  static let rubberBandConstant: CGFloat = 0.55

  var pan: UIPanGestureRecognizer {
    if let storedPan { return storedPan }
    installPanGestureRecognizer()
    return storedPan ?? UIPanGestureRecognizer()
  }

  func installPanGestureRecognizer() {
    guard storedPan == nil else { return }
    let recognizer = ScrollViewPanGestureRecognizer(target: nil, action: nil)
    recognizer.addActionHandler { [link = itemLink] recognizer in
      guard let scrollView = link.view(as: UIScrollView.self),
        let pan = recognizer as? UIPanGestureRecognizer
      else { return }
      scrollView.handlePan(pan)
    }
    storedPan = recognizer
    addGestureRecognizer(recognizer)
  }

  /// The axes a drag scrolls: those whose content, with its insets, is longer than the view,
  /// or that always bounce (UIScrollView.h, `alwaysBounceVertical`).
  var scrollableAxes: (horizontal: Bool, vertical: Bool) {
    let range = offsetRange
    return (
      range.max.x > range.min.x || alwaysBounceHorizontal,
      range.max.y > range.min.y || alwaysBounceVertical
    )
  }

  /// The offset nearest `offset` inside the resting range.
  func clampedOffset(_ offset: CGPoint) -> CGPoint {
    let range = offsetRange
    return CGPoint(
      x: min(max(offset.x, range.min.x), range.max.x),
      y: min(max(offset.y, range.min.y), range.max.y))
  }

  private func handlePan(_ pan: UIPanGestureRecognizer) {
    switch pan.state {
    case .began: beginDragging(pan)
    case .changed: drag(pan)
    case .ended: endDragging(pan)
    case .cancelled: endDragging(pan)
    default: break
    }
  }

  private func beginDragging(_ pan: UIPanGestureRecognizer) {
    stopMotion()
    let axes = scrollableAxes
    var dragAxes = axes
    if isDirectionalLockEnabled, axes.horizontal, axes.vertical {
      // Directional lock, a model: a drag that starts at least twice as far along one axis as
      // the other (within about 27° of it) scrolls along that axis only.
      let moved = pan.translation(in: self)
      if abs(moved.x) >= 2 * abs(moved.y) {
        dragAxes.vertical = false
      } else if abs(moved.y) >= 2 * abs(moved.x) {
        dragAxes.horizontal = false
      }
    }
    scrollState.dragAxes = dragAxes
    scrollState.isDragging = true
    scrollState.dragStartOffset = contentOffset
    // The content follows the finger from where the pan began, without catching up the
    // movement the pan waited for.
    pan.setTranslation(.zero, in: self)
    delegate?.scrollViewWillBeginDragging(self)
    keyboardDragDidBegin()
  }

  private func drag(_ pan: UIPanGestureRecognizer) {
    keyboardDragDidMove(pan)
    let moved = pan.translation(in: self)
    let start = scrollState.dragStartOffset
    let axes = scrollState.dragAxes
    let range = offsetRange
    var offset = contentOffset
    if axes.horizontal {
      offset.x = banded(
        start.x - moved.x, min: range.min.x, max: range.max.x, length: bounds.width)
    }
    if axes.vertical {
      offset.y = banded(
        start.y - moved.y, min: range.min.y, max: range.max.y, length: bounds.height)
    }
    applyContentOffset(offset)
    refreshControlDragDidMove()
  }

  /// `proposed`, past `min` or `max`, pulled back by the rubber band, or held at the edge when
  /// the view does not bounce.
  private func banded(_ proposed: CGFloat, min: CGFloat, max: CGFloat, length: CGFloat) -> CGFloat {
    let c = Self.rubberBandConstant
    func band(_ x: CGFloat) -> CGFloat { length > 0 ? x * length * c / (length + c * x) : 0 }
    if proposed < min { return bounces ? min - band(min - proposed) : min }
    if proposed > max { return bounces ? max + band(proposed - max) : max }
    return proposed
  }

  private func endDragging(_ pan: UIPanGestureRecognizer) {
    guard scrollState.isDragging else { return }
    let axes = scrollState.dragAxes
    let fingerVelocity = pan.state == .cancelled ? .zero : pan.velocity(in: self)
    keyboardDragDidEnd(fingerVelocity: fingerVelocity)
    // The content moves against the finger.
    let velocity = CGPoint(
      x: axes.horizontal ? -fingerVelocity.x : 0, y: axes.vertical ? -fingerVelocity.y : 0)
    let offset = contentOffset
    var target = restingTarget(from: offset, velocity: velocity)
    // The delegate hears the velocity in points per millisecond, as iOS reports it, and may
    // move the target (UIScrollViewDelegate, `scrollViewWillEndDragging`).
    let reported = CGPoint(x: velocity.x / 1000, y: velocity.y / 1000)
    // A collection view's layout moves it first (UICollectionViewLayout,
    // `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`).
    if let layout = (self as? UICollectionView)?.collectionViewLayout {
      target = layout.targetContentOffset(
        forProposedContentOffset: target, withScrollingVelocity: reported)
    }
    if let delegate {
      withUnsafeMutablePointer(to: &target) { pointer in
        delegate.scrollViewWillEndDragging(
          self, withVelocity: reported, targetContentOffset: pointer)
      }
    }
    scrollState.isDragging = false
    let decelerates = target != offset
    delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
    guard decelerates else { return }
    scrollState.isDecelerating = true
    delegate?.scrollViewWillBeginDecelerating(self)
    // Back from past an edge at the fast rate: a model of the spring's return, about half a
    // second for a 100-point overshoot.
    let past = offset != clampedOffset(offset)
    let rate = past ? DecelerationRate.fast : decelerationRate
    startMotion(.deceleration, to: target, rate: rate.rawValue)
  }

  /// Where a drag released at `offset` with `velocity` (points per second) comes to rest: back
  /// at the edge when past one; else projected at the deceleration rate and kept inside the
  /// content; with paging, on the page nearest that, at most one page from where the drag began.
  func restingTarget(from offset: CGPoint, velocity: CGPoint) -> CGPoint {
    let clamped = clampedOffset(offset)
    guard clamped == offset else { return clamped }
    let projected = CGPoint(
      x: offset.x + Self.projectedDistance(velocity: velocity.x, rate: decelerationRate),
      y: offset.y + Self.projectedDistance(velocity: velocity.y, rate: decelerationRate))
    guard isPagingEnabled else { return clampedOffset(projected) }
    let start = scrollState.dragStartOffset
    func page(_ value: CGFloat, from start: CGFloat, length: CGFloat) -> CGFloat {
      guard length > 0 else { return value }
      let first = (start / length).rounded()
      let nearest = (value / length).rounded()
      return min(max(nearest, first - 1), first + 1) * length
    }
    return clampedOffset(
      CGPoint(
        x: page(projected.x, from: start.x, length: bounds.width),
        y: page(projected.y, from: start.y, length: bounds.height)))
  }
}
