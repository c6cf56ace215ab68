import Foundation
import Testing

@testable import UIKit

/// Sections of a compositional layout: content insets, spacing, headers and footers, pinned
/// headers, backgrounds, and the layout's configuration (NSCollectionLayoutSection.h;
/// UICollectionViewCompositionalLayoutConfiguration).
@Suite(.checksInvariants)
@MainActor
struct CompositionalSectionTests {
  /// Full-width rows of `height` points.
  private func rows(height: CGFloat = 50) -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(height)), subitems: [item])
    return NSCollectionLayoutSection(group: group)
  }

  private func header(pinned: Bool = false) -> NSCollectionLayoutBoundarySupplementaryItem {
    let header = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: size(.fractionalWidth(1), .absolute(40)), elementKind: TestKind.header,
      alignment: .top)
    header.pinToVisibleBounds = pinned
    return header
  }

  // Insets of 10 on every edge and 5 between groups: rows of 300 × 50 at x 10, y 10, 65,
  // 120…; four rows end at 10 + 4 × 50 + 3 × 5 = 225, and the bottom inset makes 235.
  @Test(arguments: bothSemantics)
  func contentInsetsAndInterGroupSpacingPlaceTheGroups(direction: UISemanticContentAttribute) {
    let section = rows()
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 20)
    section.interGroupSpacing = 5
    let (collectionView, _) = compositionalCollection(
      UICollectionViewCompositionalLayout(section: section), counts: [4], direction: direction)
    for row in 0..<4 {
      // Leading 10, trailing 20: 290 wide.
      let expected = CGRect(x: 10, y: 10 + CGFloat(row) * 55, width: 290, height: 50)
      #expect(
        itemFrame(collectionView, row)
          == (direction == .forceRightToLeft ? mirrored(expected, in: 320) : expected))
    }
    #expect(collectionView.contentSize == CGSize(width: 320, height: 235))
  }

  // Sections follow one another with the configuration's spacing: 3 rows of 50 (150), 20
  // points, then section 1 from 170.
  @Test func interSectionSpacingSeparatesSections() {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 20
    let layout = UICollectionViewCompositionalLayout(section: rows(), configuration: configuration)
    let (collectionView, _) = compositionalCollection(layout, counts: [3, 2])
    #expect(itemFrame(collectionView, 0, 1) == CGRect(x: 0, y: 170, width: 320, height: 50))
    #expect(collectionView.contentSize.height == 270)
  }

  // A header 40 tall takes the top of its section, before the insets; a footer the bottom:
  // header 0…40, inset 8, rows 48…148, inset 8, footer 156…196. With `supplementaries
  // FollowContentInsets` (the default) both take the leading and trailing insets of 16.
  @Test func headersAndFootersTakeTheEdgesOfTheirSection() {
    let section = rows()
    section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
    let footer = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: size(.fractionalWidth(1), .absolute(40)), elementKind: TestKind.footer,
      alignment: .bottom)
    section.boundarySupplementaryItems = [header(), footer]
    let (collectionView, _) = compositionalCollection(
      UICollectionViewCompositionalLayout(section: section), counts: [2])
    let path = IndexPath(item: 0, section: 0)
    #expect(
      collectionView.layoutAttributesForSupplementaryElement(ofKind: TestKind.header, at: path)?
        .frame == CGRect(x: 16, y: 0, width: 288, height: 40))
    #expect(itemFrame(collectionView, 0) == CGRect(x: 16, y: 48, width: 288, height: 50))
    #expect(
      collectionView.layoutAttributesForSupplementaryElement(ofKind: TestKind.footer, at: path)?
        .frame == CGRect(x: 16, y: 156, width: 288, height: 40))
    #expect(collectionView.contentSize.height == 196)
  }

  // Two sections of a 40-point header and 10 rows of 50: section 0 spans 0…540, section 1
  // 540…1080. At offset 100 the pinned header sits at the top of the bounds (100); at 520 it
  // stops where its section ends (540 − 40 = 500); section 1's header stays at 540. The
  // header shows in front of the cells it covers.
  @Test(arguments: [(CGFloat(100), CGFloat(100)), (520, 500), (0, 0)])
  func aPinnedHeaderStaysInTheBoundsWhileItsSectionIs(offset: CGFloat, expected: CGFloat) {
    let section = rows()
    section.boundarySupplementaryItems = [header(pinned: true)]
    let (collectionView, _) = compositionalCollection(
      UICollectionViewCompositionalLayout(section: section), counts: [10, 10])
    collectionView.contentOffset = CGPoint(x: 0, y: offset)
    collectionView.layoutIfNeeded()
    let header = collectionView.supplementaryView(
      forElementKind: TestKind.header, at: IndexPath(item: 0, section: 0))
    #expect(header?.frame == CGRect(x: 0, y: expected, width: 320, height: 40))
    #expect(collectionView.subviews.last === header)
    #expect(
      collectionView.layoutAttributesForSupplementaryElement(
        ofKind: TestKind.header, at: IndexPath(item: 0, section: 1))?.frame.minY == 540)
  }

  // A background covers its section (header included) inset by its own content insets, behind
  // the cells: section 0 is 40 + 2 × 50 = 140 tall; insets of 5 make (5, 5, 310, 130).
  @Test func aBackgroundDecorationCoversItsSectionBehindTheCells() {
    let section = rows()
    section.boundarySupplementaryItems = [header()]
    let background = NSCollectionLayoutDecorationItem.background(elementKind: TestKind.background)
    background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
    section.decorationItems = [background]
    let (collectionView, _) = compositionalCollection(
      UICollectionViewCompositionalLayout(section: section), counts: [2])
    let attributes = collectionView.collectionViewLayout.layoutAttributesForElements(
      in: collectionView.bounds)?.first { $0.representedElementCategory == .decorationView }
    #expect(attributes?.frame == CGRect(x: 5, y: 5, width: 310, height: 130))
    let decoration = collectionView.subviews.first { $0.frame == attributes?.frame }
    #expect(decoration != nil)
    #expect(collectionView.subviews.first === decoration)
  }

  // The layout's own header comes before every section: 30 points, then section 0 from 30.
  @Test func theConfigurationsHeaderComesBeforeTheSections() {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: TestKind.footer,
        alignment: .top)
    ]
    let layout = UICollectionViewCompositionalLayout(section: rows(), configuration: configuration)
    let (collectionView, _) = compositionalCollection(layout, counts: [2])
    #expect(itemFrame(collectionView, 0).minY == 30)
    #expect(
      collectionView.layoutAttributesForSupplementaryElement(
        ofKind: TestKind.footer, at: IndexPath(item: 0, section: 0))?.frame
        == CGRect(x: 0, y: 0, width: 320, height: 30))
  }

  // Horizontal scrolling: groups follow one another along x. Groups a third of the width
  // (320 / 3) and the full height (480), each holding two items half as tall: item 2 starts
  // the second group at x 106.67.
  @Test func aHorizontalConfigurationLaysGroupsAlongX() {
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: size(.fractionalWidth(1.0 / 3), .fractionalHeight(1)), subitems: [item])
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    let layout = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: group), configuration: configuration)
    let (collectionView, _) = compositionalCollection(layout, counts: [6])
    // A third of 320, on the 3× pixel grid of the main screen: 320 pixels.
    let third: CGFloat = 320 / 3
    #expect(itemFrame(collectionView, 1) == CGRect(x: 0, y: 240, width: third, height: 240))
    #expect(itemFrame(collectionView, 2) == CGRect(x: third, y: 0, width: third, height: 240))
    #expect(collectionView.contentSize == CGSize(width: 320, height: 480))
  }

  // The provider hears each section's index and the environment: the container is the
  // collection view (320 × 480, no insets outside a window).
  @Test func theSectionProviderHearsTheEnvironment() {
    var heard: [(Int, CGSize)] = []
    let layout = UICollectionViewCompositionalLayout { index, environment in
      heard.append((index, environment.container.effectiveContentSize))
      return self.rows()
    }
    _ = compositionalCollection(layout, counts: [1, 1])
    #expect(heard.map(\.0) == [0, 1])
    #expect(heard.allSatisfy { $0.1 == CGSize(width: 320, height: 480) })
  }
}
