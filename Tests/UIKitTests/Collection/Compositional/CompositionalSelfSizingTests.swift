import Foundation
import Testing

@testable import UIKit

/// Estimated dimensions: items and headers size from their views' Auto Layout through the
/// self-sizing hooks, and a large layout shows only what the bounds meet.
@Suite(.checksInvariants)
@MainActor
struct CompositionalSelfSizingTests {
  /// Rows of estimated height 44 whose cells hold a box `height(item)` tall pinned to the
  /// content view.
  private func estimatedRows(
    count: Int, height: @escaping (Int) -> CGFloat
  ) -> (UICollectionView, CompositionalDataSource) {
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(44)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .estimated(44)), subitems: [item])
    let layout = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: group))
    let source = CompositionalDataSource(counts: [count])
    source.configure = { cell, indexPath in
      for subview in cell.contentView.subviews { subview.removeFromSuperview() }
      let box = UIView()
      box.translatesAutoresizingMaskIntoConstraints = false
      cell.contentView.addSubview(box)
      let boxHeight = box.heightAnchor.constraint(equalToConstant: height(indexPath.item))
      boxHeight.priority = UILayoutPriority(999)
      NSLayoutConstraint.activate([
        box.topAnchor.constraint(equalTo: cell.contentView.topAnchor),
        box.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor),
        box.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor),
        box.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor), boxHeight,
      ])
    }
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
    collectionView.dataSource = source
    collectionView.layoutIfNeeded()
    return (collectionView, source)
  }

  // Rows of 30 and 60 alternately, estimated at 44: once shown they stack at 0, 30, 90, 120,
  // 180; the rows not yet shown keep the estimate, so 20 rows make 5 measured (30 + 60 + 30 +
  // 60 + 30 = 210) plus 15 × 44 = 660: 870.
  @Test func estimatedRowsTakeTheirCellsHeights() {
    let (collectionView, _) = estimatedRows(count: 20) { $0 % 2 == 0 ? 30 : 60 }
    let tops: [CGFloat] = [0, 30, 90, 120, 180]
    for (item, top) in tops.enumerated() {
      #expect(
        itemFrame(collectionView, item)
          == CGRect(x: 0, y: top, width: 320, height: item % 2 == 0 ? 30 : 60))
    }
    #expect(collectionView.contentSize.height == 870)
  }

  // 10,000 rows of 44 in a 200-point view: the first pass shows rows 0…4 (0…220 meets
  // 0…200); scrolling to 44,000 shows rows 1000…1004 and asks the data source for those
  // alone.
  @Test func aLargeLayoutShowsOnlyTheRowsTheBoundsMeet() {
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [item])
    let layout = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: group))
    let (collectionView, source) = compositionalCollection(
      layout, counts: [10_000], size: CGSize(width: 320, height: 200))
    #expect(collectionView.indexPathsForVisibleItems.map(\.item) == Array(0...4))
    source.asked = 0
    collectionView.contentOffset = CGPoint(x: 0, y: 44_000)
    collectionView.layoutIfNeeded()
    #expect(collectionView.indexPathsForVisibleItems.map(\.item) == Array(1000...1004))
    #expect(source.asked == 5)
    #expect(collectionView.contentSize.height == 440_000)
  }

  // Dimensions answer what they are.
  @Test func dimensionsAnswerTheirKind() {
    let dimensions: [NSCollectionLayoutDimension] = [
      .fractionalWidth(0.5), .fractionalHeight(0.25), .absolute(44), .estimated(60),
      .uniformAcrossSiblings(estimate: 80),
    ]
    #expect(dimensions.map(\.isFractionalWidth) == [true, false, false, false, false])
    #expect(dimensions.map(\.isFractionalHeight) == [false, true, false, false, false])
    #expect(dimensions.map(\.isAbsolute) == [false, false, true, false, false])
    #expect(dimensions.map(\.isEstimated) == [false, false, false, true, false])
    #expect(dimensions.map(\.isUniformAcrossSiblings) == [false, false, false, false, true])
    #expect(dimensions.map(\.dimension) == [0.5, 0.25, 44, 60, 80])
    #expect(NSCollectionLayoutSpacing.flexible(8).isFlexibleSpacing)
    #expect(NSCollectionLayoutSpacing.fixed(8).isFixedSpacing)
  }

  // Alignments have UIKit's raw values.
  @Test func alignmentsHaveUIKitsRawValues() {
    let all: [NSRectAlignment] = [
      .none, .top, .topLeading, .leading, .bottomLeading, .bottom, .bottomTrailing, .trailing,
      .topTrailing,
    ]
    #expect(all.map(\.rawValue) == Array(0...8))
  }
}
