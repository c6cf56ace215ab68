import Foundation

extension UISplitViewController {
  /// How the sidebars sit beside the secondary column (UISplitViewController.h, iOS 14:
  /// `Automatic`, `Tile`, `Overlay`, `Displace`, in that order from 0).
  public enum SplitBehavior: Int, Sendable {
    case automatic = 0
    case tile = 1
    case overlay = 2
    case displace = 3
  }

  /// When the column-style interface shows its display-mode button (UISplitViewController.h,
  /// iOS 14.5: `Automatic`, `Never`, `Always`, in that order from 0).
  public enum DisplayModeButtonVisibility: Int, Sendable {
    case automatic = 0
    case never = 1
    case always = 2
  }

  /// The primary column's background (UISplitViewController.h, iOS 13: `None`, `Sidebar`, in
  /// that order from 0).
  public enum BackgroundStyle: Int, Sendable {
    case none = 0
    case sidebar = 1
  }

  /// Whether an ancestor split view controller is expanded or collapsed
  /// (UISplitViewControllerLayoutEnvironment.h, iOS 26: `None`, `Expanded`, `Collapsed`, in that
  /// order from 0).
  public enum LayoutEnvironment: Int, Sendable {
    case none = 0
    case expanded = 1
    case collapsed = 2
  }
}
