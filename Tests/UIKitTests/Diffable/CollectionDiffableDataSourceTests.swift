import BezelTestSupport
import Foundation
import Testing

@testable import UIKit

/// `UICollectionViewDiffableDataSource`: applying a snapshot updates the collection view by the
/// difference, keeping the cells of items that stay.
@MainActor
@Suite(.ownAnimationClock)
struct CollectionDiffableDataSourceTests {
  @Test func applyingShowsTheSnapshotsItems() {
    let list = DiffableCollection()
    list.apply(["a", "b", "c"])
    #expect(list.collectionView.numberOfItems(inSection: 0) == 3)
    #expect(list.shownItems == ["a", "b", "c"])
    #expect(list.dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0)) == "b")
    #expect(list.dataSource.indexPath(for: "c") == IndexPath(item: 2, section: 0))
    #expect(list.dataSource.sectionIdentifier(for: 0) == "main")
    #expect(list.dataSource.snapshot().itemIdentifiers == ["a", "b", "c"])
  }

  // [a b c d] → [b c d a]: a moves; its cell goes with it, 44 points per row, to y = 132,
  // and no item is configured again.
  @Test func aMovedItemKeepsItsCell() {
    let list = DiffableCollection()
    list.apply(["a", "b", "c", "d"])
    let cellA = list.cell(0)
    list.configured = []
    list.apply(["b", "c", "d", "a"])
    #expect(list.cell(3) === cellA)
    #expect(cellA?.frame == CGRect(x: 0, y: 132, width: 320, height: 44))
    #expect(list.shownItems == ["b", "c", "d", "a"])
    #expect(list.configured.isEmpty)
  }

  // [a b c] → [a c]: b's cell leaves and c's moves up to 44; nothing is configured.
  @Test func aDeletedItemsCellLeaves() {
    let list = DiffableCollection()
    list.apply(["a", "b", "c"])
    let (cellB, cellC) = (list.cell(1), list.cell(2))
    list.configured = []
    list.apply(["a", "c"])
    #expect(cellB?.superview == nil)
    #expect(list.cell(1) === cellC)
    #expect(cellC?.frame.minY == 44)
    #expect(list.configured.isEmpty)
  }

  @Test func onlyInsertedItemsAreConfigured() {
    let list = DiffableCollection()
    list.apply(["a", "c"])
    list.configured = []
    list.apply(["a", "b", "c"])
    #expect(list.configured == ["b"])
    #expect(list.shownItems == ["a", "b", "c"])
  }

  // Reconfiguring hands the item's own cell to the registration again, without
  // `prepareForReuse` (Apple, reconfigureItems(_:)).
  @Test func reconfiguringConfiguresTheSameCellInPlace() {
    let list = DiffableCollection()
    list.apply(["a", "b"])
    let cellB = list.cell(1)
    let reuses = cellB?.reuses
    list.configured = []
    var snapshot = list.dataSource.snapshot()
    snapshot.reconfigureItems(["b"])
    list.dataSource.apply(snapshot, animatingDifferences: false)
    #expect(list.configured == ["b"])
    #expect(list.cell(1) === cellB)
    #expect(cellB?.reuses == reuses)
  }

  @Test func reloadingConfiguresTheItemAgain() {
    let list = DiffableCollection()
    list.apply(["a", "b"])
    list.configured = []
    var snapshot = list.dataSource.snapshot()
    snapshot.reloadItems(["a"])
    list.dataSource.apply(snapshot, animatingDifferences: false)
    list.collectionView.layoutIfNeeded()
    #expect(list.configured == ["a"])
    #expect(list.dataSource.snapshot().reloadedItemIdentifiers.isEmpty)
  }

  // Without animation the completion runs as `apply` returns.
  @Test func theCompletionRunsAtOnceWithoutAnimation() {
    let list = DiffableCollection()
    var completed = false
    list.apply(["a"], animating: false) { completed = true }
    #expect(completed)
  }

  // Animated in a window, the completion waits for the update's 0.3-second animation.
  @Test func anAnimatedApplyCompletesAfterTheAnimation() {
    let list = DiffableCollection()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.addSubview(list.collectionView)
    var completed = false
    list.apply(["a"], animating: true) { completed = true }
    #expect(!completed)
    CoreAnimationContext.current.advance(by: 0.25)
    #expect(!completed)
    CoreAnimationContext.current.advance(by: 0.05)
    #expect(completed)
    withExtendedLifetime(window) {}
  }

  @Test func applyingUsingReloadDataShowsTheSnapshot() {
    let list = DiffableCollection()
    list.apply(["a", "b"])
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["main"])
    snapshot.appendItems(["z"])
    var completed = false
    list.dataSource.applySnapshotUsingReloadData(snapshot) { completed = true }
    #expect(list.shownItems == ["z"])
    #expect(completed)
  }

  // A section snapshot shows its visible items: the children of a collapsed parent are not
  // in the data source's snapshot.
  @Test func aSectionSnapshotShowsItsVisibleItems() {
    let list = DiffableCollection()
    list.apply([])
    var section = NSDiffableDataSourceSectionSnapshot<String>()
    section.append(["p", "q"])
    section.append(["p1", "p2"], to: "p")
    list.dataSource.apply(section, to: "main", animatingDifferences: false)
    list.collectionView.layoutIfNeeded()
    #expect(list.shownItems == ["p", "q"])
    section.expand(["p"])
    list.dataSource.apply(section, to: "main", animatingDifferences: false)
    list.collectionView.layoutIfNeeded()
    #expect(list.shownItems == ["p", "p1", "p2", "q"])
    #expect(list.dataSource.snapshot(for: "main").items == ["p", "p1", "p2", "q"])
    #expect(list.dataSource.snapshot(for: "main").isExpanded("p"))
  }

  @Test func aRegistrationReusesTheCellsOfItsItems() {
    let list = DiffableCollection()
    list.apply(["a", "b"])
    let cellB = list.cell(1)
    list.apply(["a"])
    list.apply(["a", "c"])
    #expect(list.cell(1) === cellB)
    #expect(cellB?.item == "c")
    #expect(cellB?.reuses == 1)
  }
}
