import UIKit

/// The heights of the system bars that inset a view controller's safe area, on one device in
/// one orientation.
public struct BarHeights: Hashable, Sendable {
  /// A navigation bar with a standard title.
  public var navigationBar: CGFloat
  /// A navigation bar showing a large title; equal to `navigationBar` where large titles are not
  /// shown (compact height).
  public var largeTitleNavigationBar: CGFloat
  /// A toolbar.
  public var toolbar: CGFloat
  /// A tab bar, without the home indicator below it.
  public var tabBar: CGFloat

  /// Creates bar heights.
  public init(
    navigationBar: CGFloat, largeTitleNavigationBar: CGFloat, toolbar: CGFloat, tabBar: CGFloat
  ) {
    self.navigationBar = navigationBar
    self.largeTitleNavigationBar = largeTitleNavigationBar
    self.toolbar = toolbar
    self.tabBar = tabBar
  }
}
