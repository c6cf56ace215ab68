import Foundation
import Testing

@testable import UIKit

/// `scrollToItem(at:at:animated:)` and `UICollectionView.ScrollPosition` (UICollectionView.h).
@Suite(.checksInvariants)
@MainActor
struct CollectionScrollingTests {
  // UICollectionView.h: one bit each, top first.
  @Test func scrollPositionsHaveUIKitsRawValues() {
    let positions: [UICollectionView.ScrollPosition] = [
      .top, .centeredVertically, .bottom, .left, .centeredHorizontally, .right,
    ]
    #expect(positions.map(\.rawValue) == [1, 2, 4, 8, 16, 32])
    #expect(UICollectionView.ScrollPosition().isEmpty)
  }

  /// A vertical list of 20 rows of 44 points (ListLayout without self-sizing) in a 320 × 200
  /// view: 880 points of content, offsets from 0 to 680.
  private func list() -> (UICollectionView, BoxesDataSource) {
    let (collectionView, _, source) = listCollection(configure: { $0.selfSizes = false })
    return (collectionView, source)
  }

  // Row 5 spans 220…264: at the top the offset is 220, centred 242 − 100 = 142, at the bottom
  // 264 − 200 = 64.
  @Test(arguments: [
    (UICollectionView.ScrollPosition.top, CGFloat(220)), (.centeredVertically, 142), (.bottom, 64),
  ])
  func anItemScrollsToThePosition(position: UICollectionView.ScrollPosition, offset: CGFloat) {
    let (collectionView, source) = list()
    collectionView.scrollToItem(at: IndexPath(item: 5, section: 0), at: position, animated: false)
    #expect(collectionView.contentOffset == CGPoint(x: 0, y: offset))
    withExtendedLifetime(source) {}
  }

  // The last row at the top would need 836; the content stops at 880 − 200 = 680.
  @Test func theOffsetStaysInTheScrollableRange() {
    let (collectionView, source) = list()
    collectionView.scrollToItem(at: IndexPath(item: 19, section: 0), at: .top, animated: false)
    #expect(collectionView.contentOffset == CGPoint(x: 0, y: 680))
    withExtendedLifetime(source) {}
  }

  // UIKit's message for an item out of range; the offset stays.
  @Test func anItemOutOfRangeIsReportedAndDoesNotScroll() {
    let (collectionView, source) = list()
    let messages = UIKitDiagnostics.capturing {
      collectionView.scrollToItem(at: IndexPath(item: 20, section: 0), at: .top, animated: false)
    }
    #expect(
      messages.contains {
        $0.kind == .exception(name: "NSInternalInconsistencyException")
          && $0.text.contains(
            "Attempted to scroll the collection view to an out-of-bounds item (20) when there "
              + "are only 20 items in section 0.")
      })
    #expect(collectionView.contentOffset == .zero)
    withExtendedLifetime(source) {}
  }
}

/// `UICollectionViewController` (UICollectionViewController.h).
@MainActor
struct CollectionViewControllerTests {
  final class Grid: UICollectionViewController {
    override func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int { 4 }
  }

  // The view is a collection view with the controller's layout, fed and heard by the
  // controller; the flags keep UIKit's defaults.
  @Test func theViewIsACollectionViewTheControllerFeeds() {
    let layout = UICollectionViewFlowLayout()
    let controller = Grid(collectionViewLayout: layout)
    #expect(controller.collectionView === controller.view)
    #expect(controller.collectionViewLayout === layout)
    #expect(controller.collectionView.dataSource === controller)
    #expect(controller.collectionView.delegate === controller)
    #expect(controller.collectionView.numberOfItems(inSection: 0) == 4)
    #expect(controller.clearsSelectionOnViewWillAppear)
    #expect(controller.installsStandardGestureForInteractiveMovement)
    #expect(!controller.useLayoutToLayoutNavigationTransitions)
  }
}
