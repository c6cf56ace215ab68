import Foundation
import Testing

@testable import UIKit

/// Batch updates of a collection view: `performBatchUpdates`, `insertItems`, `deleteItems`
/// (UICollectionView.h; deletions name items before the update, insertions after it).
@Suite(.checksInvariants)
@MainActor
struct CollectionUpdatesTests {
  /// Five rows of 44 points (ListLayout without self-sizing) in a 320 × 200 view: all visible
  /// (the fifth spans 176…220).
  private func fiveRows() -> (UICollectionView, BoxesDataSource) {
    let (collectionView, _, source) = listCollection(
      count: 5, configure: { $0.selfSizes = false })
    return (collectionView, source)
  }

  private func cell(_ collectionView: UICollectionView, _ item: Int) -> UICollectionViewCell? {
    collectionView.cellForItem(at: IndexPath(item: item, section: 0))
  }

  // Deleting row 1: row 2's cell becomes row 1's, at 44; the deleted row's cell leaves; no
  // cell is asked for again except the one row that came into view (none: four rows fit).
  @Test func deletingAnItemMovesTheCellsAfterIt() {
    let (collectionView, source) = fiveRows()
    let (deleted, third) = (cell(collectionView, 1), cell(collectionView, 2))
    source.count = 4
    source.asked = []
    collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
    #expect(cell(collectionView, 1) === third)
    #expect(cell(collectionView, 1)?.frame == CGRect(x: 0, y: 44, width: 320, height: 44))
    #expect(deleted?.superview == nil)
    #expect(collectionView.indexPathsForVisibleItems.map(\.item) == [0, 1, 2, 3])
    #expect(source.asked.isEmpty)
  }

  // Inserting row 0 inside a batch: the old first cell is row 1's; the new row is asked for
  // and the completion hears true once.
  @Test func insertingInABatchAsksOnlyForTheNewItem() {
    let (collectionView, source) = fiveRows()
    let first = cell(collectionView, 0)
    source.count = 6
    source.asked = []
    var finished: [Bool] = []
    collectionView.performBatchUpdates(
      { collectionView.insertItems(at: [IndexPath(item: 0, section: 0)]) },
      completion: { finished.append($0) })
    #expect(cell(collectionView, 1) === first)
    #expect(source.asked == [0])
    #expect(finished == [true])
  }

  // UIKit's message when the new count does not follow from the changes: 5 + 1 inserted is
  // not 5. The collection view reloads and shows the data source's items.
  @Test func aCountThatDoesNotAddUpIsReported() {
    let (collectionView, source) = fiveRows()
    let messages = UIKitDiagnostics.capturing {
      collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
    }
    #expect(
      messages.map(\.text) == [
        "Invalid update: invalid number of items in section 0. The number of items contained "
          + "in an existing section after the update (5) must be equal to the number of items "
          + "contained in that section before the update (5), plus or minus the number of "
          + "items inserted or deleted from that section (1 inserted, 0 deleted) and plus or "
          + "minus the number of items moved into or out of that section (0 moved in, 0 moved "
          + "out)."
      ])
    collectionView.layoutIfNeeded()
    #expect(collectionView.indexPathsForVisibleItems.count == 5)
    withExtendedLifetime(source) {}
  }
}
