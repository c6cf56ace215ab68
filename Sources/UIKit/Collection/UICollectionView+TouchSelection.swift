import Foundation

// A finger on an item, in the order of Apple's Collection View Programming Guide for iOS
// ("Managing the Visual State for Selections and Highlights", figure "Tracking touches in a
// cell"): on touch down `shouldHighlightItemAt` (false bypasses the whole selection, its
// documentation says), `isHighlighted`, `didHighlightItemAt`; when the finger lifts on the item
// `shouldSelectItemAt` (false cancels), the highlight goes (`didUnhighlightItemAt`), and the item
// is selected, then `didSelectItemAt`. In single selection the items selected before are
// deselected first with `didDeselectItemAt` (a model: the user did not ask to deselect them, so
// `shouldDeselectItemAt` is not asked); in multiple selection a tap on a selected item asks
// `shouldDeselectItemAt` and deselects it. `selectItem` and `deselectItem` call none of them.
extension UICollectionView {
  var collectionDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }

  /// Starts tracking a single finger that goes down on an item; returns whether it did.
  func selectionTouchesBegan(_ touches: Set<UITouch>) -> Bool {
    guard selectionTouch == nil, listSwipeState == nil, touches.count == 1,
      let touch = touches.first, allowsSelection,
      let cell = touch.view?.enclosingCell(UICollectionViewCell.self, below: self),
      let indexPath = indexPath(for: cell)
    else { return false }
    guard collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else {
      return true
    }
    selectionTouch = SelectionTouch(touch: touch, indexPath: indexPath)
    cell.isHighlighted = true
    collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
    return true
  }

  /// Selects or deselects the tracked item when its finger lifts on it; returns whether the
  /// touch was one the collection view tracks.
  func selectionTouchesEnded(_ touches: Set<UITouch>) -> Bool {
    guard let tracked = selectionTouch, let touch = touches.first(where: { $0 === tracked.touch })
    else { return isTouchOnItem(touches) }
    selectionTouch = nil
    let indexPath = tracked.indexPath
    let cell = cellForItem(at: indexPath)
    guard let cell, cell.bounds.contains(touch.location(in: cell)) else {
      unhighlightItem(indexPath)
      return true
    }
    let delegate = collectionDelegate
    if allowsMultipleSelection, selectedItemIndexPaths.contains(indexPath) {
      let allowed = delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true
      unhighlightItem(indexPath)
      if allowed { deselectItemByTouch(indexPath) }
      return true
    }
    let allowed = delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true
    unhighlightItem(indexPath)
    guard allowed else { return true }
    if !allowsMultipleSelection {
      for selected in selectedItemIndexPaths where selected != indexPath {
        deselectItemByTouch(selected)
      }
    }
    if !selectedItemIndexPaths.contains(indexPath) {
      selectedItemIndexPaths.append(indexPath)
      selectedItemIndexPaths.sort()
    }
    cell.isSelected = true
    delegate?.collectionView(self, didSelectItemAt: indexPath)
    return true
  }

  /// Removes the tracked item's highlight when its touch is cancelled (a drag that scrolls);
  /// returns whether the touch was one the collection view tracks.
  func selectionTouchesCancelled(_ touches: Set<UITouch>) -> Bool {
    guard let tracked = selectionTouch, touches.contains(where: { $0 === tracked.touch }) else {
      return isTouchOnItem(touches)
    }
    selectionTouch = nil
    unhighlightItem(tracked.indexPath)
    return true
  }

  /// Whether the touches landed in one of this collection view's items: those it does not pass
  /// up.
  private func isTouchOnItem(_ touches: Set<UITouch>) -> Bool {
    guard touches.count == 1,
      let cell = touches.first?.view?.enclosingCell(UICollectionViewCell.self, below: self)
    else { return false }
    return indexPath(for: cell) != nil
  }

  private func unhighlightItem(_ indexPath: IndexPath) {
    cellForItem(at: indexPath)?.isHighlighted = false
    collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
  }

  private func deselectItemByTouch(_ indexPath: IndexPath) {
    selectedItemIndexPaths.removeAll { $0 == indexPath }
    cellForItem(at: indexPath)?.isSelected = false
    collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath)
  }
}
