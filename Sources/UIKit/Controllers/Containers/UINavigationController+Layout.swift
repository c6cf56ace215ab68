import Foundation

extension UINavigationController {
  /// Whether the toolbar shows: not hidden, and the top controller does not hide bottom bars
  /// ("The value of this property on the topmost view controller determines whether the toolbar
  /// is visible", hidesBottomBarWhenPushed).
  var showsToolbar: Bool {
    !isToolbarHidden && topViewController?.hidesBottomBarWhenPushed != true
  }

  /// Places the navigation bar below the container's top safe-area inset (the status bar), the
  /// toolbar above its bottom inset, and the top controller's view under them, or between them
  /// where it does not extend under a bar.
  func layoutBarsAndTopView() {
    guard let view = viewIfLoaded else { return }
    let bounds = view.storedBounds
    let safe = view.safeAreaInsets
    let metrics = view.environment.barMetrics
    var barHeight =
      navigationBar.showsLargeTitle
      ? metrics.largeTitleNavigationBarHeight : metrics.navigationBarHeight
    barHeight += searchBarExtraHeight(for: topViewController)
    navigationBar.setContainerFrame(
      CGRect(x: bounds.minX, y: bounds.minY + safe.top, width: bounds.width, height: barHeight))
    let toolbar: UIToolbar = self.toolbar
    toolbar.isHidden = !showsToolbar
    toolbar.items = topViewController?.toolbarItems
    let toolbarHeight = metrics.toolbarHeight
    toolbar.setContainerFrame(
      CGRect(
        x: bounds.minX, y: bounds.maxY - safe.bottom - toolbarHeight, width: bounds.width,
        height: toolbarHeight))
    guard let top = topViewController, let topView = top.viewIfLoaded,
      topView.storedSuperview === view
    else { return }
    var minY = bounds.minY
    var maxY = bounds.maxY
    if !navigationBar.isHidden,
      !top.extendsUnderBar(on: .top, translucent: navigationBar.isTranslucent)
    {
      minY = navigationBar.frame.maxY
    }
    if !toolbar.isHidden, !top.extendsUnderBar(on: .bottom, translucent: toolbar.isTranslucent) {
      maxY = toolbar.frame.minY
    }
    topView.setContainerFrame(
      CGRect(x: bounds.minX, y: minY, width: bounds.width, height: max(0, maxY - minY)))
  }

  /// A child's top inset is at least what the navigation bar covers of it, its bottom at least
  /// what the toolbar covers: `max(inherited, bar overlap)`, derived from the bar examples of WWDC
  /// 2018 session 235 (64 = 20 + 44 under a status bar, as max or as sum).
  func barSafeAreaInsets(forChildView childView: UIView, inherited: UIEdgeInsets)
    -> UIEdgeInsets
  {
    var insets = inherited
    insets.top = max(insets.top, childView.overlap(ofBar: navigationBar, from: .top))
    insets.bottom = max(insets.bottom, childView.overlap(ofBar: toolbar, from: .bottom))
    return insets
  }
}
