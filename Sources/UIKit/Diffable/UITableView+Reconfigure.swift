import Foundation

extension UITableView {
  /// Configures the cells of rows again in place.
  ///
  /// The data source is asked for each realised
  /// row's cell, and a dequeue with the cell's reuse identifier returns the cell it already
  /// has, without `prepareForReuse` (Apple, reconfigureRows(at:), iOS 15). Rows without a
  /// cell are left for when they come into view.
  ///
  /// A data source that returns another cell has it replace the old one, as a reload would.
  public func reconfigureRows(at indexPaths: [IndexPath]) {
    guard let dataSource else { return }
    var replaced: [IndexPath] = []
    for indexPath in indexPaths {
      guard let cell = cellForRow(at: indexPath) else { continue }
      reconfiguringCell = cell
      let configured = dataSource.tableView(self, cellForRowAt: indexPath)
      reconfiguringCell = nil
      if configured !== cell {
        if let identifier = configured.reuseIdentifier {
          _ = reusePool.enqueue(configured, identifier: identifier)
        }
        replaced.append(indexPath)
      }
    }
    if !replaced.isEmpty { reloadRows(at: replaced, with: .none) }
  }
}
