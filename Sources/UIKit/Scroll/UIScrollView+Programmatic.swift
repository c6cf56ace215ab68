import Foundation

extension UIScrollView {
  /// Sets the offset: at once, stopping any motion (the way UIKit code stops a deceleration),
  /// or over the animation clock, ending with `scrollViewDidEndScrollingAnimation`.
  func setOffset(_ offset: CGPoint, animated: Bool) {
    stopMotion()
    guard animated, offset != contentOffset, offset.x.isFinite, offset.y.isFinite else {
      applyContentOffset(offset)
      return
    }
    startMotion(.animation, to: offset, rate: 0)
  }

  /// Scrolls just far enough that `rect`, in the content's coordinates, shows inside the
  /// insets; nothing when it shows already (UIScrollView, `scrollRectToVisible(_:animated:)`:
  /// "scrolls the content view so that the area defined by rect is just visible").
  func scrollToVisible(_ rect: CGRect, animated: Bool) {
    guard !rect.isNull, !rect.isInfinite, rect.minX.isFinite, rect.minY.isFinite,
      rect.width.isFinite, rect.height.isFinite
    else { return }
    let inset = adjustedContentInset
    let visible = bounds.inset(by: inset)
    func axis(_ low: CGFloat, _ high: CGFloat, _ shownLow: CGFloat, _ shownHigh: CGFloat)
      -> CGFloat
    {
      // A rectangle longer than the view shows from its start.
      if high - low > shownHigh - shownLow || low < shownLow { return low - shownLow }
      if high > shownHigh { return high - shownHigh }
      return 0
    }
    let dx = axis(rect.minX, rect.maxX, visible.minX, visible.maxX)
    let dy = axis(rect.minY, rect.maxY, visible.minY, visible.maxY)
    guard dx != 0 || dy != 0 else { return }
    let target = clampedOffset(CGPoint(x: contentOffset.x + dx, y: contentOffset.y + dy))
    guard target != contentOffset else { return }
    setContentOffset(target, animated: animated)
  }

  /// Scrolls to the top for a tap on the status bar, if the delegate agrees and the content is
  /// not there already; `scrollViewDidScrollToTop` follows when it arrives.
  ///
  /// Returns whether it scrolls.
  @discardableResult
  package func scrollToTopFromStatusBar() -> Bool {
    let top = CGPoint(x: contentOffset.x, y: -adjustedContentInset.top)
    guard scrollsToTop, contentOffset != top, delegate?.scrollViewShouldScrollToTop(self) ?? true
    else { return false }
    stopMotion()
    startMotion(.scrollToTop, to: top, rate: 0)
    return true
  }

  /// Starts a motion to `target` on the clock in effect, stepping each display frame.
  func startMotion(_ kind: ScrollMotion.Kind, to target: CGPoint, rate: CGFloat) {
    let motion = ScrollMotion(
      kind: kind, from: contentOffset, to: target, rate: rate, clock: .current)
    scrollState.motion = motion
    scheduleStep(of: motion)
  }

  private func scheduleStep(of motion: ScrollMotion) {
    let clock = motion.clock
    let context = window?.context
    motion.scheduledStep = clock.schedule(at: clock.mediaTime + ScrollMotion.frameInterval) {
      [weak self, weak motion] in
      MainActor.assumeIsolated {
        guard let self, let motion, self.scrollState.motion === motion else { return }
        if let context { context.run { self.step(motion) } } else { self.step(motion) }
      }
    }
  }

  private func step(_ motion: ScrollMotion) {
    let (offset, arrived) = motion.offset(after: motion.clock.mediaTime - motion.startTime)
    applyContentOffset(offset)
    guard scrollState.motion === motion else { return }
    guard arrived else { return scheduleStep(of: motion) }
    scrollState.motion = nil
    switch motion.kind {
    case .deceleration:
      scrollState.isDecelerating = false
      delegate?.scrollViewDidEndDecelerating(self)
    case .animation:
      delegate?.scrollViewDidEndScrollingAnimation(self)
    case .scrollToTop:
      delegate?.scrollViewDidScrollToTop(self)
    }
  }

  /// Stops the motion under way where it is, without its end callbacks.
  func stopMotion() {
    guard let motion = scrollState.motion else { return }
    scrollState.motion = nil
    scrollState.isDecelerating = false
    if let step = motion.scheduledStep { motion.clock.cancelScheduled(step) }
  }
}

extension UIWindow {
  /// A tap on the status bar: the window's one scroll view that scrolls to the top does
  /// (UIScrollView, `scrollsToTop`: "On iPhone, the scroll-to-top gesture has no effect if there
  /// is more than one scroll view on-screen that has scrollsToTop set to true").
  ///
  /// Returns the scroll view that scrolls, if any.
  @discardableResult
  package func statusBarTapped() -> UIScrollView? {
    var candidates: [UIScrollView] = []
    func visit(_ view: UIView) {
      guard !view.isHidden, view.alpha >= 0.01 else { return }
      if let scrollView = view as? UIScrollView, scrollView.scrollsToTop {
        candidates.append(scrollView)
      }
      for subview in view.storedSubviews { visit(subview) }
    }
    visit(self)
    guard candidates.count == 1, let scrollView = candidates.first,
      scrollView.scrollToTopFromStatusBar()
    else { return nil }
    return scrollView
  }
}
