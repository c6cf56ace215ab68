import Foundation

// Replacing the pages. Containment follows UIViewController.h's rules for custom containers;
// the order of the calls is Bezel's model of UIKit's, which documents no order for this
// container: the new pages are added as children (`willMove(toParent:)`), the pages appear and
// disappear around the swap of their views (`viewWillAppear` of the new pages, `viewWillDisappear`
// of the old ones, the views swapped, then `viewDidAppear` and `viewDidDisappear`), then the old
// pages leave (`willMove(toParent: nil)`, `didMove(toParent: nil)`) and the new ones are told
// they arrived (`didMove(toParent:)`). Appearance callbacks happen only while the controller's
// view is in a window; a page that stays is left alone.
extension UIPageViewController {
  /// How many pages a transition must give: one, or two for a page-curl controller with a
  /// middle spine or double-sided pages.
  var requiredPageCount: Int {
    transitionStyle == .pageCurl && (spineLocation == .mid || isDoubleSided) ? 2 : 1
  }

  /// The work of `setViewControllers(_:direction:animated:completion:)`.
  func performSetViewControllers(
    _ pages: [UIViewController], direction: NavigationDirection, animated: Bool,
    completion: ((Bool) -> Void)?
  ) {
    guard pages.count == requiredPageCount else {
      UIKitDiagnostics.raise(
        "NSInvalidArgumentException",
        "The number of view controllers provided (\(pages.count)) doesn't match the number "
          + "required (\(requiredPageCount)) for the requested transition")
      return
    }
    show(pages, animated: animated)
    completion?(true)
  }

  /// Swaps the shown pages for `pages` with containment and appearance callbacks.
  func show(_ pages: [UIViewController], animated: Bool) {
    let old = shownPages
    let leaving = old.filter { page in !pages.contains { $0 === page } }
    let arriving = pages.filter { page in !old.contains { $0 === page } }
    let isVisible = viewIfLoaded?.window != nil
    for page in arriving { addChild(page) }
    if isVisible {
      for page in arriving { page.beginAppearance(true, animated: animated) }
      for page in leaving { page.beginAppearance(false, animated: animated) }
    }
    shownPages = pages
    if let view = viewIfLoaded {
      for page in leaving { page.viewIfLoaded?.removeFromSuperview() }
      for page in pages where page.view.superview !== view {
        view.insertSubview(page.view, at: 0)
      }
      layoutPages()
    }
    if isVisible {
      for page in arriving { page.endAppearance() }
      for page in leaving { page.endAppearance() }
    }
    for page in leaving {
      page.willMove(toParent: nil)
      page.removeFromParent()
    }
    for page in arriving { page.didMove(toParent: self) }
  }

  /// Turns to the next (`forward`) or previous page, as a swipe would.
  ///
  /// The data source gives the page after the last shown or before the first; the delegate hears
  /// `willTransitionTo` before and `didFinishAnimating` after. Returns whether the page
  /// turned (false at either end).
  @discardableResult
  package func turnPage(_ direction: NavigationDirection) -> Bool {
    guard let dataSource, let current = direction == .forward ? shownPages.last : shownPages.first
    else { return false }
    var pages: [UIViewController] = []
    var anchor = current
    for _ in 0..<requiredPageCount {
      let next =
        direction == .forward
        ? dataSource.pageViewController(self, viewControllerAfter: anchor)
        : dataSource.pageViewController(self, viewControllerBefore: anchor)
      guard let next else { return false }
      pages.append(next)
      anchor = next
    }
    if direction == .reverse { pages.reverse() }
    let previous = shownPages
    delegate?.pageViewController(self, willTransitionTo: pages)
    show(pages, animated: true)
    if let pageControl, pageControl.numberOfPages > 0 {
      pageControl.currentPage += direction == .forward ? 1 : -1
    }
    delegate?.pageViewController(
      self, didFinishAnimating: true, previousViewControllers: previous, transitionCompleted: true)
    return true
  }
}
