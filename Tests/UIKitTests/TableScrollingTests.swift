import Foundation
import Testing

@testable import UIKit

/// UITableView: scrolling to rows, hit-testing rows, and selection.
///
/// A 400-point table of 100 rows of 50 points: 5000 points of content, offsets 0...4600.
@Suite(.checksInvariants)
@MainActor
struct TableScrollingTests {
  private func table(
    rows: [Int] = [100], style: UITableView.Style = .plain, inset: UIEdgeInsets = .zero
  ) -> (UITableView, RowsDataSource) {
    let tableView = UITableView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 400), style: style)
    let source = RowsDataSource(counts: rows)
    tableView.rowHeight = 50
    // Laid out without iOS 15's automatic padding above plain headers (TableHeaderTopPaddingTests).
    tableView.sectionHeaderTopPadding = 0
    tableView.contentInset = inset
    tableView.dataSource = source
    tableView.delegate = source
    tableView.layoutIfNeeded()
    return (tableView, source)
  }

  private static let row10 = IndexPath(row: 10, section: 0)

  // Row 10 spans 500...550: at the top the offset is 500, at the bottom 550 − 400 = 150, in
  // the middle 525 − 200 = 325.
  @Test(arguments: [
    (UITableView.ScrollPosition.top, CGFloat(500)), (.bottom, 150), (.middle, 325),
  ])
  func scrollPositionsPlaceTheRow(position: UITableView.ScrollPosition, offset: CGFloat) {
    let (tableView, source) = table()
    tableView.scrollToRow(at: Self.row10, at: position, animated: false)
    #expect(tableView.contentOffset.y == offset)
    #expect(tableView.cellForRow(at: Self.row10) != nil)
    withExtendedLifetime(source) {}
  }

  // `.none` does not scroll to a fully visible row (row 3, 150...200, at offset 0), scrolls a
  // row below to the bottom (row 10: 150) and a row above to the top (from 1000: 500).
  @Test func noneScrollsAsLittleAsPossible() {
    let (tableView, source) = table()
    tableView.scrollToRow(at: IndexPath(row: 3, section: 0), at: .none, animated: false)
    #expect(tableView.contentOffset.y == 0)
    tableView.scrollToRow(at: Self.row10, at: .none, animated: false)
    #expect(tableView.contentOffset.y == 150)
    tableView.contentOffset = CGPoint(x: 0, y: 1000)
    tableView.scrollToRow(at: Self.row10, at: .none, animated: false)
    #expect(tableView.contentOffset.y == 500)
    withExtendedLifetime(source) {}
  }

  // The last row at the top would need 4950, past the largest offset 4600; the first row at
  // the bottom would need −350, before 0.
  @Test func offsetsAreClampedToTheScrollableRange() {
    let (tableView, source) = table()
    tableView.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
    #expect(tableView.contentOffset.y == 4600)
    tableView.scrollToRow(at: IndexPath(row: 0, section: 0), at: .bottom, animated: false)
    #expect(tableView.contentOffset.y == 0)
    withExtendedLifetime(source) {}
  }

  // Insets of 64 on top and 34 below leave 302 visible points: row 10 at the top needs
  // 500 − 64 = 436, at the bottom 550 − 400 + 34 = 184, in the middle 525 − 64 − 151 = 310;
  // row 0 at the top needs −64, the smallest offset.
  @Test(arguments: [
    (UITableView.ScrollPosition.top, CGFloat(436)), (.bottom, 184), (.middle, 310),
  ])
  func scrollingHonoursTheAdjustedContentInset(
    position: UITableView.ScrollPosition, offset: CGFloat
  ) {
    let (tableView, source) = table(inset: UIEdgeInsets(top: 64, left: 0, bottom: 34, right: 0))
    tableView.scrollToRow(at: Self.row10, at: position, animated: false)
    #expect(tableView.contentOffset.y == offset)
    tableView.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: false)
    #expect(tableView.contentOffset.y == -64)
    withExtendedLifetime(source) {}
  }

  // Three sections of five rows under 30-point headers: row 2 of section 1 spans 410...460. In
  // a plain table its section's header floats over the top 30 points, so the row goes to
  // 410 − 30 = 380; a grouped table's headers scroll away, so it goes to 410.
  @Test(arguments: [(UITableView.Style.plain, CGFloat(380)), (.grouped, 410)])
  func scrollingToTheTopClearsAFloatingHeader(style: UITableView.Style, offset: CGFloat) {
    let (tableView, source) = table(rows: [5, 5, 5], style: style)
    tableView.sectionHeaderHeight = 30
    tableView.sectionFooterHeight = 0
    tableView.scrollToRow(at: IndexPath(row: 2, section: 1), at: .top, animated: false)
    #expect(tableView.rectForRow(at: IndexPath(row: 2, section: 1)).minY == 410)
    #expect(tableView.contentOffset.y == offset)
    withExtendedLifetime(source) {}
  }

  @Test func scrollingToARowOutOfRangeReportsUIKitsException() {
    let (tableView, source) = table(rows: [5])
    let messages = UIKitDiagnostics.capturing {
      tableView.scrollToRow(at: IndexPath(row: 5, section: 0), at: .top, animated: false)
    }
    #expect(
      messages == [
        .init(
          kind: .exception(name: "NSRangeException"),
          text: "-[UITableView _contentOffsetForScrollingToRowAtIndexPath:atScrollPosition:"
            + "usingPresentationValues:]: row (5) beyond bounds (5) for section (0).")
      ])
    #expect(tableView.contentOffset.y == 0)
    withExtendedLifetime(source) {}
  }

  // 120...220 meets rows 2 (100...150), 3 and 4 (200...250); the point at y 175 is in row 3.
  @Test func rowsAtPointsAndInRectangles() {
    let (tableView, source) = table()
    #expect(
      tableView.indexPathsForRows(in: CGRect(x: 0, y: 120, width: 300, height: 100))
        == [2, 3, 4].map { IndexPath(row: $0, section: 0) })
    #expect(tableView.indexPathForRow(at: CGPoint(x: 10, y: 175)) == IndexPath(row: 3, section: 0))
    #expect(tableView.indexPathForRow(at: CGPoint(x: 10, y: 5000)) == nil)
    withExtendedLifetime(source) {}
  }

  // Selecting with `.none` does not scroll; scrolling to the nearest selected row at the top
  // brings row 40 (2000...2050) to 2000, where its cell shows selected.
  @Test func selectionAndScrollingToTheNearestSelectedRow() throws {
    let (tableView, source) = table()
    let row40 = IndexPath(row: 40, section: 0)
    tableView.selectRow(at: row40, animated: false, scrollPosition: .none)
    #expect(tableView.contentOffset.y == 0)
    #expect(tableView.indexPathForSelectedRow == row40)
    tableView.scrollToNearestSelectedRow(at: .top, animated: false)
    #expect(tableView.contentOffset.y == 2000)
    #expect(try #require(tableView.cellForRow(at: row40)).isSelected)
    #expect(tableView.cellForRow(at: IndexPath(row: 41, section: 0))?.isSelected == false)
    tableView.deselectRow(at: row40, animated: false)
    #expect(tableView.indexPathsForSelectedRows == nil)
    withExtendedLifetime(source) {}
  }

  // `NSNotFound` scrolls to a section without rows: sections of 5, 0 and 20 rows under
  // 30-point headers put section 1 (its header alone) at 280...310, the offset at the top.
  @Test func scrollingToASectionWithoutRows() {
    let (tableView, source) = table(rows: [5, 0, 20])
    tableView.sectionHeaderHeight = 30
    tableView.sectionFooterHeight = 0
    tableView.scrollToRow(at: IndexPath(row: NSNotFound, section: 1), at: .top, animated: false)
    #expect(tableView.contentOffset.y == 280)
    withExtendedLifetime(source) {}
  }
}
