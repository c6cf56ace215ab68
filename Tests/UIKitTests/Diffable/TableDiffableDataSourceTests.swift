import Foundation
import Testing

@testable import UIKit

/// `UITableViewDiffableDataSource`: applying a snapshot updates the table by the difference.
@MainActor
struct TableDiffableDataSourceTests {
  private func table() -> (UITableView, UITableViewDiffableDataSource<Int, String>) {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    let dataSource = UITableViewDiffableDataSource<Int, String>(tableView: tableView) {
      tableView, indexPath, item in
      let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      cell.accessibilityIdentifier = item
      return cell
    }
    return (tableView, dataSource)
  }

  private func apply(_ dataSource: UITableViewDiffableDataSource<Int, String>, _ items: [String]) {
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(items)
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  private func item(_ tableView: UITableView, _ row: Int) -> String? {
    tableView.cellForRow(at: IndexPath(row: row, section: 0))?.accessibilityIdentifier
  }

  @Test func applyingShowsTheRows() {
    let (tableView, dataSource) = table()
    apply(dataSource, ["a", "b", "c"])
    tableView.layoutIfNeeded()
    #expect(tableView.numberOfRows(inSection: 0) == 3)
    #expect((0..<3).map { item(tableView, $0) } == ["a", "b", "c"])
    #expect(dataSource.defaultRowAnimation == .automatic)
  }

  // [a b c] → [a c]: b's cell leaves, c's cell moves to row 1 at y = 44.
  @Test func deletingARowMovesTheCellsAfterIt() {
    let (tableView, dataSource) = table()
    apply(dataSource, ["a", "b", "c"])
    tableView.layoutIfNeeded()
    let cellC = tableView.cellForRow(at: IndexPath(row: 2, section: 0))
    apply(dataSource, ["a", "c"])
    #expect(tableView.numberOfRows(inSection: 0) == 2)
    #expect(tableView.cellForRow(at: IndexPath(row: 1, section: 0)) === cellC)
    #expect(cellC?.frame.minY == 44)
  }

  @Test func movingARowKeepsItsCell() {
    let (tableView, dataSource) = table()
    apply(dataSource, ["a", "b", "c"])
    tableView.layoutIfNeeded()
    let cellA = tableView.cellForRow(at: IndexPath(row: 0, section: 0))
    apply(dataSource, ["b", "c", "a"])
    #expect(tableView.cellForRow(at: IndexPath(row: 2, section: 0)) === cellA)
    #expect((0..<3).map { item(tableView, $0) } == ["b", "c", "a"])
  }

  @Test func aNilCellIsReported() {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    let dataSource = UITableViewDiffableDataSource<Int, String>(tableView: tableView) { _, _, _ in
      nil
    }
    let messages = UIKitDiagnostics.capturing {
      apply(dataSource, ["a"])
      tableView.layoutIfNeeded()
    }
    #expect(
      messages.map(\.text) == [
        "UITableView dataSource returned a nil cell for row at index path: 0-0"
      ])
  }
}
