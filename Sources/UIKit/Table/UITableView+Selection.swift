import Foundation

extension UITableView {

  /// The work of `selectRow`.
  func performSelectRow(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    guard let indexPath else {
      for selected in selectedIndexPaths {
        rowViews.shown[selected]?.setSelected(false, animated: animated)
      }
      selectedIndexPaths = []
      return
    }
    guard isInRange(indexPath) else { return }
    if !allowsMultipleSelection {
      for selected in selectedIndexPaths where selected != indexPath {
        rowViews.shown[selected]?.setSelected(false, animated: animated)
      }
      selectedIndexPaths = []
    }
    if !selectedIndexPaths.contains(indexPath) {
      selectedIndexPaths.append(indexPath)
      selectedIndexPaths.sort()
    }
    rowViews.shown[indexPath]?.setSelected(true, animated: animated)
    if scrollPosition != .none {
      scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

}
