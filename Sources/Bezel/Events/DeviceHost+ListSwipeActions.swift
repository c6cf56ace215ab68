import UIKit

extension DeviceHost {
  /// Swipes a visible item of a list section of `collectionView` from `edge`, as a finger
  /// dragging across it would, and returns the actions its list configuration's provider gives
  /// (none outside list sections or when the provider gives none).
  ///
  /// A `fully` swipe performs the first action, with the item's cell as the source view, when
  /// the configuration's `performsFirstActionWithFullSwipe` is true.
  @discardableResult
  public func swipeItem(
    at indexPath: IndexPath, in collectionView: UICollectionView,
    from edge: RowSwipeEdge = .trailing, fully: Bool = false
  ) -> [UIContextualAction] {
    perform {
      guard collectionView.window === window, let cell = collectionView.cellForItem(at: indexPath)
      else {
        let message = UIKitDiagnostics.Message(
          kind: .log,
          text: "Bezel: swipeItem(at:in:) was given an item that is not visible in the host's "
            + "window; no swipe was made")
        (WindowContext.currentDiagnostics ?? UIKitDiagnostics.handler)(message)
        return []
      }
      guard
        let configuration = collectionView.listSwipeActionsConfiguration(
          at: indexPath, leading: edge == .leading)
      else { return [] }
      if fully, configuration.performsFirstActionWithFullSwipe,
        let first = configuration.actions.first
      {
        first.handler(first, cell) { _ in }
      }
      return configuration.actions
    }
  }
}
