import Foundation
import Testing

@testable import UIKit

/// A data source of plain cells, counting the cells it makes.
@MainActor
final class ItemsDataSource: NSObject, UICollectionViewDataSource {
  var counts: [Int]
  var madeCells = 0
  var configure: (UICollectionViewCell) -> Void = { _ in }

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
    let before = collectionView.pool.count
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    if collectionView.pool.count == before { madeCells += 1 }
    configure(cell)
    return cell
  }
}

/// UICollectionView with UICollectionViewFlowLayout: lines, spacing, insets, reuse (Apple,
/// UICollectionViewFlowLayout.sectionInsetReference).
@Suite(.checksInvariants)
@MainActor
struct CollectionViewTests {
  private func grid(
    width: CGFloat = 320, height: CGFloat = 480, items: [Int] = [30],
    configure: (UICollectionViewFlowLayout) -> Void = { _ in }
  ) -> (UICollectionView, UICollectionViewFlowLayout, ItemsDataSource) {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    configure(layout)
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
    let source = ItemsDataSource(counts: items)
    collectionView.dataSource = source
    collectionView.layoutIfNeeded()
    return (collectionView, layout, source)
  }

  private func frame(_ collectionView: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect
  {
    collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
      ?? .null
  }

  // UICollectionViewFlowLayout.h and Apple's documentation: spacing 10, item 50 × 50, no
  // section inset, insets from the content inset, vertical scrolling.
  @Test func flowLayoutDefaults() {
    let layout = UICollectionViewFlowLayout()
    #expect(layout.minimumLineSpacing == 10)
    #expect(layout.minimumInteritemSpacing == 10)
    #expect(layout.itemSize == CGSize(width: 50, height: 50))
    #expect(layout.estimatedItemSize == .zero)
    #expect(layout.sectionInset == .zero)
    #expect(layout.sectionInsetReference == .fromContentInset)
    #expect(UICollectionViewFlowLayout.SectionInsetReference.fromLayoutMargins.rawValue == 2)
    #expect(layout.scrollDirection == .vertical)
    #expect(UICollectionViewFlowLayout.automaticSize.width == .greatestFiniteMagnitude)
    #expect(layout.headerReferenceSize == .zero)
  }

  // 320 points hold 100 + 10 + 100 + 10 + 100: three items a line; 30 items make 10 lines of
  // 100 with 9 gaps of 10: 1090 tall.
  @Test func itemsWrapIntoLines() {
    let (collectionView, _, _) = grid()
    #expect(collectionView.contentSize == CGSize(width: 320, height: 1090))
    #expect(frame(collectionView, 4) == CGRect(x: 110, y: 110, width: 100, height: 100))
    // Lines 0 to 4 (the fifth from 440 to 540) meet the 480-point bounds: 15 items.
    #expect(collectionView.indexPathsForVisibleItems.count == 15)
    #expect(collectionView.visibleCells.count == 15)
  }

  // 330 points leave 10 spare in a line of three: the gaps grow to 15.
  @Test func linesSpreadTheirItems() {
    let (collectionView, _, _) = grid(width: 330)
    #expect(frame(collectionView, 1).minX == 115)
    #expect(frame(collectionView, 2).minX == 230)
  }

  // One 200-point item a line in 320 points: centred at 60.
  @Test func aLoneItemIsCentred() {
    let (collectionView, _, _) = grid(items: [3]) {
      $0.itemSize = CGSize(width: 200, height: 50)
    }
    #expect(frame(collectionView, 0) == CGRect(x: 60, y: 0, width: 200, height: 50))
    #expect(frame(collectionView, 1).minY == 60)
  }

  // A 40-point header, then the section inset (10, 20, 10, 20): 280 points hold two items
  // spread to both ends, 20 and 200.
  @Test func headerAndSectionInset() {
    let (collectionView, _, _) = grid(items: [4]) {
      $0.headerReferenceSize = CGSize(width: 0, height: 40)
      $0.sectionInset = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
    }
    #expect(frame(collectionView, 0) == CGRect(x: 20, y: 50, width: 100, height: 100))
    #expect(frame(collectionView, 1).minX == 200)
    let header = collectionView.layoutAttributesForSupplementaryElement(
      ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    #expect(header?.frame == CGRect(x: 0, y: 0, width: 320, height: 40))
    // 40 + 10 + 100 + 10 + 100 + 10.
    #expect(collectionView.contentSize.height == 270)
    // The header is realised at its frame.
    let view = collectionView.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    #expect(view?.frame == CGRect(x: 0, y: 0, width: 320, height: 40))
    #expect(view?.superview === collectionView)
  }

  @Test func scrollingRecyclesCells() {
    let (collectionView, _, source) = grid(items: [300])
    let made = source.madeCells
    #expect(made == 15)
    for step in 1...60 {
      collectionView.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 97)
      collectionView.layoutIfNeeded()
    }
    // At most six lines meet a 480-point window (a 480 span can touch 6 lines of 110): 18.
    #expect(source.madeCells <= 18)
    #expect(collectionView.subviews.count <= 18)
    #expect(collectionView.indexPathsForVisibleItems.first?.item ?? 0 > 100)
  }

  // Horizontal: 230 points hold two items a column, spread to 0 and 130; 10 items make 5
  // columns, 5 × 100 + 4 × 10 = 540 wide.
  @Test func horizontalScrolling() {
    let (collectionView, _, _) = grid(height: 230, items: [10]) { $0.scrollDirection = .horizontal }
    #expect(collectionView.contentSize == CGSize(width: 540, height: 230))
    #expect(frame(collectionView, 1) == CGRect(x: 0, y: 130, width: 100, height: 100))
    #expect(frame(collectionView, 2).minX == 110)
  }

  // Right-to-left mirrors the lines: the first item is at the right, 320 − 100.
  @Test func rightToLeftMirrors() {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    collectionView.semanticContentAttribute = .forceRightToLeft
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
    let source = ItemsDataSource(counts: [5])
    collectionView.dataSource = source
    collectionView.layoutIfNeeded()
    #expect(frame(collectionView, 0).minX == 220)
    #expect(frame(collectionView, 2).minX == 0)
    #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 220)
  }

  // With an estimated size, each item takes the size its content view's constraints give: a
  // box of 80 × 30 pinned to the content view's edges.
  @Test func itemsSizeThemselves() {
    let (collectionView, _, source) = grid(items: [0]) {
      $0.estimatedItemSize = CGSize(width: 50, height: 50)
    }
    source.configure = { cell in
      guard cell.contentView.subviews.isEmpty else { return }
      let box = UIView()
      box.translatesAutoresizingMaskIntoConstraints = false
      cell.contentView.addSubview(box)
      NSLayoutConstraint.activate([
        box.topAnchor.constraint(equalTo: cell.contentView.topAnchor),
        box.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor),
        box.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor),
        box.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor),
        box.widthAnchor.constraint(equalToConstant: 80),
        box.heightAnchor.constraint(equalToConstant: 30),
      ])
    }
    source.counts = [3]
    collectionView.reloadData()
    collectionView.layoutIfNeeded()
    #expect(frame(collectionView, 0).size == CGSize(width: 80, height: 30))
  }

  // The layout asks the cell, not its content view: a subclass's fitting size sizes its item
  // (UICollectionViewCell.preferredLayoutAttributesFitting calls the cell's
  // systemLayoutSizeFitting at the estimated size, both dimensions at the fitting level).
  @Test func itemsTakeTheSizeTheirCellsFittingSizeSays() throws {
    let (collectionView, _, source) = grid(items: [0]) {
      $0.estimatedItemSize = CGSize(width: 50, height: 50)
    }
    // What `bezelRegister(_:forCellWithReuseIdentifier:)` does for a subclass on Linux.
    collectionView.registerFactory(
      { _ in FittingItemCell(frame: .zero) }, forCellWithReuseIdentifier: "item")
    source.counts = [3]
    collectionView.reloadData()
    collectionView.layoutIfNeeded()
    #expect(frame(collectionView, 0).size == CGSize(width: 90, height: 77))
    let cell = try #require(
      collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? FittingItemCell)
    let request = try #require(cell.requests.first)
    #expect(request.0 == CGSize(width: 50, height: 50))
    #expect(request.1 == .fittingSizeLevel)
    #expect(request.2 == .fittingSizeLevel)
  }
}

/// A cell that answers 90 × 77 whatever it is asked, recording what it was asked.
@MainActor
private final class FittingItemCell: UICollectionViewCell {
  private(set) var requests: [(CGSize, UILayoutPriority, UILayoutPriority)] = []

  override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    requests.append((targetSize, horizontalFittingPriority, verticalFittingPriority))
    return CGSize(width: 90, height: 77)
  }
}
