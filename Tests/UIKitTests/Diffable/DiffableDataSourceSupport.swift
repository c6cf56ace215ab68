import Foundation

@testable import UIKit

/// A cell that counts how often it is prepared for reuse.
final class CountingCell: UICollectionViewCell {
  var reuses = 0
  var item: String?

  override func prepareForReuse() {
    super.prepareForReuse()
    reuses += 1
  }
}

/// A collection view of 320 × 200 with `ListLayout` (44-point rows, one section), fed by a
/// diffable data source whose cells come from a registration that records each configuration.
@MainActor
final class DiffableCollection {
  let collectionView: UICollectionView
  let dataSource: UICollectionViewDiffableDataSource<String, String>
  /// The items configured, in order.
  var configured: [String] = []

  init() {
    ReusableViewClasses.register(CountingCell.self) { CountingCell(frame: .zero) }
    let layout = ListLayout()
    layout.selfSizes = false
    collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
    var log: (String) -> Void = { _ in }
    let registration = UICollectionView.CellRegistration<CountingCell, String> {
      cell, _, item in
      cell.item = item
      log(item)
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    log = { [unowned self] in configured.append($0) }
  }

  func apply(_ items: [String], animating: Bool = false, completion: (() -> Void)? = nil) {
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["main"])
    snapshot.appendItems(items)
    dataSource.apply(snapshot, animatingDifferences: animating, completion: completion)
    collectionView.layoutIfNeeded()
  }

  func cell(_ item: Int) -> CountingCell? {
    collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? CountingCell
  }

  /// The items of the visible cells, top to bottom.
  var shownItems: [String] {
    (0..<collectionView.numberOfItems(inSection: 0)).compactMap { cell($0)?.item }
  }
}
