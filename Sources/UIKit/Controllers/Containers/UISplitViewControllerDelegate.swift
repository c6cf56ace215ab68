import Foundation

/// The object a split view controller asks how to collapse and expand its columns.
@MainActor @preconcurrency
public protocol UISplitViewControllerDelegate: NSObjectProtocol {
  /// Whether the delegate collapsed the secondary controller itself; true discards it, so that
  /// the collapsed split view shows the primary column (UISplitViewController.h).
  func splitViewController(
    _ splitViewController: UISplitViewController,
    collapseSecondary secondaryViewController: UIViewController,
    onto primaryViewController: UIViewController
  ) -> Bool

  /// The column to show on top when the split view collapses (iOS 14); `.primary` keeps the
  /// secondary controller off the primary navigation stack.
  func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column
}

// The methods are optional in UIKit.
extension UISplitViewControllerDelegate {
  public func splitViewController(
    _ splitViewController: UISplitViewController,
    collapseSecondary secondaryViewController: UIViewController,
    onto primaryViewController: UIViewController
  ) -> Bool {
    false
  }

  public func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column {
    proposedTopColumn
  }
}
