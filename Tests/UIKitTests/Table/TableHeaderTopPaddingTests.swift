import Foundation
import Testing

@testable import UIKit

/// The padding above section headers at the default `sectionHeaderTopPadding`.
///
/// At `automaticDimension` iOS 15 and later put 22 points above each header of a plain table,
/// none above a grouped table's; earlier iOS puts none (`OSEra+TableCells.swift` gives the sources). A view outside any window takes today's.
@Suite(.checksInvariants)
@MainActor
struct TableHeaderTopPaddingTests {
  // Plain, 28-point title headers, two 50-point rows a section (`EditingDataSource`): section
  // 0's header at 22, its rows from 22 + 28 = 50, section 1's header at
  // 22 + 28 + 100 + 22 = 172, in either layout direction.
  @Test(arguments: [false, true])
  func aPlainTablePadsEachHeaderBy22Points(rightToLeft: Bool) {
    let (tableView, _) = editingTable(rows: [2, 2], rightToLeft: rightToLeft) {
      $0.headerTitles = true
    }
    #expect(tableView.sectionHeaderTopPadding == UITableView.automaticDimension)
    #expect(tableView.rectForHeader(inSection: 0).minY == 22)
    #expect(tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 50)
    #expect(tableView.rectForHeader(inSection: 1).minY == 172)
  }

  // A window of the iOS 13 era (before the property) puts no padding: rows from 28, section
  // 1's header at 28 + 100 = 128.
  @Test(arguments: [false, true])
  func beforeIOS15ThereIsNoPadding(rightToLeft: Bool) {
    let (tableView, _) = editingTable(rows: [2, 2], rightToLeft: rightToLeft) {
      $0.headerTitles = true
    }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    window.context.plainSectionHeaderTopPadding = 0
    window.addSubview(tableView)
    tableView.layoutIfNeeded()
    #expect(tableView.rectForHeader(inSection: 0).minY == 0)
    #expect(tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 28)
    #expect(tableView.rectForHeader(inSection: 1).minY == 128)
  }

  @Test func anExplicitZeroRemovesThePadding() {
    let (tableView, _) = editingTable(rows: [2, 2]) { $0.headerTitles = true }
    tableView.sectionHeaderTopPadding = 0
    tableView.layoutIfNeeded()
    #expect(tableView.rectForHeader(inSection: 1).minY == 128)
  }

  @Test func aSectionWithoutAHeaderHasNoPadding() {
    let (tableView, _) = editingTable(rows: [2, 2])
    #expect(tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 0)
    #expect(tableView.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 100)
  }

  // A grouped table's headers lie where they lie with the padding set to 0.
  @Test func aGroupedTableIsNotPadded() {
    func headerTops(padding: CGFloat?) -> [CGFloat] {
      let tableView = UITableView(
        frame: CGRect(x: 0, y: 0, width: 300, height: 400), style: .grouped)
      let source = EditingDataSource(counts: [2, 2])
      source.headerTitles = true
      tableView.dataSource = source
      if let padding { tableView.sectionHeaderTopPadding = padding }
      tableView.layoutIfNeeded()
      return withExtendedLifetime(source) {
        [0, 1].map { tableView.rectForHeader(inSection: $0).minY }
      }
    }
    #expect(headerTops(padding: nil) == headerTops(padding: 0))
  }
}
