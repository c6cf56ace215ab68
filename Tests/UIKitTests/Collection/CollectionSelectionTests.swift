import Foundation
import Testing

@testable import UIKit

/// Selection set by the app, and finding the item at a point (UICollectionView's
/// documentation: `selectItem(at:animated:scrollPosition:)`, `deselectItem(at:animated:)`,
/// `indexPathForItem(at:)`).
@Suite(.checksInvariants)
@MainActor
struct CollectionSelectionTests {
  /// A 320 × 480 flow layout of 100 × 100 items: three a line at x 0, 110 and 220 (the 20 points
  /// left over shared as two gaps of 10), lines 110 apart; mirrored in right-to-left.
  private func grid(count: Int = 9, rightToLeft: Bool = false) -> (
    UICollectionView, ItemsDataSource
  ) {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    if rightToLeft { collectionView.semanticContentAttribute = .forceRightToLeft }
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
    let source = ItemsDataSource(counts: [count])
    collectionView.dataSource = source
    collectionView.layoutIfNeeded()
    return (collectionView, source)
  }

  private func item(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

  @Test func nothingIsSelectedAtFirst() {
    let (collectionView, source) = grid()
    #expect(collectionView.allowsSelection && !collectionView.allowsMultipleSelection)
    #expect(collectionView.indexPathsForSelectedItems == nil)
    withExtendedLifetime(source) {}
  }

  @Test func selectingAnItemReplacesTheSelectionAndMarksItsCell() {
    let (collectionView, source) = grid()
    collectionView.selectItem(at: item(1), animated: false, scrollPosition: [])
    collectionView.selectItem(at: item(4), animated: false, scrollPosition: [])
    #expect(collectionView.indexPathsForSelectedItems == [item(4)])
    #expect(collectionView.cellForItem(at: item(4))?.isSelected == true)
    #expect(collectionView.cellForItem(at: item(1))?.isSelected == false)
    withExtendedLifetime(source) {}
  }

  @Test func multipleSelectionKeepsEachItemInOrder() {
    let (collectionView, source) = grid()
    collectionView.allowsMultipleSelection = true
    collectionView.selectItem(at: item(4), animated: false, scrollPosition: [])
    collectionView.selectItem(at: item(1), animated: false, scrollPosition: [])
    #expect(collectionView.indexPathsForSelectedItems == [item(1), item(4)])
    collectionView.deselectItem(at: item(4), animated: false)
    #expect(collectionView.indexPathsForSelectedItems == [item(1)])
    #expect(collectionView.cellForItem(at: item(4))?.isSelected == false)
    withExtendedLifetime(source) {}
  }

  @Test func nilClearsTheSelection() {
    let (collectionView, source) = grid()
    collectionView.selectItem(at: item(2), animated: false, scrollPosition: [])
    collectionView.selectItem(at: nil, animated: false, scrollPosition: [])
    #expect(collectionView.indexPathsForSelectedItems == nil)
    #expect(collectionView.cellForItem(at: item(2))?.isSelected == false)
    withExtendedLifetime(source) {}
  }

  // "If the allowsSelection property is false, calling this method has no effect."
  @Test func withoutSelectionNothingIsSelected() {
    let (collectionView, source) = grid()
    collectionView.allowsSelection = false
    collectionView.selectItem(at: item(2), animated: false, scrollPosition: [])
    #expect(collectionView.indexPathsForSelectedItems == nil)
    withExtendedLifetime(source) {}
  }

  @Test func anItemOutOfRangeIsNotSelected() {
    let (collectionView, source) = grid()
    collectionView.selectItem(at: item(40), animated: false, scrollPosition: [])
    #expect(collectionView.indexPathsForSelectedItems == nil)
    withExtendedLifetime(source) {}
  }

  // 30 items make 10 lines, 1,090 tall; item 28 (line 9, top 990) scrolled to the top is as far
  // as the content goes, 1,090 − 480 = 610, and its cell, made then, shows it selected.
  @Test func aSelectionScrollsAndACellComingIntoViewShowsIt() {
    let (collectionView, source) = grid(count: 30)
    collectionView.selectItem(at: item(28), animated: false, scrollPosition: .top)
    #expect(collectionView.contentOffset.y == 610)
    collectionView.layoutIfNeeded()
    #expect(collectionView.cellForItem(at: item(28))?.isSelected == true)
    withExtendedLifetime(source) {}
  }

  // (50, 50) is in the first line's left item: 0 in left-to-right, 2 mirrored; (150, 160) is in
  // the second line's middle item, 4 either way; (105, 50) falls in the gap between two items.
  @Test(arguments: [false, true])
  func theItemAtAPointIsTheOneWhoseFrameHoldsIt(rightToLeft: Bool) {
    let (collectionView, source) = grid(rightToLeft: rightToLeft)
    #expect(collectionView.indexPathForItem(at: CGPoint(x: 50, y: 50)) == item(rightToLeft ? 2 : 0))
    #expect(collectionView.indexPathForItem(at: CGPoint(x: 150, y: 160)) == item(4))
    #expect(collectionView.indexPathForItem(at: CGPoint(x: 105, y: 50)) == nil)
    #expect(collectionView.indexPathForItem(at: CGPoint(x: 50, y: 400)) == nil)
    withExtendedLifetime(source) {}
  }
}
