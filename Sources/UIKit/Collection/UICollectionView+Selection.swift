import Foundation

// Selection set by the app (UICollectionView, `selectItem(at:animated:scrollPosition:)` and
// `deselectItem(at:animated:)`): "If the allowsSelection property is false, calling this method
// has no effect"; nil "clears the current selection"; a new selection replaces the previous one
// unless `allowsMultipleSelection`; neither method calls the delegate's selection methods. The
// selected items' cells show `isSelected`, and a cell that comes into view takes its item's
// state.
extension UICollectionView {
  func performSelectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard allowsSelection else { return }
    guard let indexPath else {
      setSelection([])
      return
    }
    guard isItemInRange(indexPath) else { return }
    var selection = allowsMultipleSelection ? selectedItemIndexPaths : []
    if !selection.contains(indexPath) { selection.append(indexPath) }
    setSelection(selection.sorted())
    if !scrollPosition.isEmpty {
      scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  func performDeselectItem(at indexPath: IndexPath) {
    guard allowsSelection else { return }
    setSelection(selectedItemIndexPaths.filter { $0 != indexPath })
  }

  /// Keeps `selection` and shows it on the cells in view.
  private func setSelection(_ selection: [IndexPath]) {
    let old = selectedItemIndexPaths
    selectedItemIndexPaths = selection
    for indexPath in Set(old).symmetricDifference(selection).sorted() {
      cellForItem(at: indexPath)?.isSelected = selection.contains(indexPath)
    }
  }

  /// Whether an item index path names an item of the data source.
  private func isItemInRange(_ indexPath: IndexPath) -> Bool {
    indexPath.count == 2 && (0..<numberOfSections).contains(indexPath.section)
      && (0..<numberOfItems(inSection: indexPath.section)).contains(indexPath.item)
  }

  /// The item whose layout frame holds `point`; the frontmost (highest z-index, then last
  /// placed) where frames overlap.
  func itemIndexPath(at point: CGPoint) -> IndexPath? {
    layoutIfNeeded()
    let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
    let hits = (collectionViewLayout.layoutAttributesForElements(in: probe) ?? []).filter {
      $0.representedElementCategory == .cell && $0.frame.contains(point) && !$0.isHidden
    }
    return hits.enumerated().max { lhs, rhs in
      (lhs.element.zIndex, lhs.offset) < (rhs.element.zIndex, rhs.offset)
    }?.element.indexPath
  }
}
