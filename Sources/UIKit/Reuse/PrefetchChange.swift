import Foundation

/// What a prefetching data source hears when the span ahead of the visible rows or items moves:
/// the index paths newly ahead, to prefetch, and those prefetched before that left the span
/// without being shown, to cancel (UITableViewDataSourcePrefetching,
/// UICollectionViewDataSourcePrefetching).
struct PrefetchChange {
  /// Index paths to prefetch, in the order of `wanted`.
  let added: [IndexPath]
  /// Index paths to cancel, in the order they were prefetched.
  let cancelled: [IndexPath]

  /// The change from the index paths prefetched before to those `wanted` now, with `shown` the
  /// ones on screen (neither prefetched again nor cancelled).
  init(previous: [IndexPath], wanted: [IndexPath], shown: Set<IndexPath>) {
    let wantedSet = Set(wanted)
    let previousSet = Set(previous)
    cancelled = previous.filter { !wantedSet.contains($0) && !shown.contains($0) }
    added = wanted.filter { !previousSet.contains($0) }
  }
}
