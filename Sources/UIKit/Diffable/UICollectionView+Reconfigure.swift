import Foundation

extension UICollectionView {
  /// Configures the cells of items again in place.
  ///
  /// The data source is asked for each realised
  /// item's cell, and a dequeue with the cell's reuse identifier returns the cell it already
  /// has, without `prepareForReuse` (Apple, reconfigureItems(at:), iOS 15). Items without a
  /// cell are left for when they come into view.
  ///
  /// A data source that returns another cell has it replace the old one, as a reload would.
  public func reconfigureItems(at indexPaths: [IndexPath]) {
    guard let dataSource else { return }
    var replaced: [IndexPath] = []
    for indexPath in indexPaths {
      guard let cell = cellForItem(at: indexPath) else { continue }
      reconfiguringCell = cell
      let configured = dataSource.collectionView(self, cellForItemAt: indexPath)
      reconfiguringCell = nil
      if configured !== cell {
        // The unused cell goes back to its pool.
        if let identifier = configured.reuseIdentifier {
          _ = pool.enqueue(configured, identifier: poolKey("", identifier))
        }
        replaced.append(indexPath)
      }
    }
    if !replaced.isEmpty { reloadItems(at: replaced) }
  }
}
