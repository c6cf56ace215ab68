import BezelTestSupport
import Foundation
import Testing

@testable import UIKit

/// A flow layout of 100 × 100 items that records the update hooks it hears and can move the
/// content offset the collection view settles on.
@MainActor
private final class HookedFlowLayout: UICollectionViewFlowLayout {
  var log: [String] = []
  var updates: [UICollectionViewUpdateItem] = []
  var settledOffset: CGPoint?
  var velocities: [CGPoint] = []

  override init() {
    super.init()
    itemSize = CGSize(width: 100, height: 100)
  }

  required init?(coder: NSCoder) { super.init(coder: coder) }

  override func prepare() {
    super.prepare()
    log.append("prepare")
  }

  override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
    super.prepare(forCollectionViewUpdates: updateItems)
    updates = updateItems
    log.append("prepareForUpdates")
  }

  override func finalizeCollectionViewUpdates() {
    super.finalizeCollectionViewUpdates()
    log.append("finalize")
  }

  override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint)
    -> CGPoint
  {
    settledOffset ?? proposedContentOffset
  }

  // Rests on a multiple of 100.
  override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    velocities.append(velocity)
    return CGPoint(x: 0, y: (proposedContentOffset.y / 100).rounded() * 100)
  }
}

/// The custom-layout hooks of UICollectionViewLayout.h: the layout hears a batch's changes
/// between preparing for the new counts and the collection view's layout, then that they are
/// done; it may move the content offset after updates and the resting offset of a drag.
@MainActor @Suite(.ownAnimationClock)
struct CollectionLayoutUpdateHooksTests {
  private func collection(counts: [Int]) -> (
    UICollectionView, HookedFlowLayout, ItemsDataSource
  ) {
    let layout = HookedFlowLayout()
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    collectionView.contentInsetAdjustmentBehavior = .never
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
    let source = ItemsDataSource(counts: counts)
    collectionView.dataSource = source
    collectionView.layoutIfNeeded()
    layout.log = []
    return (collectionView, layout, source)
  }

  @Test func theBaseLayoutsHooksKeepTheDefaults() {
    let layout = UICollectionViewLayout()
    let proposed = CGPoint(x: 3, y: 4)
    #expect(layout.targetContentOffset(forProposedContentOffset: proposed) == proposed)
    #expect(
      layout.targetContentOffset(
        forProposedContentOffset: proposed, withScrollingVelocity: CGPoint(x: 1, y: 1))
        == proposed)
    #expect(
      ObjectIdentifier(UICollectionViewLayout.layoutAttributesClass)
        == ObjectIdentifier(UICollectionViewLayoutAttributes.self))
    let item = IndexPath(item: 0, section: 0)
    #expect(layout.initialLayoutAttributesForAppearingItem(at: item) == nil)
    #expect(layout.finalLayoutAttributesForDisappearingItem(at: item) == nil)
  }

  @Test func aBatchIsPreparedHeardLaidOutAndFinalized() {
    let (collectionView, layout, source) = collection(counts: [3])
    source.counts = [4]
    collectionView.performBatchUpdates {
      collectionView.insertItems(at: [IndexPath(item: 1, section: 0)])
    }
    #expect(layout.log == ["prepare", "prepareForUpdates", "finalize"])
    #expect(layout.updates.count == 1)
    let update = layout.updates.first
    #expect(update?.updateAction == .insert)
    #expect(update?.indexPathBeforeUpdate == nil)
    #expect(update?.indexPathAfterUpdate == IndexPath(item: 1, section: 0))
  }

  // Update items come deletions first, then insertions, then moves; a section's change has
  // `NSNotFound` for its item.
  @Test func updateItemsNameEachChange() {
    let (collectionView, layout, source) = collection(counts: [3, 2])
    source.counts = [3]
    collectionView.performBatchUpdates {
      collectionView.deleteSections(IndexSet(integer: 1))
      collectionView.deleteItems(at: [IndexPath(item: 2, section: 0)])
      collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
    }
    let described = layout.updates.map { item in
      "\(item.updateAction.rawValue) \(item.indexPathBeforeUpdate.map { "\($0)" } ?? "-")"
        + " \(item.indexPathAfterUpdate.map { "\($0)" } ?? "-")"
    }
    #expect(described == ["1 [1, \(NSNotFound)] -", "1 [0, 2] -", "0 - [0, 0]"])
  }

  @Test func theLayoutMovesTheContentOffsetAfterUpdates() {
    let (collectionView, layout, source) = collection(counts: [30])
    layout.settledOffset = CGPoint(x: 0, y: 220)
    source.counts = [31]
    collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
    #expect(collectionView.contentOffset == CGPoint(x: 0, y: 220))
  }

  // A drag of 15 moves of 20 points up scrolls 280 points and is released at 1.2 points a
  // millisecond, projecting 878.8 (`ScrollDraggingTests`); the layout, asked first with that
  // velocity, rests it at 900, which the delegate then hears as the proposed target.
  @Test func theLayoutPlacesTheRestingOffsetOfADragBeforeTheDelegate() {
    let (collectionView, layout, source) = collection(counts: [60])
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.addSubview(collectionView)
    let delegate = RecordingScrollDelegate()
    collectionView.delegate = delegate
    let touch = UITouch()
    window.send(touch, .began, at: CGPoint(x: 160, y: 400))
    for frame in 1...15 {
      CoreAnimationContext.current.advance(by: 1.0 / 60)
      window.send(touch, .moved, at: CGPoint(x: 160, y: 400 - 20 * CGFloat(frame)))
    }
    window.send(touch, .ended, at: CGPoint(x: 160, y: 100))
    #expect(layout.velocities.count == 1)
    #expect(abs((layout.velocities.first?.y ?? 0) - 1.2) < 1e-9)
    #expect(delegate.proposedTarget == CGPoint(x: 0, y: 900))
    withExtendedLifetime(source) {}
  }
}
