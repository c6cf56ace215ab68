import Foundation

/// The row whose swipe actions show.
struct TableSwipeState {
  var indexPath: IndexPath
  var isLeading: Bool
  var configuration: UISwipeActionsConfiguration
  /// One view per action, the `sourceView` its handler receives, on the cell's swiped side.
  var actionViews: [UIView]
}

// Swipe actions (UITableViewDelegate, iOS 11). A swipe from the trailing edge shows the
// delegate's trailing configuration, else the row actions of `tableView(_:editActionsForRowAt:)`
// (iOS 8), else, for a row whose editing style is `.delete`, one "Delete" action that commits
// the deletion through the data source; a swipe from the leading edge shows the leading
// configuration only. While the actions show the table is editing that row:
// `tableView(_:willBeginEditingRowAt:)` and `isEditing` true, then, once they close,
// `isEditing` false and `tableView(_:didEndEditingRowAt:)` (UITableViewDelegate documentation).
// An action's handler gets a completion: calling it closes the actions.
//
// Each action's view is Bezel's model of the button (`SwipeActionsLayout`): 74 points wide,
// side by side from the swiped edge of the cell, as tall as the cell; the cell's content view
// and accessory move away from that edge by the buttons' width until the actions close.
extension UITableView {
  /// The width of one action's button (Bezel's model).
  static let swipeActionWidth = SwipeActionsLayout.actionWidth

  /// The actions a swipe from one edge shows for a row, or nil.
  package func swipeActionsConfiguration(forRowAt indexPath: IndexPath, leading: Bool)
    -> UISwipeActionsConfiguration?
  {
    guard isInRange(indexPath), let dataSource,
      dataSource.tableView(self, canEditRowAt: indexPath)
    else { return nil }
    let delegate = tableDelegate
    if leading {
      return delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
    }
    if let configuration = delegate?.tableView(
      self, trailingSwipeActionsConfigurationForRowAt: indexPath)
    {
      return configuration
    }
    if let rowActions = delegate?.tableView(self, editActionsForRowAt: indexPath),
      !rowActions.isEmpty
    {
      return UISwipeActionsConfiguration(actions: rowActions.map { contextualAction(for: $0) })
    }
    guard editingStyle(forRowAt: indexPath) == .delete else { return nil }
    let title =
      delegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
    let delete = UIContextualAction(style: .destructive, title: title) {
      [weak self] _, _, completion in
      guard let self else { return }
      let row = swipeState?.indexPath ?? indexPath
      self.dataSource?.tableView(self, commit: .delete, forRowAt: row)
      completion(true)
    }
    return UISwipeActionsConfiguration(actions: [delete])
  }

  /// A contextual action that performs a row action with the row's index path.
  private func contextualAction(for rowAction: UITableViewRowAction) -> UIContextualAction {
    let action = UIContextualAction(
      style: rowAction.style == .normal ? .normal : .destructive, title: rowAction.title
    ) { [weak self] _, _, _ in
      guard let self, let row = self.swipeState?.indexPath else { return }
      rowAction.handler(rowAction, row)
    }
    if let color = rowAction.backgroundColor { action.backgroundColor = color }
    return action
  }

  /// The row whose swipe actions show, if any.
  package var swipedRowIndexPath: IndexPath? { swipeState?.indexPath }

  /// The actions showing, nearest the swiped edge first.
  package var shownSwipeActions: [UIContextualAction] {
    swipeState?.configuration.actions ?? []
  }

  /// The view that shows one of the actions showing.
  package func swipeActionView(at index: Int) -> UIView? {
    guard let views = swipeState?.actionViews, views.indices.contains(index) else { return nil }
    return views[index]
  }

  /// Swipes a row open from one edge.
  ///
  /// A full swipe performs the first action when the configuration allows. Returns the actions shown, none when the row has none.
  @discardableResult
  package func beginSwipe(at indexPath: IndexPath, leading: Bool, full: Bool)
    -> [UIContextualAction]
  {
    if swipeState != nil { endSwipe() }
    guard !storedIsEditing,
      let configuration = swipeActionsConfiguration(forRowAt: indexPath, leading: leading),
      !configuration.actions.isEmpty
    else { return [] }
    tableDelegate?.tableView(self, willBeginEditingRowAt: indexPath)
    storedIsEditing = true
    let cell = cellForRow(at: indexPath)
    var views: [UIView] = []
    for (index, _) in configuration.actions.enumerated() {
      let view = UIView(frame: actionFrame(at: index, leading: leading, in: cell))
      cell?.addSubview(view)
      views.append(view)
    }
    swipeState = TableSwipeState(
      indexPath: indexPath, isLeading: leading, configuration: configuration, actionViews: views)
    if let cell {
      cell.willTransition(to: .showingDeleteConfirmation)
      cell.storedShowsDeleteConfirmation = true
      cell.swipeOffset =
        SwipeActionsLayout(
          count: configuration.actions.count, leading: leading,
          direction: effectiveUserInterfaceLayoutDirection
        ).contentOffset
      cell.layoutIfNeeded()
      cell.didTransition(to: .showingDeleteConfirmation)
    }
    if full, configuration.performsFirstActionWithFullSwipe {
      performSwipeAction(at: 0)
    }
    return configuration.actions
  }

  /// An action's button in the cell: `swipeActionWidth` wide, the first at the swiped edge.
  private func actionFrame(at index: Int, leading: Bool, in cell: UITableViewCell?) -> CGRect {
    SwipeActionsLayout(
      count: index + 1, leading: leading, direction: effectiveUserInterfaceLayoutDirection
    ).frame(at: index, in: cell?.bounds ?? .zero)
  }

  /// Performs the action at `index` of those showing: its handler runs with its view and a
  /// completion that closes the actions.
  package func performSwipeAction(at index: Int) {
    guard let state = swipeState, state.configuration.actions.indices.contains(index) else {
      return
    }
    let action = state.configuration.actions[index]
    let source = state.actionViews.indices.contains(index) ? state.actionViews[index] : self
    let row = state.indexPath
    action.handler(action, source) { [weak self] _ in
      guard let self, self.swipeState?.indexPath == row else { return }
      self.endSwipe()
    }
  }

  /// Closes the actions showing: the table leaves editing and tells the delegate.
  package func endSwipe() {
    guard let state = swipeState else { return }
    swipeState = nil
    for view in state.actionViews { view.removeFromSuperview() }
    if let cell = cellForRow(at: state.indexPath) {
      cell.willTransition(to: [])
      cell.storedShowsDeleteConfirmation = false
      cell.swipeOffset = 0
      cell.layoutIfNeeded()
      cell.didTransition(to: [])
    }
    storedIsEditing = false
    tableDelegate?.tableView(self, didEndEditingRowAt: state.indexPath)
  }
}
