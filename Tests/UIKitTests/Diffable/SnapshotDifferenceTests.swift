import Foundation
import Testing

@testable import UIKit

/// The batch updates a diffable data source derives from two snapshots: deletions at index
/// paths before the update, insertions and moves' ends after it, and as few moves as keep the
/// rest in order.
@MainActor
struct SnapshotDifferenceTests {
  typealias Snapshot = NSDiffableDataSourceSnapshot<String, String>

  private func snapshot(_ sections: [(String, [String])]) -> Snapshot {
    var snapshot = Snapshot()
    for (section, items) in sections {
      snapshot.appendSections([section])
      snapshot.appendItems(items, toSection: section)
    }
    return snapshot
  }

  private func path(_ section: Int, _ item: Int) -> IndexPath {
    IndexPath(item: item, section: section)
  }

  // [A B C D] → [B C D A]: the old indexes in the new order are 1 2 3 0; the longest run in
  // order is 1 2 3 (B C D), so only A moves, from 0 to 3.
  @Test func movingTheFirstItemToTheEndIsOneMove() {
    let old = snapshot([("s", ["A", "B", "C", "D"])])
    let new = snapshot([("s", ["B", "C", "D", "A"])])
    let updates = new.changes(from: old).updates
    #expect(updates.movedRows.map(\.from) == [path(0, 0)])
    #expect(updates.movedRows.map(\.to) == [path(0, 3)])
    #expect(updates.insertedRows.isEmpty && updates.deletedRows.isEmpty)
  }

  // [A B C] → [A X C]: B (old 1) is deleted and X (new 1) inserted; A and C stay.
  @Test func replacingAnItemIsADeleteAndAnInsert() {
    let old = snapshot([("s", ["A", "B", "C"])])
    let new = snapshot([("s", ["A", "X", "C"])])
    let updates = new.changes(from: old).updates
    #expect(updates.deletedRows == [path(0, 1)])
    #expect(updates.insertedRows == [path(0, 1)])
    #expect(updates.movedRows.isEmpty)
  }

  // s1 [A B], s2 [C] → s1 [B], s2 [C A]: A moves from (0, 0) to (1, 1).
  @Test func anItemChangingSectionMoves() {
    let old = snapshot([("s1", ["A", "B"]), ("s2", ["C"])])
    let new = snapshot([("s1", ["B"]), ("s2", ["C", "A"])])
    let updates = new.changes(from: old).updates
    #expect(updates.movedRows.map(\.from) == [path(0, 0)])
    #expect(updates.movedRows.map(\.to) == [path(1, 1)])
    #expect(updates.insertedRows.isEmpty && updates.deletedRows.isEmpty)
  }

  // [s1 s2 s3] → [s3 s1 s2]: old indexes in the new order 2 0 1; s1 s2 stay, s3 moves 2 → 0.
  @Test func movingTheLastSectionFirstIsOneSectionMove() {
    let old = snapshot([("s1", []), ("s2", []), ("s3", [])])
    let new = snapshot([("s3", []), ("s1", []), ("s2", [])])
    let updates = new.changes(from: old).updates
    #expect(updates.movedSections.map(\.from) == [2])
    #expect(updates.movedSections.map(\.to) == [0])
  }

  // s1 [A], s2 [B] → s2 [B A]: s1 (old 0) is deleted with its items; A, whose old section is
  // gone, is inserted at (0, 1); B stays.
  @Test func anItemLeavingADeletedSectionIsInserted() {
    let old = snapshot([("s1", ["A"]), ("s2", ["B"])])
    let new = snapshot([("s2", ["B", "A"])])
    let updates = new.changes(from: old).updates
    #expect(updates.deletedSections == IndexSet([0]))
    #expect(updates.insertedRows == [path(0, 1)])
    #expect(updates.deletedRows.isEmpty && updates.movedRows.isEmpty)
  }

  // A reload mark on an item that stays reloads it at its index before the update; a
  // reconfigure mark names the index after it.
  @Test func reloadAndReconfigureMarksBecomeTheirUpdates() {
    let old = snapshot([("s", ["A", "B", "C"])])
    var new = snapshot([("s", ["X", "A", "B", "C"])])
    new.reloadItems(["B"])
    new.reconfigureItems(["C"])
    let changes = new.changes(from: old)
    #expect(changes.updates.reloadedRows == [path(0, 1)])
    #expect(changes.reconfigured == [path(0, 3)])
  }

  @Test func equalSnapshotsMakeNoChanges() {
    let old = snapshot([("s", ["A", "B"])])
    #expect(old.changes(from: old).isEmpty)
  }
}
