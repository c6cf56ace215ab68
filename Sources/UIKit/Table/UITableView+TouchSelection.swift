import Foundation

// A finger on a row, as UIKit tracks it. On touch down the delegate is asked
// `shouldHighlightRowAt` (false bypasses the whole selection) and the row highlights, then
// `didHighlightRowAt`. When the finger lifts on the row: `willSelectRowAt` (nil cancels, another
// index path redirects), the highlight goes (`didUnhighlightRowAt`), in single selection the
// previously selected rows are deselected (`willDeselectRowAt`, nil keeps one, then
// `didDeselectRowAt`), and the row is selected, then `didSelectRowAt`. In multiple selection a
// selected row is deselected instead. The order is the one Apple's Collection View Programming
// Guide for iOS gives ("Managing the Visual State for Selections and Highlights", figure
// "Tracking touches in a cell"), which the table follows with its own delegate methods.
// `selectRow` and `deselectRow` call none of them (UITableView documentation).
extension UITableView {
  /// Whether a tap may select rows now: `allowsSelection`, or while editing
  /// `allowsSelectionDuringEditing`.
  var tapSelectionAllowed: Bool {
    isEditing ? allowsSelectionDuringEditing : allowsSelection
  }

  /// Whether a tap adds to the selection rather than replacing it.
  var tapSelectsMultiple: Bool {
    isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
  }

  /// Starts tracking a single finger that goes down on a row; returns whether it did.
  func selectionTouchesBegan(_ touches: Set<UITouch>) -> Bool {
    guard selectionTouch == nil, swipeState == nil, touches.count == 1, let touch = touches.first,
      tapSelectionAllowed,
      let cell = touch.view?.enclosingCell(UITableViewCell.self, below: self),
      let indexPath = indexPath(for: cell)
    else { return false }
    guard tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else {
      return true
    }
    selectionTouch = SelectionTouch(touch: touch, indexPath: indexPath)
    cell.setHighlighted(true, animated: false)
    tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
    return true
  }

  /// Selects or deselects the tracked row when its finger lifts on it; returns whether the
  /// touch was one the table tracks.
  func selectionTouchesEnded(_ touches: Set<UITouch>) -> Bool {
    guard let tracked = selectionTouch, let touch = touches.first(where: { $0 === tracked.touch })
    else { return isTouchOnRow(touches) }
    selectionTouch = nil
    let indexPath = tracked.indexPath
    let cell = cellForRow(at: indexPath)
    let liftedOnRow = cell.map { $0.bounds.contains(touch.location(in: $0)) } ?? false
    guard liftedOnRow else {
      unhighlight(indexPath)
      return true
    }
    if tapSelectsMultiple, selectedIndexPaths.contains(indexPath) {
      unhighlight(indexPath)
      deselectByTouch(indexPath)
      return true
    }
    // A delegate's nil cancels; without a delegate the row is confirmed.
    let target = tableDelegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
    unhighlight(indexPath)
    guard let target, isInRange(target) else { return true }
    if !tapSelectsMultiple {
      for selected in selectedIndexPaths where selected != target {
        deselectByTouch(selected)
      }
    }
    if !selectedIndexPaths.contains(target) {
      selectedIndexPaths.append(target)
      selectedIndexPaths.sort()
    }
    rowViews.shown[target]?.setSelected(true, animated: false)
    tableDelegate?.tableView(self, didSelectRowAt: target)
    return true
  }

  /// Removes the tracked row's highlight when its touch is cancelled (a drag that scrolls);
  /// returns whether the touch was one the table tracks.
  func selectionTouchesCancelled(_ touches: Set<UITouch>) -> Bool {
    guard let tracked = selectionTouch, touches.contains(where: { $0 === tracked.touch }) else {
      return isTouchOnRow(touches)
    }
    selectionTouch = nil
    unhighlight(tracked.indexPath)
    return true
  }

  /// Whether the touches landed in one of this table's rows: those the table does not pass up.
  private func isTouchOnRow(_ touches: Set<UITouch>) -> Bool {
    guard touches.count == 1,
      let cell = touches.first?.view?.enclosingCell(
        UITableViewCell.self, below: self)
    else { return false }
    return indexPath(for: cell) != nil
  }

  private func unhighlight(_ indexPath: IndexPath) {
    rowViews.shown[indexPath]?.setHighlighted(false, animated: false)
    tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
  }

  /// Deselects a row as a touch does: `willDeselectRowAt` may keep it or name another.
  private func deselectByTouch(_ indexPath: IndexPath) {
    let target =
      tableDelegate.map { $0.tableView(self, willDeselectRowAt: indexPath) } ?? indexPath
    guard let target, selectedIndexPaths.contains(target)
    else { return }
    selectedIndexPaths.removeAll { $0 == target }
    rowViews.shown[target]?.setSelected(false, animated: false)
    tableDelegate?.tableView(self, didDeselectRowAt: target)
  }
}
