import Foundation

/// What a reordering changed: the snapshots before and after, and the difference between their
/// items.
public struct NSDiffableDataSourceTransaction<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
  /// The data source's snapshot before the change.
  public let initialSnapshot:
    NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  /// The data source's snapshot after the change.
  public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  /// The difference between the two snapshots' items.
  public let difference: CollectionDifference<ItemIdentifierType>
  /// The change of each section involved.
  public let sectionTransactions:
    [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]
}

/// What a reordering changed in one section.
public struct NSDiffableDataSourceSectionTransaction<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
  /// The section.
  public let sectionIdentifier: SectionIdentifierType
  /// The section's snapshot before the change.
  public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  /// The section's snapshot after the change.
  public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  /// The difference between the two section snapshots' items.
  public let difference: CollectionDifference<ItemIdentifierType>
}
