import Foundation

extension UITableView {

  /// The work of `selectRow`.
  func performSelectRow(
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

}
