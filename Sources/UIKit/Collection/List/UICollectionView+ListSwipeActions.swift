import Foundation

/// The list item whose swipe actions show.
struct ListSwipeState {
  var indexPath: IndexPath
  var configuration: UISwipeActionsConfiguration
  /// One view per action, the `sourceView` its handler receives, in the item's cell.
  var actionViews: [UIView]
}

// Swipe actions in list sections (UICollectionLayoutListConfiguration, iOS 14): a swipe from
// an edge shows what the configuration's leading or trailing provider gives for the item. As in
// the table (`UITableView+SwipeActions.swift`), one action shows per button, laid out by
// `SwipeActionsLayout` (first at the swiped edge), and the cell's content and accessories move
// aside by the buttons' width; an action's handler gets a completion that closes the actions.
extension UICollectionView {
  /// The swipe actions a list section gives the item at `indexPath` for one edge: its list
  /// configuration's leading or trailing provider's answer; nil outside list sections.
  package func listSwipeActionsConfiguration(at indexPath: IndexPath, leading: Bool)
    -> UISwipeActionsConfiguration?
  {
    guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout,
      let configuration = layout.listConfiguration(ofSection: indexPath.section)
    else { return nil }
    let provider =
      leading
      ? configuration.leadingSwipeActionsConfigurationProvider
      : configuration.trailingSwipeActionsConfigurationProvider
    return provider?(indexPath)
  }

  /// The item whose swipe actions show, if any.
  package var swipedItemIndexPath: IndexPath? { listSwipeState?.indexPath }

  /// The actions showing, nearest the swiped edge first.
  package var shownListSwipeActions: [UIContextualAction] {
    listSwipeState?.configuration.actions ?? []
  }

  /// The view that shows one of the actions showing.
  package func listSwipeActionView(at index: Int) -> UIView? {
    guard let views = listSwipeState?.actionViews, views.indices.contains(index) else {
      return nil
    }
    return views[index]
  }

  /// Swipes a visible list item open from one edge.
  ///
  /// A full swipe performs the first action when the configuration allows. Returns the actions
  /// shown, none when the item has none.
  @discardableResult
  package func beginListSwipe(at indexPath: IndexPath, leading: Bool, full: Bool)
    -> [UIContextualAction]
  {
    if listSwipeState != nil { endListSwipe() }
    guard let cell = cellForItem(at: indexPath),
      let configuration = listSwipeActionsConfiguration(at: indexPath, leading: leading),
      !configuration.actions.isEmpty
    else { return [] }
    let layout = SwipeActionsLayout(
      count: configuration.actions.count, leading: leading,
      direction: effectiveUserInterfaceLayoutDirection)
    var views: [UIView] = []
    for index in configuration.actions.indices {
      let view = UIView(frame: layout.frame(at: index, in: cell.bounds))
      cell.addSubview(view)
      views.append(view)
    }
    listSwipeState = ListSwipeState(
      indexPath: indexPath, configuration: configuration, actionViews: views)
    if let listCell = cell as? UICollectionViewListCell {
      listCell.swipeOffset = layout.contentOffset
      listCell.layoutIfNeeded()
    }
    if full, configuration.performsFirstActionWithFullSwipe {
      performListSwipeAction(at: 0)
    }
    return configuration.actions
  }

  /// Performs the action at `index` of those showing: its handler runs with its view and a
  /// completion that closes the actions.
  package func performListSwipeAction(at index: Int) {
    guard let state = listSwipeState, state.configuration.actions.indices.contains(index) else {
      return
    }
    let action = state.configuration.actions[index]
    let item = state.indexPath
    action.handler(action, state.actionViews[index]) { [weak self] _ in
      guard let self, self.listSwipeState?.indexPath == item else { return }
      self.endListSwipe()
    }
  }

  /// Closes the actions showing: the buttons go and the content moves back.
  package func endListSwipe() {
    guard let state = listSwipeState else { return }
    listSwipeState = nil
    let cell = state.actionViews.first?.superview ?? cellForItem(at: state.indexPath)
    for view in state.actionViews { view.removeFromSuperview() }
    if let listCell = cell as? UICollectionViewListCell {
      listCell.swipeOffset = 0
      listCell.layoutIfNeeded()
    }
  }
}
