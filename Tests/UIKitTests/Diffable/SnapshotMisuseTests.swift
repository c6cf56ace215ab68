import Foundation
import Testing

@testable import UIKit

/// Misusing a snapshot reports UIKit's exception (`__UIDiffableDataSourceSnapshot.m`) and
/// leaves the snapshot as it was.
@MainActor
struct SnapshotMisuseTests {
  typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

  private func oneSection() -> Snapshot {
    var snapshot = Snapshot()
    snapshot.appendSections(["a"])
    snapshot.appendItems([1, 2])
    return snapshot
  }

  private func messages(_ body: () -> Void) -> [String] {
    UIKitDiagnostics.capturing(body).map(\.text)
  }

  @Test func appendingItemsWithoutSectionsIsReported() {
    var snapshot = Snapshot()
    let reported = messages { snapshot.appendItems([1]) }
    #expect(
      reported == [
        "There are currently no sections in the data source. Please add a section first."
      ])
    #expect(snapshot.numberOfItems == 0)
  }

  // The repeated identifier is listed as NSSet describes it.
  @Test func repeatedItemIdentifiersAreReported() {
    var snapshot = oneSection()
    let reported = messages { snapshot.appendItems([3, 4, 3]) }
    #expect(
      reported == [
        "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    3\n)}"
      ])
    #expect(snapshot.itemIdentifiers == [1, 2])
  }

  @Test func appendingAnExistingSectionIsReported() {
    var snapshot = oneSection()
    let reported = messages { snapshot.appendSections(["a"]) }
    #expect(
      reported == [
        "Diffable data source detected an attempt to insert or append 1 section identifier "
          + "that already exists in the snapshot. Identifiers in a snapshot must be unique. "
          + "Section identifiers that already exist: (\n    a\n)"
      ])
    #expect(snapshot.sectionIdentifiers == ["a"])
  }

  @Test func reloadingAnUnknownItemIsReported() {
    var snapshot = oneSection()
    let reported = messages { snapshot.reloadItems([1, 7]) }
    #expect(
      reported == ["Attempted to reload item identifier that does not exist in the snapshot: 7"])
    #expect(snapshot.reloadedItemIdentifiers.isEmpty)
  }

  @Test func reconfiguringAnUnknownItemIsReported() {
    var snapshot = oneSection()
    let reported = messages { snapshot.reconfigureItems([7]) }
    #expect(
      reported == [
        "Attempted to reconfigure item identifier that does not exist in the snapshot: 7"
      ])
  }

  @Test func anUnknownSectionIsReportedWhenAskedForItsItems() {
    let snapshot = oneSection()
    var count = -1
    let reported = messages { count = snapshot.numberOfItems(inSection: "z") }
    #expect(
      reported == [
        "Section identifier was not found. You can verify the section exists by calling the "
          + "indexOfSectionIdentifier API (which has O(1) performance)"
      ])
    #expect(count == 0)
  }

  @Test(arguments: [
    ("insert", "Invalid parameter not satisfying: section != NSNotFound"),
    ("move from", "Invalid parameter not satisfying: fromIndex != NSNotFound"),
    ("move to", "Invalid parameter not satisfying: toIndex != NSNotFound"),
    ("section", "Invalid parameter not satisfying: insertIndex != NSNotFound"),
  ])
  func anUnknownDestinationIsReported(operation: String, message: String) {
    var snapshot = oneSection()
    let reported = messages {
      switch operation {
      case "insert": snapshot.insertItems([5], afterItem: 9)
      case "move from": snapshot.moveItem(9, afterItem: 1)
      case "move to": snapshot.moveItem(1, afterItem: 9)
      default: snapshot.insertSections(["b"], afterSection: "z")
      }
    }
    #expect(reported == [message])
    #expect(snapshot.itemIdentifiers == [1, 2])
    #expect(snapshot.sectionIdentifiers == ["a"])
  }
}
