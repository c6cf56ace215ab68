import Foundation

// The pages fill the controller's view. A scroll-style controller whose data source gives a
// presentation count above 0 shows a `UIPageControl` across the bottom, as tall as the control's
// era height, and the pages end above it (iOS draws the control in a strip below the pages);
// the control's current page starts at the data source's presentation index. A page-curl
// controller with a middle spine shows its two pages side by side (or one over the other when
// vertical), the first on the leading side.
extension UIPageViewController {
  func layoutPages() {
    guard let view = viewIfLoaded else { return }
    var area = view.bounds
    updatePageControl(in: view)
    if let pageControl, !pageControl.isHidden {
      let height = pageControl.intrinsicContentSize.height
      let strip = CGRect(x: area.minX, y: area.maxY - height, width: area.width, height: height)
      pageControl.setContainerFrame(strip)
      area.size.height = max(area.height - height, 0)
    }
    let pages = shownPages
    guard !pages.isEmpty else { return }
    if pages.count == 2 {
      let isRightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
      var (first, second) =
        navigationOrientation == .horizontal
        ? area.divided(atDistance: area.width / 2, from: .minXEdge)
        : area.divided(atDistance: area.height / 2, from: .minYEdge)
      if isRightToLeft, navigationOrientation == .horizontal { swap(&first, &second) }
      pages[0].viewIfLoaded?.setContainerFrame(first)
      pages[1].viewIfLoaded?.setContainerFrame(second)
    } else {
      pages[0].viewIfLoaded?.setContainerFrame(area)
    }
  }

  /// Makes, updates or hides the scroll style's page control from the data source.
  private func updatePageControl(in view: UIView) {
    guard transitionStyle == .scroll, let dataSource else {
      pageControl?.isHidden = true
      return
    }
    let count = dataSource.presentationCount(for: self)
    guard count > 0 else {
      pageControl?.isHidden = true
      return
    }
    let control: UIPageControl
    if let pageControl {
      control = pageControl
    } else {
      control = UIPageControl(frame: .zero)
      pageControl = control
      view.addSubview(control)
      control.numberOfPages = count
      control.currentPage = dataSource.presentationIndex(for: self)
    }
    if control.numberOfPages != count { control.numberOfPages = count }
    control.isHidden = false
  }
}
