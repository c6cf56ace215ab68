import Foundation
import Testing

@testable import UIKit

/// `NSDiffableDataSourceSnapshot`: sections and items in order, looked up by identifier
/// (Apple, NSDiffableDataSourceSnapshot).
@MainActor
struct SnapshotTests {
  typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

  /// Sections "a" [1, 2, 3] and "b" [4, 5].
  private func twoSections() -> Snapshot {
    var snapshot = Snapshot()
    snapshot.appendSections(["a", "b"])
    snapshot.appendItems([1, 2, 3], toSection: "a")
    snapshot.appendItems([4, 5], toSection: "b")
    return snapshot
  }

  @Test func itemsAreCountedAndListedInSectionOrder() {
    let snapshot = twoSections()
    #expect(snapshot.numberOfSections == 2)
    #expect(snapshot.numberOfItems == 5)
    #expect(snapshot.numberOfItems(inSection: "b") == 2)
    #expect(snapshot.itemIdentifiers == [1, 2, 3, 4, 5])
    #expect(snapshot.itemIdentifiers(inSection: "a") == [1, 2, 3])
  }

  // indexOfItem counts across sections: 4 is first in "b", after the three of "a".
  @Test func indexOfItemCountsAcrossSections() {
    let snapshot = twoSections()
    #expect(snapshot.indexOfItem(4) == 3)
    #expect(snapshot.indexOfItem(9) == nil)
    #expect(snapshot.indexOfSection("b") == 1)
    #expect(snapshot.sectionIdentifier(containingItem: 5) == "b")
    #expect(snapshot.sectionIdentifier(containingItem: 9) == nil)
  }

  @Test func appendingWithoutASectionAppendsToTheLast() {
    var snapshot = twoSections()
    snapshot.appendItems([6])
    #expect(snapshot.itemIdentifiers(inSection: "b") == [4, 5, 6])
  }

  // UIKit moves an item appended again rather than refusing it.
  @Test func appendingAnItemAlreadyThereMovesIt() {
    var snapshot = twoSections()
    snapshot.appendItems([1], toSection: "b")
    #expect(snapshot.itemIdentifiers(inSection: "a") == [2, 3])
    #expect(snapshot.itemIdentifiers(inSection: "b") == [4, 5, 1])
  }

  @Test func insertingBeforeAndAfterAnItemUsesItsSection() {
    var snapshot = twoSections()
    snapshot.insertItems([10, 11], beforeItem: 4)
    snapshot.insertItems([12], afterItem: 2)
    #expect(snapshot.itemIdentifiers(inSection: "a") == [1, 2, 12, 3])
    #expect(snapshot.itemIdentifiers(inSection: "b") == [10, 11, 4, 5])
  }

  @Test func movingAnItemPlacesItBesideItsDestination() {
    var snapshot = twoSections()
    snapshot.moveItem(1, afterItem: 3)
    snapshot.moveItem(5, beforeItem: 2)
    #expect(snapshot.itemIdentifiers(inSection: "a") == [5, 2, 3, 1])
    #expect(snapshot.itemIdentifiers(inSection: "b") == [4])
  }

  // Deleting ignores identifiers that are not there.
  @Test func deletingItemsIgnoresUnknownOnes() {
    var snapshot = twoSections()
    snapshot.deleteItems([2, 99])
    #expect(snapshot.itemIdentifiers == [1, 3, 4, 5])
    #expect(snapshot.indexOfItem(2) == nil)
  }

  @Test func deletingASectionDeletesItsItems() {
    var snapshot = twoSections()
    snapshot.deleteSections(["a"])
    #expect(snapshot.sectionIdentifiers == ["b"])
    #expect(snapshot.itemIdentifiers == [4, 5])
    #expect(snapshot.sectionIdentifier(containingItem: 1) == nil)
  }

  // `deleteAllItems` empties the snapshot, sections included.
  @Test func deletingAllItemsRemovesTheSectionsToo() {
    var snapshot = twoSections()
    snapshot.deleteAllItems()
    #expect(snapshot.numberOfSections == 0)
    #expect(snapshot.numberOfItems == 0)
  }

  @Test func sectionsInsertAndMoveBesideOthers() {
    var snapshot = twoSections()
    snapshot.insertSections(["c"], beforeSection: "b")
    snapshot.insertSections(["d"], afterSection: "b")
    #expect(snapshot.sectionIdentifiers == ["a", "c", "b", "d"])
    snapshot.moveSection("a", afterSection: "d")
    snapshot.moveSection("b", beforeSection: "c")
    #expect(snapshot.sectionIdentifiers == ["b", "c", "d", "a"])
    #expect(snapshot.itemIdentifiers == [4, 5, 1, 2, 3])
  }

  @Test func reloadAndReconfigureMarksAreKeptInOrderOnce() {
    var snapshot = twoSections()
    snapshot.reloadItems([3, 1])
    snapshot.reloadItems([1, 4])
    snapshot.reconfigureItems([5])
    snapshot.reloadSections(["b"])
    #expect(snapshot.reloadedItemIdentifiers == [3, 1, 4])
    #expect(snapshot.reconfiguredItemIdentifiers == [5])
    #expect(snapshot.reloadedSectionIdentifiers == ["b"])
  }
}
