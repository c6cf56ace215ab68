import Foundation

@testable import UIKit

/// Plain cells for every item and plain supplementary views of every kind, counting the cells
/// it is asked for.
@MainActor
final class CompositionalDataSource: NSObject, UICollectionViewDataSource {
  var counts: [Int]
  var asked = 0
  var configure: (UICollectionViewCell, IndexPath) -> Void = { _, _ in }

  init(counts: [Int]) {
    self.counts = counts
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    counts[section]
  }

  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    asked += 1
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    configure(cell, indexPath)
    return cell
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "view", for: indexPath)
  }
}

/// The kinds the tests' supplementary views use.
enum TestKind {
  static let header = "header"
  static let footer = "footer"
  static let badge = "badge"
  static let background = "background"
}

/// A collection view of `size` with a compositional layout of `section` for every section,
/// laid out once.
@MainActor
func compositionalCollection(
  _ layout: UICollectionViewCompositionalLayout, counts: [Int] = [20],
  size: CGSize = CGSize(width: 320, height: 480),
  direction: UISemanticContentAttribute = .unspecified
) -> (UICollectionView, CompositionalDataSource) {
  let collectionView = UICollectionView(
    frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
  collectionView.semanticContentAttribute = direction
  collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
  for kind in [TestKind.header, TestKind.footer, TestKind.badge] {
    collectionView.register(
      UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "view")
  }
  layout.register(UICollectionReusableView.self, forDecorationViewOfKind: TestKind.background)
  let source = CompositionalDataSource(counts: counts)
  collectionView.dataSource = source
  collectionView.layoutIfNeeded()
  return (collectionView, source)
}

/// A size of two dimensions.
@MainActor
func size(
  _ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension
) -> NSCollectionLayoutSize {
  NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
}

/// The frame the layout gives an item.
@MainActor
func itemFrame(_ collectionView: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect {
  collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    ?? .null
}

/// `frame` mirrored in a container `width` points wide, for right-to-left expectations.
func mirrored(_ frame: CGRect, in width: CGFloat) -> CGRect {
  CGRect(x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
}

/// Both layout directions, for geometry tests.
let bothSemantics: [UISemanticContentAttribute] = [.forceLeftToRight, .forceRightToLeft]
