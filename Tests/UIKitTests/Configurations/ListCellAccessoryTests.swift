import Foundation
import Testing

@testable import UIKit

/// `UICollectionViewListCell`'s accessories and indentation, on the widths of
/// `UICellAccessory.standardWidth(of:)` and the 10-point spacing (Bezel's model).
@MainActor
struct ListCellAccessoryTests {
  private func cell(rightToLeft: Bool = false) -> UICollectionViewListCell {
    let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    cell.semanticContentAttribute = rightToLeft ? .forceRightToLeft : .forceLeftToRight
    cell.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 0, leading: 16, bottom: 0, trailing: 16)
    return cell
  }

  // A disclosure indicator 11 wide ends at the trailing margin: x = 320 − 16 − 11 = 293; the
  // content view ends 10 before it plus the margin it keeps: 320 − 21 = 299 wide.
  @Test(arguments: [false, true])
  func aDisclosureIndicatorEndsAtTheTrailingMargin(rightToLeft: Bool) {
    let cell = cell(rightToLeft: rightToLeft)
    cell.accessories = [.disclosureIndicator()]
    cell.layoutIfNeeded()
    let indicator = cell.accessoryViews[0]
    #expect(indicator.frame.minX == (rightToLeft ? 16 : 293))
    #expect(indicator.frame.width == 11)
    #expect(cell.contentView.frame == CGRect(x: rightToLeft ? 21 : 0, y: 0, width: 299, height: 44))
  }

  // Editing accessories show only while editing.
  @Test func aDeleteControlShowsOnlyWhileEditing() {
    let cell = cell()
    cell.accessories = [.delete(), .checkmark()]
    cell.layoutIfNeeded()
    #expect(cell.accessoryViews[0].isHidden)
    cell.isEditingList = true
    cell.layoutIfNeeded()
    // The delete control at the leading margin, 22 wide; the content view starts 22 + 10 in.
    #expect(cell.accessoryViews[0].frame.minX == 16)
    #expect(cell.contentView.frame.minX == 32)
  }

  // Two trailing accessories: the first listed is outermost. Checkmark 17 at 320 − 16 − 17 =
  // 287; the indicator 11 at 287 − 10 − 11 = 266.
  @Test func trailingAccessoriesStackInwardsInOrder() {
    let cell = cell()
    cell.accessories = [.checkmark(), .disclosureIndicator()]
    cell.layoutIfNeeded()
    #expect(cell.accessoryViews.map(\.frame.minX) == [287, 266])
    // 320 − (17 + 10) − (11 + 10).
    #expect(cell.contentView.frame.width == 272)
  }

  // Level 2 at 10 points a level moves the content 20 points.
  @Test func indentationMovesTheContent() {
    let cell = cell()
    cell.indentationLevel = 2
    cell.layoutIfNeeded()
    #expect(cell.contentView.frame == CGRect(x: 20, y: 0, width: 300, height: 44))
  }

  @Test func aCustomWidthIsReserved() {
    let cell = cell()
    cell.accessories = [.label(text: "3", options: .init(reservedLayoutWidth: .custom(40)))]
    cell.layoutIfNeeded()
    #expect(cell.accessoryViews[0].frame.width == 40)
    #expect(
      cell.defaultContentConfiguration().textProperties.font == .preferredFont(forTextStyle: .body))
  }
}
