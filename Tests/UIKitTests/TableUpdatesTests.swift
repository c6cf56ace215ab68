import Foundation
import Testing

@testable import UIKit

/// UITableView: batch updates re-read the data source, keep the cells of rows that stay, and
/// report UIKit's exception for counts that do not follow from the changes.
@Suite(.checksInvariants)
@MainActor
struct TableUpdatesTests {
  private func table(rows: [Int]) -> (UITableView, RowsDataSource) {
    let tableView = UITableView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 400), style: .plain)
    let source = RowsDataSource(counts: rows)
    tableView.rowHeight = 50
    tableView.dataSource = source
    tableView.delegate = source
    tableView.layoutIfNeeded()
    return (tableView, source)
  }

  private func cell(_ tableView: UITableView, _ row: Int, _ section: Int = 0) -> UITableViewCell? {
    tableView.cellForRow(at: IndexPath(row: row, section: section))
  }

  // Inserting a row at the top moves the old first row's cell to row 1 at 50; the table
  // grows to 6 × 50 = 300.
  @Test func insertingARowMovesTheRowsBelow() throws {
    let (tableView, source) = table(rows: [5])
    let first = try #require(cell(tableView, 0))
    source.counts = [6]
    tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    #expect(tableView.numberOfRows(inSection: 0) == 6)
    #expect(tableView.contentSize.height == 300)
    #expect(cell(tableView, 1) === first)
    #expect(first.frame.minY == 50)
    #expect(cell(tableView, 0) !== first)
  }

  // Deleting row 1 moves the old row 2's cell up to row 1 at 50.
  @Test func deletingARowMovesTheRowsBelowUp() throws {
    let (tableView, source) = table(rows: [5])
    let third = try #require(cell(tableView, 2))
    source.counts = [4]
    tableView.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
    #expect(cell(tableView, 1) === third)
    #expect(third.frame.minY == 50)
    #expect(tableView.contentSize.height == 200)
  }

  // The data source gains two rows but the update inserts one: UIKit's reason text, then the
  // table reloads and shows the data source's seven rows.
  @Test func aMismatchedRowCountReportsUIKitsExceptionAndReloads() {
    let (tableView, source) = table(rows: [5])
    source.counts = [7]
    let messages = UIKitDiagnostics.capturing {
      tableView.insertRows(at: [IndexPath(row: 5, section: 0)], with: .automatic)
    }
    #expect(
      messages == [
        .init(
          kind: .exception(name: "NSInternalInconsistencyException"),
          text: "Invalid update: invalid number of rows in section 0. The number of rows "
            + "contained in an existing section after the update (7) must be equal to the "
            + "number of rows contained in that section before the update (5), plus or minus "
            + "the number of rows inserted or deleted from that section (1 inserted, 0 "
            + "deleted) and plus or minus the number of rows moved into or out of that section "
            + "(0 moved in, 0 moved out).")
      ])
    tableView.layoutIfNeeded()
    #expect(tableView.numberOfRows(inSection: 0) == 7)
    #expect(tableView.contentSize.height == 350)
  }

  @Test func aMismatchedSectionCountReportsUIKitsException() {
    let (tableView, source) = table(rows: [2, 2])
    source.counts = [2, 2, 2]
    let messages = UIKitDiagnostics.capturing {
      tableView.deleteSections(IndexSet(integer: 0), with: .automatic)
    }
    #expect(
      messages.map(\.text) == [
        "Invalid update: invalid number of sections. The number of sections contained in the "
          + "table view after the update (3) must be equal to the number of sections contained "
          + "in the table view before the update (2), plus or minus the number of sections "
          + "inserted or deleted (0 inserted, 1 deleted)."
      ])
    tableView.layoutIfNeeded()
    #expect(tableView.numberOfSections == 3)
  }

  // Sections of 2 and 3 rows; a 4-row section inserted at 1 pushes the old section 1 to 2,
  // whose first row then starts at 100 + 200 = 300.
  @Test func insertingASectionMovesTheSectionsBelow() throws {
    let (tableView, source) = table(rows: [2, 3])
    let moved = try #require(cell(tableView, 0, 1))
    source.counts = [2, 4, 3]
    tableView.insertSections(IndexSet(integer: 1), with: .automatic)
    #expect(tableView.numberOfSections == 3)
    #expect(cell(tableView, 0, 2) === moved)
    #expect(moved.frame.minY == 300)
  }

  // Deleting section 0 (2 rows) brings section 1's first row to the top.
  @Test func deletingASectionMovesTheSectionsBelowUp() throws {
    let (tableView, source) = table(rows: [2, 3])
    let moved = try #require(cell(tableView, 0, 1))
    source.counts = [3]
    tableView.deleteSections(IndexSet(integer: 0), with: .automatic)
    #expect(cell(tableView, 0, 0) === moved)
    #expect(moved.frame.minY == 0)
  }

  // Moving row 0 to row 3: rows 1 to 3 move up one, and the old row 0's cell is at 150.
  @Test func movingARowKeepsItsCell() throws {
    let (tableView, source) = table(rows: [5])
    let first = try #require(cell(tableView, 0))
    let second = try #require(cell(tableView, 1))
    tableView.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0))
    #expect(cell(tableView, 3) === first)
    #expect(first.frame.minY == 150)
    #expect(cell(tableView, 0) === second)
    withExtendedLifetime(source) {}  // The table holds its data source weakly.
  }

  // Reloading a row asks the data source for its cell again; the other rows keep theirs.
  @Test func reloadingARowAsksForItsCellAgain() throws {
    let (tableView, source) = table(rows: [5])
    let kept = try #require(cell(tableView, 0))
    var asked: [IndexPath] = []
    source.configure = { _, indexPath in asked.append(indexPath) }
    tableView.reloadRows(at: [IndexPath(row: 2, section: 0)], with: .none)
    #expect(asked == [IndexPath(row: 2, section: 0)])
    #expect(cell(tableView, 0) === kept)
  }

  // Changes inside one batch apply together at its end, checked against the final counts:
  // one insertion and one deletion leave five rows.
  @Test func batchUpdatesApplyTogetherThenComplete() {
    let (tableView, source) = table(rows: [5])
    var completed: Bool?
    let messages = UIKitDiagnostics.capturing {
      tableView.performBatchUpdates(
        {
          tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
          tableView.beginUpdates()
          tableView.deleteRows(at: [IndexPath(row: 4, section: 0)], with: .automatic)
          tableView.endUpdates()
        },
        completion: { completed = $0 })
    }
    #expect(messages.isEmpty)
    #expect(completed == true)
    #expect(tableView.numberOfRows(inSection: 0) == 5)
    #expect(source.counts == [5])
  }

  // Reloading section 1 takes its new row count (3 → 1) without a count check, and asks for
  // its cells again; section 0's cell stays.
  @Test func reloadingASectionTakesItsNewRows() throws {
    let (tableView, source) = table(rows: [2, 3])
    let kept = try #require(cell(tableView, 0, 0))
    let reloaded = try #require(cell(tableView, 0, 1))
    source.counts = [2, 1]
    let messages = UIKitDiagnostics.capturing {
      tableView.reloadSections(IndexSet(integer: 1), with: .automatic)
    }
    #expect(messages.isEmpty)
    #expect(tableView.numberOfRows(inSection: 1) == 1)
    #expect(cell(tableView, 0, 0) === kept)
    #expect(reloaded.isHidden)
    #expect(tableView.contentSize.height == 150)
  }

  @Test func deletingARowOutOfRangeReportsUIKitsException() {
    let (tableView, source) = table(rows: [3])
    source.counts = [2]
    let messages = UIKitDiagnostics.capturing {
      tableView.deleteRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)
    }
    #expect(
      messages.map(\.text) == [
        "attempt to delete row 3 from section 0 which only contains 3 rows before the update"
      ])
    tableView.layoutIfNeeded()
    #expect(tableView.numberOfRows(inSection: 0) == 2)
  }

  // Self-sizing rows 8 + 60 + 8 points tall and a one-pixel separator (a third of a point at
  // 3x): after scrolling to 3000 the first rows are out of view with their measured heights;
  // a row inserted at the top takes the 44-point estimate and the old rows keep theirs.
  @Test func rowsThatStayKeepTheirMeasuredHeights() {
    let tableView = UITableView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 400), style: .plain)
    let source = RowsDataSource(counts: [100])
    source.fillCellsWithABoxInTheMargins(height: 60)
    tableView.dataSource = source
    tableView.layoutIfNeeded()
    tableView.contentOffset = CGPoint(x: 0, y: 3000)
    tableView.layoutIfNeeded()
    source.counts = [101]
    tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    #expect(tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
    let measured: CGFloat = 76 + 1.0 / 3
    #expect(tableView.rectForRow(at: IndexPath(row: 1, section: 0)).height == measured)
    #expect(tableView.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 44)
  }

  // Moving section 0 (2 rows) after section 1 (3 rows): its first cell moves to 150.
  @Test func movingASectionKeepsItsCells() throws {
    let (tableView, source) = table(rows: [2, 3])
    let moved = try #require(cell(tableView, 0, 0))
    source.counts = [3, 2]
    tableView.moveSection(0, toSection: 1)
    #expect(cell(tableView, 0, 1) === moved)
    #expect(moved.frame.minY == 150)
  }

  // Deleting row 1 moves the selected row 3 to row 2.
  @Test func selectionFollowsItsRow() {
    let (tableView, source) = table(rows: [5])
    tableView.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
    source.counts = [4]
    tableView.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
    #expect(tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    #expect(tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
  }

  // An empty update asks for the heights again: rows of 80 put row 1 at 80, in the same cell.
  @Test func anEmptyUpdateAsksForHeightsAgain() throws {
    let (tableView, source) = table(rows: [5])
    let second = try #require(cell(tableView, 1))
    source.fixedHeight = 80
    tableView.beginUpdates()
    tableView.endUpdates()
    #expect(second.frame == CGRect(x: 0, y: 80, width: 300, height: 80))
    #expect(cell(tableView, 1) === second)
    #expect(tableView.contentSize.height == 400)
  }
}
