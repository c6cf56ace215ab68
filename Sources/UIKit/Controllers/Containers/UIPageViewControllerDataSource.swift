import Foundation

/// The object that gives a page view controller the pages before and after a page, and the
/// count and index its page control shows (UIPageViewController.h).
@MainActor @preconcurrency
public protocol UIPageViewControllerDataSource: NSObjectProtocol {
  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerBefore viewController: UIViewController
  ) -> UIViewController?
  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerAfter viewController: UIViewController
  ) -> UIViewController?
  /// The number of dots of the scroll style's page control; implementing it and
  /// `presentationIndex(for:)` shows the control.
  func presentationCount(for pageViewController: UIPageViewController) -> Int
  /// The dot of the page shown first.
  func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
  /// 0: no page control.
  ///
  /// UIKit shows the control only when the data source implements both
  /// presentation methods, which Swift cannot ask of a protocol; a count of 0 stands for "not
  /// implemented".
  public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
  public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}
