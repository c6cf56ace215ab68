import Foundation

extension UINavigationController {
  /// How much taller the navigation bar is for the top controller's integrated search bar:
  /// the search bar's height while it shows, else none.
  ///
  /// Apple (`UINavigationItem.searchController`): the navigation controller integrates the
  /// search controller's bar into the navigation bar, "presenting a single bar for both search
  /// and navigation"; (`hidesSearchBarWhenScrolling`) when true "the search bar is visible only
  /// when the scroll position equals the top of your content view. When the user scrolls down,
  /// the search bar collapses into the navigation bar. Scrolling back to the top reveals the
  /// search bar again"; when false it "remains regardless of the current scroll position".
  /// The navigation bar grows by the search bar's own height (`UISearchBar`: 56 points, as apps
  /// measured a search bar from iOS 11). Bezel's model: no public source measures the bar
  /// integrated in a navigation bar, which draws its field a little tighter (about 52 points
  /// from iOS 13 by eye), so the standalone bar's measured height stands in for it.
  ///
  /// Bezel's model of "the top", from how far the content scroll view (the top controller's
  /// view when it is a scroll view, else the first scroll view among its subviews) has
  /// scrolled from rest, `contentOffset.y + adjustedContentInset.top`: a showing search bar
  /// collapses once that passes the search bar's height, and a collapsed one shows again once
  /// it is back at rest or pulled beyond (iOS collapses it gradually, Bezel at once). A
  /// controller without a scroll view keeps the search bar.
  func searchBarExtraHeight(for top: UIViewController?) -> CGFloat {
    guard let top, let item = top.storedNavigationItem, let search = item.searchController
    else { return 0 }
    let height = search.searchBar.intrinsicContentSize.height
    guard item.hidesSearchBarWhenScrolling, let scrollView = top.searchContentScrollView else {
      item.isSearchBarCollapsed = false
      return height
    }
    let scrolled = scrollView.contentOffset.y + scrollView.adjustedContentInset.top
    if item.isSearchBarCollapsed {
      if scrolled <= 0 { item.isSearchBarCollapsed = false }
    } else if scrolled > height {
      item.isSearchBarCollapsed = true
    }
    return item.isSearchBarCollapsed ? 0 : height
  }
}

extension UIViewController {
  /// The scroll view whose scrolling collapses an integrated search bar: the view itself when it
  /// is a scroll view, else the first scroll view among its subviews.
  var searchContentScrollView: UIScrollView? {
    guard let view = viewIfLoaded else { return nil }
    if let scrollView = view as? UIScrollView { return scrollView }
    return view.subviews.first { $0 is UIScrollView } as? UIScrollView
  }
}
