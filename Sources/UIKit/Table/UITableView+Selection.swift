import Foundation

extension UITableView {
  /// The first selected row, or nil.
  public var indexPathForSelectedRow: IndexPath? { selectedIndexPaths.first }

  /// The selected rows, top to bottom, or nil when none is selected.
  public var indexPathsForSelectedRows: [IndexPath]? {
    selectedIndexPaths.isEmpty ? nil : selectedIndexPaths
  }

  /// Selects a row (nil deselects every row), then scrolls it to `scrollPosition`.
  ///
  /// `.none` does not scroll (UITableView documentation). Without multiple selection the row
  /// replaces the selection.
  public func selectRow(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    guard let indexPath else {
      for selected in selectedIndexPaths { visibleCellsByIndexPath[selected]?.isSelected = false }
      selectedIndexPaths = []
      return
    }
    guard isInRange(indexPath) else { return }
    if !allowsMultipleSelection {
      for selected in selectedIndexPaths where selected != indexPath {
        visibleCellsByIndexPath[selected]?.isSelected = false
      }
      selectedIndexPaths = []
    }
    if !selectedIndexPaths.contains(indexPath) {
      selectedIndexPaths.append(indexPath)
      selectedIndexPaths.sort()
    }
    visibleCellsByIndexPath[indexPath]?.isSelected = true
    if scrollPosition != .none {
      scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// Deselects a row.
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    selectedIndexPaths.removeAll { $0 == indexPath }
    visibleCellsByIndexPath[indexPath]?.isSelected = false
  }
}
