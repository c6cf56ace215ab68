import UIKit

extension DeviceHost {
  /// Swipes a visible item of a list section of `collectionView` open from `edge`, as a finger
  /// dragging across it would, and returns the actions its list configuration's provider gives
  /// (none outside list sections or when the provider gives none).
  ///
  /// The actions stay open, their buttons in the item's cell with its content moved aside
  /// (`SwipeActionsLayout`'s model), until one is tapped (`tapSwipeAction(titled:in:)`) and its
  /// handler calls its completion, or `closeSwipeActions(in:)`. A `fully` swipe performs the
  /// first action, with its button as the source view, when the configuration's
  /// `performsFirstActionWithFullSwipe` is true.
  @discardableResult
  public func swipeItem(
    at indexPath: IndexPath, in collectionView: UICollectionView,
    from edge: RowSwipeEdge = .trailing, fully: Bool = false
  ) -> [UIContextualAction] {
    perform {
      guard collectionView.window === window, collectionView.cellForItem(at: indexPath) != nil
      else {
        let message = UIKitDiagnostics.Message(
          kind: .log,
          text: "Bezel: swipeItem(at:in:) was given an item that is not visible in the host's "
            + "window; no swipe was made")
        (WindowContext.currentDiagnostics ?? UIKitDiagnostics.handler)(message)
        return []
      }
      return collectionView.beginListSwipe(at: indexPath, leading: edge == .leading, full: fully)
    }
  }

  /// Taps the swipe action titled `title` among those showing in `collectionView`: its handler
  /// runs with its button's view and a completion that closes the actions.
  ///
  /// - Returns: Whether an action with that title was showing.
  @discardableResult
  public func tapSwipeAction(titled title: String, in collectionView: UICollectionView) -> Bool {
    perform {
      guard
        let index = collectionView.shownListSwipeActions.firstIndex(where: { $0.title == title })
      else { return false }
      collectionView.performListSwipeAction(at: index)
      return true
    }
  }

  /// Taps outside the actions showing in `collectionView`, which closes them.
  public func closeSwipeActions(in collectionView: UICollectionView) {
    perform { collectionView.endListSwipe() }
  }
}
