import Foundation

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
}
