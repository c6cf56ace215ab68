import Foundation

// Prefetching (UITableViewDataSourcePrefetching, iOS 10). Apple documents that the table calls
// `prefetchRowsAt` for rows "before they are displayed" and `cancelPrefetchingForRowsAt` for
// rows it no longer expects to display, without saying how far ahead. Bezel's model: at each
// layout the table looks one screen (its height) ahead in the direction it last scrolled (down
// at first); rows there that are not visible and not yet handed over are prefetched, in order,
// in one call; rows handed over that leave that span without showing are cancelled, in order,
// in one call; rows that show are simply forgotten.
extension UITableView {
  func updatePrefetching(visible: [IndexPath], model: TableRowModel) {
    guard let prefetchDataSource else {
      prefetchedIndexPaths = []
      return
    }
    let top = bounds.minY
    if let last = prefetchLastTop, last != top { prefetchScrollsUp = top < last }
    prefetchLastTop = top
    let isScrollingUp = prefetchScrollsUp
    let span = bounds.height
    let ahead =
      isScrollingUp
      ? model.indexPaths(from: top - span, to: top)
      : model.indexPaths(from: bounds.maxY, to: bounds.maxY + span)
    let shown = Set(visible)
    let wanted = ahead.filter { !shown.contains($0) }
    let change = PrefetchChange(previous: prefetchedIndexPaths, wanted: wanted, shown: shown)
    prefetchedIndexPaths = wanted
    if !change.cancelled.isEmpty {
      prefetchDataSource.tableView(self, cancelPrefetchingForRowsAt: change.cancelled)
    }
    if !change.added.isEmpty { prefetchDataSource.tableView(self, prefetchRowsAt: change.added) }
  }
}
