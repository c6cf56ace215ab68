import Foundation

extension UICollectionViewDiffableDataSource {
  /// The closures that allow and hear about reordering items by dragging.
  public struct ReorderingHandlers {
    /// Whether the item may be reordered; reordering is off while this is nil.
    public var canReorderItem: (@MainActor (ItemIdentifierType) -> Bool)?
    /// Called before the data source applies a reordering.
    public var willReorder:
      (
        @MainActor (NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) ->
          Void
      )?
    /// Called after the data source applied a reordering.
    public var didReorder:
      (
        @MainActor (NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) ->
          Void
      )?

    public init() {}
  }

  /// The closures that allow and hear about expanding and collapsing items of a section
  /// snapshot.
  public struct SectionSnapshotHandlers<Item: Hashable & Sendable> {
    public var shouldExpandItem: (@MainActor (Item) -> Bool)?
    public var willExpandItem: (@MainActor (Item) -> Void)?
    public var shouldCollapseItem: (@MainActor (Item) -> Bool)?
    public var willCollapseItem: (@MainActor (Item) -> Void)?
    /// The section snapshot to show under a parent being expanded.
    public var snapshotForExpandingParent:
      (
        @MainActor (Item, NSDiffableDataSourceSectionSnapshot<Item>) ->
          NSDiffableDataSourceSectionSnapshot<Item>
      )?

    public init() {}
  }
}
