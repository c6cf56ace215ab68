import Foundation
import Testing

@testable import UIKit

/// Self-sizing in a custom layout: the cell's `preferredLayoutAttributesFitting(_:)`, the
/// layout's `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)` and
/// `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`, then
/// `invalidateLayout(with:)` (Apple, UICollectionViewLayout).
@Suite(.checksInvariants)
@MainActor
struct CollectionSelfSizingTests {
  private func frames(_ collectionView: UICollectionView) -> [CGRect] {
    collectionView.visibleCells.map(\.frame)
  }

  // Rows of 30 and 40 points alternately in a 200-point view, estimated at 44:
  // - first pass: rows at 0, 44, 88, 132, 176 meet the bounds; rows 0…4 prefer 30, 40, 30, 40,
  //   30 and each invalidates;
  // - second pass: rows 0…4 at 0, 30, 70, 100, 140 (they ask again and keep their heights), row
  //   5 comes at 170 with the estimate and prefers 40;
  // - third pass: row 5 at 170…210; row 6 would start at 210, below the bounds.
  // Six rows show; the content is 210 measured plus 14 rows of 44 = 826 tall. The layout does
  // not mirror, so right-to-left gives the same frames.
  @Test(arguments: [UISemanticContentAttribute.forceLeftToRight, .forceRightToLeft])
  func aCustomLayoutSizesItsRowsFromTheirCells(direction: UISemanticContentAttribute) {
    let (collectionView, _, _) = listCollection(
      direction: direction, boxHeight: { $0 % 2 == 0 ? 30 : 40 })
    let tops: [CGFloat] = [0, 30, 70, 100, 140, 170]
    let heights: [CGFloat] = [30, 40, 30, 40, 30, 40]
    #expect(
      frames(collectionView)
        == zip(tops, heights).map { CGRect(x: 0, y: $0, width: 320, height: $1) })
    #expect(collectionView.contentSize == CGSize(width: 320, height: 826))
  }

  // The layout hears one context per row that changed, of its own context class, naming the
  // row, in the order the rows were shown: rows of 30 from an estimate of 44 show 0…4 first,
  // then 5 and 6, which the shorter rows bring into the bounds (at 150 and 194).
  @Test func eachChangedRowInvalidatesWithItsOwnContext() {
    let (_, layout, _) = listCollection()
    let forItems = layout.contexts.filter { $0.invalidatedItemIndexPaths != nil }
    #expect(
      forItems.map { $0.invalidatedItemIndexPaths ?? [] }.map { $0.map(\.item) }
        == [[0], [1], [2], [3], [4], [5], [6]])
    #expect(forItems.allSatisfy { $0 is ListInvalidationContext })
    #expect(forItems.allSatisfy { !$0.invalidateEverything })
    // 30 − 44.
    #expect(forItems.first?.contentSizeAdjustment == CGSize(width: 0, height: -14))
  }

  // Rows of 30 from an estimate of 44: rows 0…6 show (the seventh ends at 210), and each cell
  // is asked for once: the layout takes the size the cell it shows prefers, without
  // measuring it apart.
  @Test func eachRowIsAskedForOnce() {
    let (collectionView, _, source) = listCollection()
    #expect(collectionView.indexPathsForVisibleItems.map(\.item) == Array(0...6))
    #expect(source.asked == Array(0...6))
  }

  // A layout that does not opt in (the default answer is false) keeps its own sizes.
  @Test func aLayoutThatDoesNotOptInKeepsItsSizes() {
    let (collectionView, layout, _) = listCollection(configure: { $0.selfSizes = false })
    #expect(frames(collectionView).first == CGRect(x: 0, y: 0, width: 320, height: 44))
    #expect(layout.contexts.allSatisfy { $0.invalidatedItemIndexPaths == nil })
    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    #expect(
      !UICollectionViewLayout().shouldInvalidateLayout(
        forPreferredLayoutAttributes: attributes, withOriginalAttributes: attributes))
  }

  // Scrolling shows new rows, which size themselves as they come: at offsets of 100, 200 and
  // 300, rows of 30 stack from 0; at 300 the bounds end at 500, inside row 16 (480…510), and
  // row 17 starts at 510. Each row was asked for once, in order.
  @Test func rowsScrolledIntoViewSizeThemselves() {
    let (collectionView, _, source) = listCollection()
    for step in 1...3 {
      collectionView.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 100)
      collectionView.layoutIfNeeded()
    }
    for cell in collectionView.visibleCells {
      let item = collectionView.indexPath(for: cell)?.item ?? -1
      #expect(cell.frame == CGRect(x: 0, y: CGFloat(item) * 30, width: 320, height: 30))
    }
    #expect(collectionView.indexPathsForVisibleItems.last?.item == 16)
    #expect(source.asked == Array(0...16))
  }
}
