import Foundation

extension UITabBarController {
  /// Whether the tab bar shows: not hidden, and the selected navigation controller's top
  /// controller does not hide bottom bars ("The value of this property on the topmost view
  /// controller determines whether the toolbar is visible", hidesBottomBarWhenPushed).
  var showsTabBar: Bool {
    if tabBar.isHidden { return false }
    return selectedViewController?.hidesEnclosingTabBar != true
  }

  /// Places the tab bar at the bottom, its height the bar's plus the container's bottom inset
  /// (the home indicator: 49 + 34 = 83 on an iPhone X), out of sight below the bottom when a
  /// pushed controller hides it; the selected child's view fills the container, or stops at the
  /// bar where it does not extend under it.
  func layoutTabBarAndSelectedView() {
    guard let view = viewIfLoaded else { return }
    let bounds = view.storedBounds
    let safe = view.safeAreaInsets
    let metrics = view.environment.barMetrics
    let height = metrics.tabBarHeight + safe.bottom
    let shows = showsTabBar
    tabBar.setContainerFrame(
      CGRect(
        x: bounds.minX, y: shows ? bounds.maxY - height : bounds.maxY, width: bounds.width,
        height: height))
    guard let selected = selectedViewController, let selectedView = selected.viewIfLoaded,
      selectedView.storedSuperview === view
    else { return }
    var maxY = bounds.maxY
    if shows, !selected.extendsUnderBar(on: .bottom, translucent: tabBar.isTranslucent) {
      maxY = tabBar.frame.minY
    }
    selectedView.setContainerFrame(
      CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: maxY - bounds.minY))
  }

  /// A child's bottom inset is at least what the tab bar covers of it (WWDC 2018 session 235: the
  /// content "received safe area insets that account for both bars").
  func barSafeAreaInsets(forChildView childView: UIView, inherited: UIEdgeInsets)
    -> UIEdgeInsets
  {
    var insets = inherited
    insets.bottom = max(insets.bottom, childView.overlap(ofBar: tabBar, from: .bottom))
    return insets
  }
}
