import UIKit

/// The edge a row is swiped from.
public enum RowSwipeEdge: Sendable {
  case leading
  case trailing
}

extension DeviceHost {
  /// Swipes a visible row of `tableView` open from `edge`, as a finger dragging across it
  /// would, and returns the actions it shows (none when the delegate gives none).
  ///
  /// The table asks its delegate for the edge's configuration (the trailing edge falls back on
  /// `tableView(_:editActionsForRowAt:)`, then on a "Delete" action for a row whose editing style
  /// is `.delete`), calls `tableView(_:willBeginEditingRowAt:)` and is editing until the
  /// actions close. A `fully` swipe performs the first action when the configuration's
  /// `performsFirstActionWithFullSwipe` is true.
  @discardableResult
  public func swipeRow(
    at indexPath: IndexPath, in tableView: UITableView, from edge: RowSwipeEdge = .trailing,
    fully: Bool = false
  ) -> [UIContextualAction] {
    perform {
      guard tableView.window === window, tableView.cellForRow(at: indexPath) != nil else {
        let message = UIKitDiagnostics.Message(
          kind: .log,
          text: "Bezel: swipeRow(at:in:) was given a row that is not visible in the host's "
            + "window; no swipe was made")
        (WindowContext.currentDiagnostics ?? UIKitDiagnostics.handler)(message)
        return []
      }
      return tableView.beginSwipe(at: indexPath, leading: edge == .leading, full: fully)
    }
  }

  /// Taps the swipe action titled `title` among those showing in `tableView`: its handler runs
  /// with its button's view and a completion that closes the actions.
  ///
  /// - Returns: Whether an action with that title was showing.
  @discardableResult
  public func tapSwipeAction(titled title: String, in tableView: UITableView) -> Bool {
    perform {
      guard let index = tableView.shownSwipeActions.firstIndex(where: { $0.title == title })
      else { return false }
      tableView.performSwipeAction(at: index)
      return true
    }
  }

  /// Taps outside the actions showing in `tableView`, which closes them.
  public func closeSwipeActions(in tableView: UITableView) {
    perform { tableView.endSwipe() }
  }
}
