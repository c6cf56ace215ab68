import Foundation

/// The state of a diffable data source: sections in order, each with its items in order, all
/// named by unique identifiers.
///
/// A value: build one on any queue, then hand it to a data source's `apply`. Misuse (an
/// identifier repeated, a section or item that is not there) is reported with UIKit's message
/// and leaves the snapshot as it was; the messages are those of UIKit's
/// `__UIDiffableDataSourceSnapshot.m`.
public struct NSDiffableDataSourceSnapshot<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
  typealias Section = SectionIdentifierType
  typealias Item = ItemIdentifierType

  /// The sections, in order.
  var sectionList: [Section] = []
  /// Each section's items, in order.
  var sectionItems: [Section: [Item]] = [:]
  /// The section of each item.
  var itemSection: [Item: Section] = [:]
  var reloadedSections: [Section] = []
  var reloadedItems: [Item] = []
  var reconfiguredItems: [Item] = []

  /// An empty snapshot.
  public init() {}

  /// The number of items in all sections.
  public var numberOfItems: Int { itemSection.count }

  /// The number of sections.
  public var numberOfSections: Int { sectionList.count }

  /// The section identifiers, in order.
  public var sectionIdentifiers: [SectionIdentifierType] { sectionList }

  /// The item identifiers of every section, in order.
  public var itemIdentifiers: [ItemIdentifierType] {
    sectionList.flatMap { sectionItems[$0] ?? [] }
  }

  /// The sections marked for reloading, in the order they were marked.
  public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections }

  /// The items marked for reloading, in the order they were marked.
  public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems }

  /// The items marked for reconfiguring, in the order they were marked.
  public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems }

  /// The number of items in a section; UIKit raises for a section that is not there.
  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
    itemIdentifiers(inSection: identifier).count
  }

  /// A section's items, in order; UIKit raises for a section that is not there (iOS 14 and
  /// later).
  public func itemIdentifiers(inSection identifier: SectionIdentifierType)
    -> [ItemIdentifierType]
  {
    guard let items = sectionItems[identifier] else {
      DiffableDiagnostics.raise(
        "Section identifier was not found. You can verify the section exists by calling the "
          + "indexOfSectionIdentifier API (which has O(1) performance)")
      return []
    }
    return items
  }

  /// The section that holds an item, or nil.
  public func sectionIdentifier(containingItem identifier: ItemIdentifierType)
    -> SectionIdentifierType?
  {
    itemSection[identifier]
  }

  /// The item's index counted across all sections, or nil.
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
    guard let section = itemSection[identifier] else { return nil }
    var index = 0
    for other in sectionList {
      let items = sectionItems[other] ?? []
      if other == section { return items.firstIndex(of: identifier).map { index + $0 } }
      index += items.count
    }
    return nil
  }

  /// The section's index, or nil.
  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
    sectionList.firstIndex(of: identifier)
  }

  /// The index path of an item, or nil.
  func indexPath(of item: Item) -> IndexPath? {
    guard let section = itemSection[item], let sectionIndex = sectionList.firstIndex(of: section),
      let itemIndex = sectionItems[section]?.firstIndex(of: item)
    else { return nil }
    return IndexPath(item: itemIndex, section: sectionIndex)
  }

  /// The item at an index path, or nil.
  func item(at indexPath: IndexPath) -> Item? {
    guard indexPath.count == 2, sectionList.indices.contains(indexPath.section),
      let items = sectionItems[sectionList[indexPath.section]],
      items.indices.contains(indexPath.item)
    else { return nil }
    return items[indexPath.item]
  }

  /// The number of items in the section at an index, 0 out of range.
  func count(inSectionAt index: Int) -> Int {
    sectionList.indices.contains(index) ? sectionItems[sectionList[index]]?.count ?? 0 : 0
  }
}
