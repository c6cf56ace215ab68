import Foundation
import Testing

@testable import UIKit

/// `NSDiffableDataSourceSectionSnapshot`: a tree of items, expanded and collapsed (Apple,
/// NSDiffableDataSourceSectionSnapshot).
@MainActor
struct SectionSnapshotTests {
  typealias SectionSnapshot = NSDiffableDataSourceSectionSnapshot<String>

  /// Roots "A" (children "A1" with child "A1x", "A2") and "B".
  private func tree() -> SectionSnapshot {
    var snapshot = SectionSnapshot()
    snapshot.append(["A", "B"])
    snapshot.append(["A1", "A2"], to: "A")
    snapshot.append(["A1x"], to: "A1")
    return snapshot
  }

  @Test func itemsAreListedDepthFirst() {
    let snapshot = tree()
    #expect(snapshot.items == ["A", "A1", "A1x", "A2", "B"])
    #expect(snapshot.rootItems == ["A", "B"])
    #expect(snapshot.index(of: "A2") == 3)
  }

  @Test func levelsAndParentsFollowTheTree() {
    let snapshot = tree()
    #expect(snapshot.level(of: "A") == 0)
    #expect(snapshot.level(of: "A1x") == 2)
    #expect(snapshot.parent(of: "A1x") == "A1")
    #expect(snapshot.parent(of: "B") == nil)
  }

  // Collapsed by default: only the roots are visible until their parents are expanded.
  @Test func onlyItemsUnderExpandedParentsAreVisible() {
    var snapshot = tree()
    #expect(snapshot.visibleItems == ["A", "B"])
    snapshot.expand(["A"])
    #expect(snapshot.visibleItems == ["A", "A1", "A2", "B"])
    #expect(!snapshot.isVisible("A1x"))
    snapshot.expand(["A1"])
    #expect(snapshot.visibleItems == ["A", "A1", "A1x", "A2", "B"])
    snapshot.collapse(["A"])
    #expect(snapshot.visibleItems == ["A", "B"])
    #expect(snapshot.isExpanded("A1"))
  }

  @Test func deletingAnItemDeletesItsDescendants() {
    var snapshot = tree()
    snapshot.delete(["A1"])
    #expect(snapshot.items == ["A", "A2", "B"])
    #expect(!snapshot.contains("A1x"))
  }

  @Test func aSubtreeSnapshotKeepsTheParentOnlyWhenAsked() {
    let snapshot = tree()
    #expect(snapshot.snapshot(of: "A").items == ["A1", "A1x", "A2"])
    #expect(snapshot.snapshot(of: "A").rootItems == ["A1", "A2"])
    #expect(snapshot.snapshot(of: "A", includingParent: true).rootItems == ["A"])
  }

  @Test func siblingsInsertBesideAnItemUnderItsParent() {
    var snapshot = tree()
    snapshot.insert(["A0"], before: "A1")
    snapshot.insert(["C"], after: "B")
    #expect(snapshot.items == ["A", "A0", "A1", "A1x", "A2", "B", "C"])
    #expect(snapshot.parent(of: "A0") == "A")
  }

  @Test func replacingChildrenGraftsAnotherSnapshot() {
    var snapshot = tree()
    var children = SectionSnapshot()
    children.append(["X"])
    children.append(["Y"], to: "X")
    snapshot.replace(childrenOf: "A", using: children)
    #expect(snapshot.items == ["A", "X", "Y", "B"])
    #expect(snapshot.level(of: "Y") == 2)
  }

  @Test func repeatedItemsAreReported() {
    var snapshot = tree()
    let reported = UIKitDiagnostics.capturing { snapshot.append(["B"]) }.map(\.text)
    #expect(
      reported == [
        "Identifiers in a section snapshot must be unique. Duplicate item identifiers: "
          + "{(\n    B\n)}"
      ])
    #expect(snapshot.rootItems == ["A", "B"])
  }
}
