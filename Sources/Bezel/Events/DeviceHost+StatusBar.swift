import UIKit

extension DeviceHost {
  /// Taps the status bar: the one scroll view on screen whose `scrollsToTop` is true scrolls to
  /// the top over the host's clock, if its delegate agrees (UIScrollView, `scrollsToTop`).
  ///
  /// - Returns: The scroll view that scrolls, or `nil` when none does (none, or more than one,
  ///   scrolls to the top; the delegate refused; the content is at the top already).
  @discardableResult
  public func tapStatusBar() -> UIScrollView? {
    perform { window.statusBarTapped() }
  }
}
