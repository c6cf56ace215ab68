import Foundation
import Testing

@testable import UIKit

/// Invalidation contexts: what the collection view and `invalidateLayout()` put in them, and what
/// a layout reads from them (Apple, UICollectionViewLayoutInvalidationContext and
/// UICollectionViewLayout.invalidateLayout(with:)).
@Suite(.checksInvariants)
@MainActor
struct CollectionInvalidationContextTests {
  // UICollectionViewLayout.h: the base layout's class is the base context; the flow layout's is
  // its own, whose two flags default to true.
  @Test func layoutsNameTheirContextClasses() {
    #expect(
      ObjectIdentifier(UICollectionViewLayout.invalidationContextClass)
        == ObjectIdentifier(UICollectionViewLayoutInvalidationContext.self))
    #expect(
      ObjectIdentifier(UICollectionViewFlowLayout.invalidationContextClass)
        == ObjectIdentifier(UICollectionViewFlowLayoutInvalidationContext.self))
    let flow = UICollectionViewFlowLayoutInvalidationContext()
    #expect(flow.invalidateFlowLayoutDelegateMetrics)
    #expect(flow.invalidateFlowLayoutAttributes)
  }

  // A new context invalidates nothing: no flags, no index paths (nil, not empty), no
  // adjustments.
  @Test func aNewContextIsEmpty() {
    let context = UICollectionViewLayoutInvalidationContext()
    #expect(!context.invalidateEverything)
    #expect(!context.invalidateDataSourceCounts)
    #expect(context.invalidatedItemIndexPaths == nil)
    #expect(context.invalidatedSupplementaryIndexPaths == nil)
    #expect(context.invalidatedDecorationIndexPaths == nil)
    #expect(context.contentOffsetAdjustment == .zero)
    #expect(context.contentSizeAdjustment == .zero)
  }

  // Index paths add up, in the order given; supplementary and decoration views by kind.
  @Test func invalidatedIndexPathsAccumulate() {
    let context = UICollectionViewLayoutInvalidationContext()
    context.invalidateItems(at: [IndexPath(item: 2, section: 0)])
    context.invalidateItems(at: [IndexPath(item: 0, section: 1)])
    context.invalidateSupplementaryElements(
      ofKind: UICollectionView.elementKindSectionHeader, at: [IndexPath(item: 0, section: 0)])
    context.invalidateDecorationElements(ofKind: "background", at: [IndexPath(item: 0, section: 3)])
    #expect(
      context.invalidatedItemIndexPaths
        == [IndexPath(item: 2, section: 0), IndexPath(item: 0, section: 1)])
    #expect(
      context.invalidatedSupplementaryIndexPaths
        == [UICollectionView.elementKindSectionHeader: [IndexPath(item: 0, section: 0)]])
    #expect(
      context.invalidatedDecorationIndexPaths == ["background": [IndexPath(item: 0, section: 3)]])
  }

  // `invalidateLayout()` goes through `invalidateLayout(with:)` with a context of the layout's
  // class that invalidates everything but not the counts.
  @Test func invalidateLayoutInvalidatesEverything() {
    let (_, layout, _) = listCollection()
    layout.contexts = []
    layout.invalidateLayout()
    #expect(layout.contexts.count == 1)
    #expect(layout.contexts.first is ListInvalidationContext)
    #expect(layout.contexts.first?.invalidateEverything == true)
    #expect(layout.contexts.first?.invalidateDataSourceCounts == false)
  }

  // Apple: the collection view sets `invalidateEverything` and `invalidateDataSourceCounts` on
  // `reloadData()`.
  @Test func reloadDataInvalidatesEverythingAndTheCounts() {
    let (collectionView, layout, _) = listCollection()
    layout.contexts = []
    collectionView.reloadData()
    #expect(layout.contexts.first?.invalidateEverything == true)
    #expect(layout.contexts.first?.invalidateDataSourceCounts == true)
  }

  // A context's content offset adjustment moves the collection view's content offset by that
  // much: 40 + 50 = 90.
  @Test func theContentOffsetAdjustmentMovesTheOffset() {
    let (collectionView, layout, _) = listCollection()
    collectionView.contentOffset = CGPoint(x: 0, y: 40)
    let context = UICollectionViewLayoutInvalidationContext()
    context.contentOffsetAdjustment = CGPoint(x: 0, y: 50)
    layout.invalidateLayout(with: context)
    #expect(collectionView.contentOffset == CGPoint(x: 0, y: 90))
  }

  // The flow layout keeps the sizes it measured from its cells across an invalidation of its
  // attributes, and forgets them when the data source's counts are stale.
  @Test func theFlowLayoutForgetsMeasuredSizesOnlyWithTheCounts() {
    let layout = UICollectionViewFlowLayout()
    layout.measuredSizes = [IndexPath(item: 0, section: 0): CGSize(width: 10, height: 10)]
    layout.invalidateLayout()
    #expect(layout.measuredSizes.count == 1)
    let context = UICollectionViewFlowLayoutInvalidationContext()
    context.storedInvalidateDataSourceCounts = true
    layout.invalidateLayout(with: context)
    #expect(layout.measuredSizes.isEmpty)
  }

  // A raised item (z-index 1) is shown in front of the others: its cell is the last subview.
  @Test func aRaisedItemIsInFront() {
    let (collectionView, _, _) = listCollection(configure: { $0.zIndexes = [1: 1] })
    #expect(
      collectionView.subviews.last
        === collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
  }
}

/// `copy(with:)` makes an instance of the receiver's class, which a subclass fills in after
/// `super` (NSCopying, as UIKit's attributes adopt it).
@MainActor
struct LayoutAttributesCopyingTests {
  final class Tinted: UICollectionViewLayoutAttributes {
    var tint = 0

    override func copy(with zone: NSZone? = nil) -> Any {
      let copy = super.copy(with: zone)
      (copy as? Tinted)?.tint = tint
      return copy
    }
  }

  @Test func aSubclassCopiesItsOwnProperties() {
    let attributes = Tinted(forCellWith: IndexPath(item: 3, section: 1))
    attributes.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
    attributes.zIndex = 5
    attributes.tint = 7
    let copy = attributes.copy(with: nil) as? Tinted
    #expect(copy !== attributes)
    #expect(copy?.tint == 7)
    #expect(copy?.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(copy?.zIndex == 5)
    #expect(copy?.indexPath == IndexPath(item: 3, section: 1))
    #expect(copy?.representedElementCategory == .cell)
  }

  @Test func aSupplementaryViewsCopyKeepsItsKind() {
    let attributes = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: "badge", with: IndexPath(item: 0, section: 0))
    let copy = attributes.copy() as? UICollectionViewLayoutAttributes
    #expect(copy?.representedElementKind == "badge")
    #expect(copy?.representedElementCategory == .supplementaryView)
  }
}
