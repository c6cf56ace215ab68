import Foundation
import Testing

@testable import UIKit

/// Orthogonal sections: groups laid across the layout's axis in a scroll view of their own,
/// and the paging behaviours' resting offsets (UICollectionLayoutSectionOrthogonalScrolling
/// Behavior; WWDC 2019 session 215).
@Suite(.checksInvariants)
@MainActor
struct CompositionalOrthogonalTests {
  /// A section of groups 0.8 of the width (256 of 320) and 100 tall, one item each, after a
  /// first section of two 50-point rows.
  private func carousel(
    _ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .continuous,
    spacing: CGFloat = 0
  ) -> UICollectionViewCompositionalLayout {
    UICollectionViewCompositionalLayout { index, _ in
      let item = NSCollectionLayoutItem(
        layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
      if index == 0 {
        let group = NSCollectionLayoutGroup.horizontal(
          layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        return NSCollectionLayoutSection(group: group)
      }
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(0.8), .absolute(100)), subitems: [item])
      let section = NSCollectionLayoutSection(group: group)
      section.orthogonalScrollingBehavior = behavior
      section.interGroupSpacing = spacing
      return section
    }
  }

  private func scroller(_ collectionView: UICollectionView) -> UIScrollView? {
    collectionView.subviews.compactMap { $0 as? UIScrollView }.first
  }

  // Section 1 starts at 100 (two rows of 50) and is one band of 100 points: its 10 groups of
  // 256 lie along x, in a scroll view over the band (0, 100, 320, 100) whose content is
  // 10 × 256 = 2560 wide. Its cells live in that scroll view: items 0 (0…256) and 1
  // (256…512) meet its bounds (0…320).
  @Test func anOrthogonalSectionScrollsItsGroupsInAScrollViewOfItsOwn() {
    let (collectionView, _) = compositionalCollection(carousel(), counts: [2, 10])
    let inner = scroller(collectionView)
    #expect(inner?.frame == CGRect(x: 0, y: 100, width: 320, height: 100))
    #expect(inner?.contentSize == CGSize(width: 2560, height: 100))
    let cell = collectionView.cellForItem(at: IndexPath(item: 1, section: 1))
    #expect(cell?.superview === inner)
    #expect(cell?.frame == CGRect(x: 256, y: 0, width: 256, height: 100))
    #expect(
      collectionView.indexPathsForVisibleItems.filter { $0.section == 1 }.map(\.item) == [0, 1])
    #expect(collectionView.contentSize.height == 200)
  }

  // Scrolling the inner scroll view to 600 shows items 2 (512…768) and 3 (768…1024), which
  // meet 600…920; item 0 and 1 go back to the pool.
  @Test func scrollingTheSectionShowsTheItemsItsBoundsMeet() {
    let (collectionView, source) = compositionalCollection(carousel(), counts: [2, 10])
    let inner = scroller(collectionView)
    inner?.contentOffset = CGPoint(x: 600, y: 0)
    inner?.layoutIfNeeded()
    #expect(
      collectionView.indexPathsForVisibleItems.filter { $0.section == 1 }.map(\.item) == [2, 3])
    withExtendedLifetime(source) {}
  }

  // In right-to-left the groups run from the right: item 0 at 2560 − 256 = 2304, and the
  // scroll view starts at its end, 2560 − 320 = 2240, where item 0 shows.
  @Test func rightToLeftMirrorsTheSectionAndStartsAtItsLeadingEnd() {
    let (collectionView, _) = compositionalCollection(
      carousel(), counts: [2, 10], direction: .forceRightToLeft)
    let inner = scroller(collectionView)
    #expect(inner?.contentOffset == CGPoint(x: 2240, y: 0))
    #expect(
      collectionView.cellForItem(at: IndexPath(item: 0, section: 1))?.frame
        == CGRect(x: 2304, y: 0, width: 256, height: 100))
  }

  // Resting offsets for groups of 256 with 10 between (stops every 266), from rest at 0 with
  // a drag toward larger offsets, proposed 700:
  // - continuous keeps 700;
  // - leading boundary: the nearest stop to 700 is 3 × 266 = 798 (98 away; 532 is 168);
  // - group paging: one group on, 266;
  // - centred: group 1 spans 266…522, its centre 394 minus half the width (160) is 234.
  @Test(arguments: [
    (UICollectionLayoutSectionOrthogonalScrollingBehavior.continuous, CGFloat(700)),
    (.continuousGroupLeadingBoundary, 798), (.groupPaging, 266), (.groupPagingCentered, 234),
  ])
  func pagingBehavioursRestOnGroups(
    behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, expected: CGFloat
  ) {
    let layout = carousel(behavior, spacing: 10)
    let (collectionView, _) = compositionalCollection(layout, counts: [2, 10])
    let target = layout.orthogonalTargetOffset(
      section: 1, proposed: CGPoint(x: 700, y: 0), current: .zero, velocity: CGPoint(x: 1, y: 0),
      scrollerSize: CGSize(width: 320, height: 100))
    #expect(target.x == expected)
    #expect(scroller(collectionView)?.isPagingEnabled == false)
  }

  // `.paging` pages by the scroll view's width, as a paging scroll view.
  @Test func pagingUsesTheScrollViewsOwnPaging() {
    let (collectionView, _) = compositionalCollection(carousel(.paging), counts: [2, 10])
    #expect(scroller(collectionView)?.isPagingEnabled == true)
  }

  // The raw values of UIKit's enumeration.
  @Test func behavioursHaveUIKitsRawValues() {
    let all: [UICollectionLayoutSectionOrthogonalScrollingBehavior] = [
      .none, .continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging,
      .groupPagingCentered,
    ]
    #expect(all.map(\.rawValue) == [0, 1, 2, 3, 4, 5])
  }

  // The handler hears the section's visible items and the inner scroll view's offset; the
  // alpha it sets is what the cells show.
  @Test func theVisibleItemsHandlerChangesTheItemsShown() {
    var offsets: [CGPoint] = []
    let layout = UICollectionViewCompositionalLayout { _, _ in
      let item = NSCollectionLayoutItem(
        layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(0.8), .absolute(100)), subitems: [item])
      let section = NSCollectionLayoutSection(group: group)
      section.orthogonalScrollingBehavior = .continuous
      section.visibleItemsInvalidationHandler = { items, offset, _ in
        offsets.append(offset)
        for item in items { item.alpha = 0.5 }
      }
      return section
    }
    let (collectionView, _) = compositionalCollection(layout, counts: [10])
    #expect(collectionView.visibleCells.count == 2)
    #expect(collectionView.visibleCells.allSatisfy { $0.alpha == 0.5 })
    #expect(offsets.last == .zero)
  }
}
