import Foundation
import Testing

@testable import UIKit

/// Groups of a compositional layout: fractional sizes against the containing group, repetition,
/// the `count:` forms, spacing and edge spacing, custom groups (WWDC 2019 session 215;
/// NSCollectionLayoutGroup.h).
@Suite(.checksInvariants)
@MainActor
struct CompositionalGroupTests {
  private func layout(_ group: NSCollectionLayoutGroup) -> UICollectionViewCompositionalLayout {
    UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
  }

  // A photo grid: items a quarter of the group's width and all its height, with 2-point
  // content insets; groups the full width, a quarter of it tall (320 / 4 = 80). Item n sits in
  // slot (n % 4) × 80, row (n / 4) × 80, shrunk by 2 on each side: 76 × 76. Mirrored in
  // right-to-left.
  @Test(arguments: bothSemantics)
  func fractionalItemsRepeatAcrossTheGroupAndContentInsetsShrinkThem(
    direction: UISemanticContentAttribute
  ) {
    let item = NSCollectionLayoutItem(
      layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.25)), subitems: [item])
    let (collectionView, _) = compositionalCollection(layout(group), direction: direction)
    for index in [0, 1, 3, 4, 9] {
      let expected = CGRect(
        x: CGFloat(index % 4) * 80 + 2, y: CGFloat(index / 4) * 80 + 2, width: 76, height: 76)
      #expect(
        itemFrame(collectionView, index)
          == (direction == .forceRightToLeft ? mirrored(expected, in: 320) : expected))
    }
    // 20 items in rows of 4: 5 rows of 80.
    #expect(collectionView.contentSize == CGSize(width: 320, height: 400))
  }

  // WWDC 2019 session 215's nested group: a leading item 0.7 of the width and a trailing
  // vertical group 0.3 wide holding two items half its height, in a group 200 tall: 320 × 0.7
  // = 224; the trailing group is 96 wide, its items 100 tall.
  @Test(arguments: bothSemantics)
  func nestedGroupsSizeAgainstTheirOwnGroup(direction: UISemanticContentAttribute) {
    let leading = NSCollectionLayoutItem(
      layoutSize: size(.fractionalWidth(0.7), .fractionalHeight(1)))
    let trailingItem = NSCollectionLayoutItem(
      layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
    let trailing = NSCollectionLayoutGroup.vertical(
      layoutSize: size(.fractionalWidth(0.3), .fractionalHeight(1)),
      repeatingSubitem: trailingItem, count: 2)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(200)), subitems: [leading, trailing])
    let (collectionView, _) = compositionalCollection(
      layout(group), counts: [6], direction: direction)
    let expected = [
      CGRect(x: 0, y: 0, width: 224, height: 200),
      CGRect(x: 224, y: 0, width: 96, height: 100),
      CGRect(x: 224, y: 100, width: 96, height: 100),
      CGRect(x: 0, y: 200, width: 224, height: 200),
    ]
    for (index, frame) in expected.enumerated() {
      #expect(
        itemFrame(collectionView, index)
          == (direction == .forceRightToLeft ? mirrored(frame, in: 320) : frame))
    }
  }

  // `count: 3` with 10 points between: (320 − 2 × 10) / 3 = 100 points each, at 0, 110 and 220,
  // whatever the item's own width.
  @Test func theCountFormDividesTheSpaceEqually() {
    let item = NSCollectionLayoutItem(layoutSize: size(.absolute(40), .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(50)), repeatingSubitem: item, count: 3)
    group.interItemSpacing = .fixed(10)
    let (collectionView, _) = compositionalCollection(layout(group), counts: [4])
    #expect(
      (0..<4).map { itemFrame(collectionView, $0) } == [
        CGRect(x: 0, y: 0, width: 100, height: 50), CGRect(x: 110, y: 0, width: 100, height: 50),
        CGRect(x: 220, y: 0, width: 100, height: 50), CGRect(x: 0, y: 50, width: 100, height: 50),
      ])
  }

  // Items 100 wide with flexible spacing of at least 0: three fit in 320 (a fourth would end
  // at 400); the 20 points left are shared by the two gaps, 10 each: 0, 110, 220.
  @Test func flexibleSpacingSharesWhatIsLeft() {
    let item = NSCollectionLayoutItem(layoutSize: size(.absolute(100), .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
    group.interItemSpacing = .flexible(0)
    let (collectionView, _) = compositionalCollection(layout(group), counts: [3])
    #expect((0..<3).map { itemFrame(collectionView, $0).minX } == [0, 110, 220])
  }

  // Edge spacing moves the item without shrinking it: 10 before each item and 5 above; the
  // first at 10, the second at 10 + 100 + 10 = 120; a third would need 220 + 110 = 330 > 320.
  @Test func edgeSpacingMovesItemsAndTheirNeighbours() {
    let item = NSCollectionLayoutItem(layoutSize: size(.absolute(100), .absolute(40)))
    item.edgeSpacing = NSCollectionLayoutEdgeSpacing(
      leading: .fixed(10), top: .fixed(5), trailing: nil, bottom: nil)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
    let (collectionView, _) = compositionalCollection(layout(group), counts: [3])
    #expect(itemFrame(collectionView, 0) == CGRect(x: 10, y: 5, width: 100, height: 40))
    #expect(itemFrame(collectionView, 1) == CGRect(x: 120, y: 5, width: 100, height: 40))
    #expect(itemFrame(collectionView, 2) == CGRect(x: 10, y: 55, width: 100, height: 40))
  }

  // A custom group places one item per frame its provider returns, relative to the group, and
  // hands the provider the group's size (320 × 100).
  @Test func aCustomGroupPlacesItemsWhereItsProviderSays() {
    var containerSizes: [CGSize] = []
    let group = NSCollectionLayoutGroup.custom(
      layoutSize: size(.fractionalWidth(1), .absolute(100))
    ) { environment in
      containerSizes.append(environment.container.contentSize)
      return [
        NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 10, y: 10, width: 50, height: 50)),
        NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 200, y: 40, width: 60, height: 60)),
      ]
    }
    let (collectionView, _) = compositionalCollection(layout(group), counts: [3])
    #expect(itemFrame(collectionView, 1) == CGRect(x: 200, y: 40, width: 60, height: 60))
    // The second group starts 100 lower.
    #expect(itemFrame(collectionView, 2) == CGRect(x: 10, y: 110, width: 50, height: 50))
    #expect(containerSizes.first == CGSize(width: 320, height: 100))
  }

  // A badge anchored to the top-trailing corner, moved by half its size out of the item
  // (fractional offset (0.5, −0.5)): a 20-point badge on an 80-point item at (80 − 20 + 10,
  // 0 − 10).
  @Test func aSupplementaryItemHangsOnItsItemsAnchor() {
    let badge = NSCollectionLayoutSupplementaryItem(
      layoutSize: size(.absolute(20), .absolute(20)), elementKind: TestKind.badge,
      containerAnchor: NSCollectionLayoutAnchor(
        edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)))
    let item = NSCollectionLayoutItem(
      layoutSize: size(.absolute(80), .absolute(80)), supplementaryItems: [badge])
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(80)), subitems: [item])
    let (collectionView, _) = compositionalCollection(layout(group), counts: [2])
    let attributes = collectionView.layoutAttributesForSupplementaryElement(
      ofKind: TestKind.badge, at: IndexPath(item: 1, section: 0))
    #expect(attributes?.frame == CGRect(x: 150, y: -10, width: 20, height: 20))
    #expect(
      collectionView.supplementaryView(
        forElementKind: TestKind.badge, at: IndexPath(item: 0, section: 0))?.frame
        == CGRect(x: 70, y: -10, width: 20, height: 20))
  }
}
