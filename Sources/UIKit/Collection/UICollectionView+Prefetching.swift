import Foundation

// Prefetching (UICollectionViewDataSourcePrefetching, iOS 10). Apple documents that the
// collection view tells its prefetch data source of "cells to be displayed in the near future"
// and cancels those it no longer expects to display, and that `isPrefetchingEnabled` false
// "also disables data prefetching"; it does not say how far ahead. Bezel's model, the table's
// (`UITableView+Prefetching.swift`): at each layout the collection view looks one screen (its
// bounds' size) ahead in the direction it last scrolled (at first down, or, when its content
// scrolls only horizontally, in reading order: right, or left in a layout mirrored for
// right-to-left whose content goes on to the left); the items the layout places there that are not
// visible and not yet handed over are prefetched, in index-path order, in one call; items
// handed over that leave that span without showing are cancelled, in order, in one call; items
// that show are simply forgotten.
extension UICollectionView {
  func updatePrefetching() {
    guard isPrefetchingEnabled, let prefetchDataSource else {
      prefetchedIndexPaths = []
      return
    }
    let origin = bounds.origin
    if let last = prefetchLastOrigin, last != origin {
      let dx = origin.x - last.x
      let dy = origin.y - last.y
      prefetchDirection =
        abs(dx) > abs(dy)
        ? CGVector(dx: dx < 0 ? -1 : 1, dy: 0) : CGVector(dx: 0, dy: dy < 0 ? -1 : 1)
    } else if prefetchLastOrigin == nil {
      let size = collectionViewLayout.collectionViewContentSize
      let horizontal = size.width > bounds.width && size.height <= bounds.height
      prefetchDirection =
        horizontal
        ? CGVector(dx: readsLeftward(from: origin) ? -1 : 1, dy: 0) : CGVector(dx: 0, dy: 1)
    }
    prefetchLastOrigin = origin
    let ahead = bounds.offsetBy(
      dx: prefetchDirection.dx * bounds.width, dy: prefetchDirection.dy * bounds.height)
    let shown = Set(indexPathsForVisibleItems)
    var seen = Set<IndexPath>()
    let wanted = (collectionViewLayout.layoutAttributesForElements(in: ahead) ?? [])
      .filter { $0.representedElementCategory == .cell && $0.frame.intersects(ahead) }
      .map(\.indexPath)
      .filter { !shown.contains($0) && seen.insert($0).inserted }
      .sorted()
    let change = PrefetchChange(previous: prefetchedIndexPaths, wanted: wanted, shown: shown)
    prefetchedIndexPaths = wanted
    if !change.cancelled.isEmpty {
      prefetchDataSource.collectionView(self, cancelPrefetchingForItemsAt: change.cancelled)
    }
    if !change.added.isEmpty {
      prefetchDataSource.collectionView(self, prefetchItemsAt: change.added)
    }
  }
}

extension UICollectionView {
  /// Whether the items after those showing lie to the left: the layout is mirrored for
  /// right-to-left (its first items at the right) and content goes on left of `origin`.
  fileprivate func readsLeftward(from origin: CGPoint) -> Bool {
    collectionViewLayout.flipsHorizontallyInOppositeLayoutDirection
      && effectiveUserInterfaceLayoutDirection == .rightToLeft && origin.x > 0
  }
}
