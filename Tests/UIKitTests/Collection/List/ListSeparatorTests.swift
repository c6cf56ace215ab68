import Foundation
import Testing

@testable import UIKit

/// A list section's separators: one pixel along a row's bottom edge, from the content's text to
/// the trailing edge unless the configuration insets them, hidden under the last row of a
/// grouped section, and per item through `itemSeparatorHandler` (UIListSeparatorConfiguration.h,
/// UICollectionLayoutList.h).
@Suite(.checksInvariants)
@MainActor
struct ListSeparatorTests {
  /// The list cell at `item`, laid out.
  private func cell(_ collectionView: UICollectionView, _ item: Int) -> UICollectionViewListCell? {
    let cell =
      collectionView.cellForItem(at: IndexPath(item: item, section: 0))
      as? UICollectionViewListCell
    cell?.layoutIfNeeded()
    return cell
  }

  /// The bottom separator's frame, or nil when it does not show.
  private func bottomSeparator(_ collectionView: UICollectionView, _ item: Int) -> CGRect? {
    guard let view = cell(collectionView, item)?.separatorViews?.bottom, !view.isHidden else {
      return nil
    }
    return view.frame
  }

  // Rows are 44 tall, 320 wide; the text starts 16 points in (the list cell's margin). The
  // main screen is 3×: a pixel is ⅓ point. The separator runs from x 16 to the trailing
  // edge (304 wide) at y 44 − ⅓; right to left it runs from 0 to 304.
  @Test(arguments: bothSemantics)
  func aPlainRowsSeparatorRunsFromItsTextToTheTrailingEdge(direction: UISemanticContentAttribute) {
    let (collectionView, _) = listCollection(
      UICollectionLayoutListConfiguration(appearance: .plain), direction: direction)
    let x: CGFloat = direction == .forceRightToLeft ? 0 : 16
    for item in 0..<3 {
      #expect(
        bottomSeparator(collectionView, item)
          == CGRect(x: x, y: 44 - 1.0 / 3, width: 304, height: 1.0 / 3))
      #expect(cell(collectionView, item)?.separatorViews?.top.isHidden == true)
    }
  }

  // The separator guide's leading edge is at the text: 16 points in from the leading edge.
  @Test(arguments: bothSemantics)
  func theSeparatorGuideStartsAtTheText(direction: UISemanticContentAttribute) {
    let (collectionView, _) = listCollection(
      UICollectionLayoutListConfiguration(appearance: .plain), direction: direction)
    let guide = cell(collectionView, 0)?.separatorLayoutGuide.layoutFrame
    #expect(
      guide == CGRect(x: direction == .forceRightToLeft ? 0 : 16, y: 44, width: 304, height: 0))
  }

  // A grouped section's last row has no bottom separator; the rows above it do.
  @Test(arguments: [
    UICollectionLayoutListConfiguration.Appearance.grouped, .insetGrouped,
  ])
  func theLastRowOfAGroupedSectionHasNoSeparator(
    appearance: UICollectionLayoutListConfiguration.Appearance
  ) {
    let (collectionView, _) = listCollection(
      UICollectionLayoutListConfiguration(appearance: appearance))
    #expect(bottomSeparator(collectionView, 0) != nil)
    #expect(bottomSeparator(collectionView, 1) != nil)
    #expect(bottomSeparator(collectionView, 2) == nil)
  }

  // Without `showsSeparators` no row shows one, and the handler is not asked.
  @Test func showsSeparatorsFalseHidesThemAll() {
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    configuration.showsSeparators = false
    var asked = 0
    configuration.itemSeparatorHandler = { _, separators in
      asked += 1
      return separators
    }
    let (collectionView, _) = listCollection(configuration)
    #expect((0..<3).allSatisfy { bottomSeparator(collectionView, $0) == nil })
    #expect(asked == 0)
  }

  // Sidebar rows have no separators.
  @Test func sidebarRowsHaveNoSeparators() {
    let (collectionView, _) = listCollection(
      UICollectionLayoutListConfiguration(appearance: .sidebar))
    #expect((0..<3).allSatisfy { bottomSeparator(collectionView, $0) == nil })
  }

  // The handler is asked for each item with the section's configuration, and its answer is
  // the item's: item 1 hides its bottom separator, item 2 shows a top one and insets its
  // bottom one 0 from the leading edge and 10 from the trailing (310 wide; right to left at
  // x 10).
  @Test(arguments: bothSemantics)
  func theItemSeparatorHandlerGivesEachItemItsConfiguration(
    direction: UISemanticContentAttribute
  ) {
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    configuration.separatorConfiguration.color = .systemRed
    var asked: [IndexPath] = []
    var handed: [UIColor] = []
    configuration.itemSeparatorHandler = { indexPath, separators in
      asked.append(indexPath)
      handed.append(separators.color)
      var item = separators
      if indexPath.item == 1 { item.bottomSeparatorVisibility = .hidden }
      if indexPath.item == 2 {
        item.topSeparatorVisibility = .visible
        item.bottomSeparatorInsets = NSDirectionalEdgeInsets(
          top: 0, leading: 0, bottom: 0, trailing: 10)
      }
      return item
    }
    let (collectionView, _) = listCollection(configuration, direction: direction)
    #expect(Set(asked) == Set((0..<3).map { IndexPath(item: $0, section: 0) }))
    #expect(handed.allSatisfy { $0 == .systemRed })
    #expect(bottomSeparator(collectionView, 1) == nil)
    #expect(cell(collectionView, 2)?.separatorViews?.top.isHidden == false)
    #expect(
      bottomSeparator(collectionView, 2)
        == CGRect(
          x: direction == .forceRightToLeft ? 10 : 0, y: 44 - 1.0 / 3, width: 310,
          height: 1.0 / 3))
    #expect(cell(collectionView, 0)?.separatorViews?.bottom.backgroundColor == .systemRed)
  }
}
