import Foundation

@testable import UIKit

/// List cells with one line of body text ("Row"), and list cells as headers and footers with
/// one line of grouped header or footer text.
@MainActor
final class ListDataSource: NSObject, UICollectionViewDataSource {
  let counts: [Int]
  let cells = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, _ in
    var content = cell.defaultContentConfiguration()
    content.text = "Row"
    cell.contentConfiguration = content
  }
  let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
    elementKind: UICollectionView.elementKindSectionHeader
  ) { view, _, _ in
    var content = UIListContentConfiguration.groupedHeader()
    content.text = "Header"
    view.contentConfiguration = content
  }
  let footers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
    elementKind: UICollectionView.elementKindSectionFooter
  ) { view, _, _ in
    var content = UIListContentConfiguration.groupedFooter()
    content.text = "Footer"
    view.contentConfiguration = content
  }

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
    collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: indexPath.item)
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionView.dequeueConfiguredReusableSupplementary(
      using: kind == UICollectionView.elementKindSectionHeader ? headers : footers, for: indexPath)
  }
}

/// A collection view 320 × 480 with a list layout of `configuration`, laid out once.
@MainActor
func listCollection(
  _ configuration: UICollectionLayoutListConfiguration, counts: [Int] = [3],
  direction: UISemanticContentAttribute = .forceLeftToRight,
  margins: NSDirectionalEdgeInsets? = nil
) -> (UICollectionView, ListDataSource) {
  let collectionView = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 320, height: 480),
    collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
  collectionView.semanticContentAttribute = direction
  if let margins { collectionView.directionalLayoutMargins = margins }
  let source = ListDataSource(counts: counts)
  collectionView.dataSource = source
  collectionView.layoutIfNeeded()
  return (collectionView, source)
}

/// The height one line of `font` takes in the text model.
@MainActor
func listLineHeight(_ font: UIFont) -> CGFloat {
  let label = UILabel(frame: .zero)
  label.font = font
  label.text = "Row"
  return label.sizeThatFits(CGSize(width: 1000, height: CGFloat.greatestFiniteMagnitude)).height
}

/// A list row of one line of body text: 11 points above and below the line
/// (`UIListContentConfiguration.Metrics.cellMargins`), 42⅓ points, raised to a list cell's
/// minimum of 44.
@MainActor
var listRowHeight: CGFloat {
  max(44, 11 + listLineHeight(.preferredFont(forTextStyle: .body)) + 11)
}

/// The frame the layout gives a header or footer.
@MainActor
func supplementaryFrame(
  _ collectionView: UICollectionView, _ kind: String, section: Int = 0
) -> CGRect {
  collectionView.collectionViewLayout.layoutAttributesForSupplementaryView(
    ofKind: kind, at: IndexPath(item: 0, section: section))?.frame ?? .null
}
