import Foundation

// Editing mode: the table passes it to its visible cells, each with the editing style the
// delegate gives its row (none for a row the data source does not let edit), and to the cells it
// makes while editing. Rows move and are deleted or inserted by the app, in the data-source
// methods the table calls (`tableView(_:commit:forRowAt:)`, `tableView(_:moveRowAt:to:)`).
extension UITableView {
  /// The work of `setEditing(_:animated:)`: a swipe's actions close first, then every visible
  /// cell follows.
  func performSetEditing(_ editing: Bool, animated: Bool) {
    if swipeState != nil { endSwipe() }
    guard editing != storedIsEditing else { return }
    storedIsEditing = editing
    for (indexPath, cell) in rowViews.shown.inOrder {
      configureEditing(of: cell, at: indexPath)
      cell.setEditing(editing, animated: animated)
    }
    setNeedsLayout()
  }

  /// Gives a cell its row's editing style and whether it may show a reorder control, and the
  /// table's editing mode.
  func configureEditing(of cell: UITableViewCell, at indexPath: IndexPath) {
    guard let dataSource else { return }
    let canEdit = dataSource.tableView(self, canEditRowAt: indexPath)
    let style =
      canEdit ? (tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) : .none
    cell.storedEditingStyle = style
    cell.tableAllowsMove = canEdit && dataSource.tableView(self, canMoveRowAt: indexPath)
    if cell.storedIsEditing != storedIsEditing, swipeState?.indexPath != indexPath {
      cell.setEditing(storedIsEditing, animated: false)
    }
  }

  /// The editing style of a row: none for a row the data source does not let edit, else the
  /// delegate's.
  func editingStyle(forRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
    guard let dataSource, dataSource.tableView(self, canEditRowAt: indexPath) else { return .none }
    return tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
  }

  /// Taps a row's editing control: the data source commits the row's editing style
  /// (UITableViewDataSource, `tableView(_:commit:forRowAt:)`).
  package func commitEditingControl(forRowAt indexPath: IndexPath) {
    guard storedIsEditing, isInRange(indexPath) else { return }
    let style = editingStyle(forRowAt: indexPath)
    guard style != .none else { return }
    dataSource?.tableView(self, commit: style, forRowAt: indexPath)
  }

  /// Drags a row by its reorder control to `destination`: the delegate may retarget the move
  /// (`targetIndexPathForMoveFromRowAt`), the data source moves its item
  /// (`tableView(_:moveRowAt:to:)`), and the table moves the row without asking for counts.
  package func moveRowWithReorderControl(from source: IndexPath, to destination: IndexPath) {
    guard storedIsEditing, isInRange(source), let dataSource,
      dataSource.tableView(self, canMoveRowAt: source)
    else { return }
    let target =
      tableDelegate?.tableView(
        self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: destination)
      ?? destination
    dataSource.tableView(self, moveRowAt: source, to: target)
    guard target != source else { return }
    // The data source already holds the new order: the row moves as a batch update would move
    // it.
    moveRow(at: source, to: target)
  }
}
