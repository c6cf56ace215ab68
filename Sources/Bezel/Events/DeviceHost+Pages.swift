import UIKit

extension DeviceHost {
  /// Swipes a page view controller to its next (`.forward`) or previous page, as a finger
  /// swiping across its pages would: the data source gives the page after (or before) the one
  /// shown, the delegate hears `pageViewController(_:willTransitionTo:)` before the turn and
  /// `pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)`
  /// after it, the pages change with their containment and appearance callbacks, and the page
  /// control moves to the next dot.
  ///
  /// - Returns: Whether the page turned; false at either end of the pages.
  @discardableResult
  public func swipePage(
    _ direction: UIPageViewController.NavigationDirection,
    in pageViewController: UIPageViewController
  ) -> Bool {
    perform { pageViewController.turnPage(direction) }
  }
}
