import Foundation
import Testing

@testable import UIKit

/// UITableView: a plain table's headers float at the top of the visible area and its footers
/// at the bottom; a grouped table's scroll with the content.
///
/// Three sections of five 50-point rows under 30-point title headers: section 0 spans 0...280
/// (header 0...30), section 1 280...560 (header 280...310), section 2 560...840.
@Suite(.checksInvariants)
@MainActor
struct TableFloatingHeaderTests {
  private func table(
    style: UITableView.Style, offset: CGFloat, configure: (UITableView) -> Void = { _ in }
  ) -> (UITableView, TitledSectionsDataSource) {
    let tableView = UITableView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 400), style: style)
    let source = TitledSectionsDataSource(
      counts: [5, 5, 5], headerTitles: ["A", "B", "C"], footerTitles: [])
    tableView.rowHeight = 50
    tableView.sectionHeaderHeight = 30
    tableView.sectionFooterHeight = 0
    // Laid out without iOS 15's automatic padding above plain headers (TableHeaderTopPaddingTests).
    tableView.sectionHeaderTopPadding = 0
    configure(tableView)
    tableView.dataSource = source
    tableView.layoutIfNeeded()
    tableView.contentOffset = CGPoint(x: 0, y: offset)
    tableView.layoutIfNeeded()
    return (tableView, source)
  }

  // At 100 the top of the visible area is 100: section 0's header is pinned there (its section
  // ends at 280, lower than 100 + 30); section 1's stays at 280.
  @Test func plainHeaderPinsToTheTopOfTheVisibleArea() throws {
    let (tableView, source) = table(style: .plain, offset: 100)
    let header = try #require(tableView.headerView(forSection: 0))
    #expect(header.frame == CGRect(x: 0, y: 100, width: 300, height: 30))
    #expect(tableView.headerView(forSection: 1)?.frame.minY == 280)
    // The pinned header covers the rows under it.
    #expect(tableView.subviews.last === tableView.headerView(forSection: 1))
    #expect(tableView.subviews.dropLast().last === header)
    // The header's rectangle in the content does not move.
    #expect(tableView.rectForHeader(inSection: 0).minY == 0)
    withExtendedLifetime(source) {}
  }

  // At 260 section 0's header would sit at 260...290, past its section's end at 280: section
  // 1's header pushes it up to 280 − 30 = 250.
  @Test func nextHeaderPushesThePinnedHeaderUp() {
    let (tableView, source) = table(style: .plain, offset: 260)
    #expect(tableView.headerView(forSection: 0)?.frame.minY == 250)
    #expect(tableView.headerView(forSection: 1)?.frame.minY == 280)
    withExtendedLifetime(source) {}
  }

  // At 300 section 0 (0...280) is out of view; section 1's header is pinned at 300.
  @Test func headerOfASectionOutOfViewLeaves() {
    let (tableView, source) = table(style: .plain, offset: 300)
    #expect(tableView.headerView(forSection: 0) == nil)
    #expect(tableView.headerView(forSection: 1)?.frame.minY == 300)
    withExtendedLifetime(source) {}
  }

  // A 20-point top content inset moves the top of the visible area to 100 + 20 = 120.
  @Test func pinnedHeaderStaysBelowTheAdjustedContentInset() {
    let (tableView, source) = table(style: .plain, offset: 100) {
      $0.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    }
    #expect(tableView.adjustedContentInset.top == 20)
    #expect(tableView.headerView(forSection: 0)?.frame.minY == 120)
    withExtendedLifetime(source) {}
  }

  // A grouped table's headers stay where the content puts them: at 100, section 0's header
  // (0...30) is out of view, section 1's is at 280.
  @Test func groupedHeadersScrollWithTheContent() {
    let (tableView, source) = table(style: .grouped, offset: 100)
    #expect(tableView.headerView(forSection: 0) == nil)
    #expect(tableView.headerView(forSection: 1)?.frame.minY == 280)
    withExtendedLifetime(source) {}
  }

  // With 20-point title footers each section is 30 + 250 + 20 = 300 tall; at offset 0 the
  // visible area ends at 400: section 1's footer (natural 580...600) floats at 400 − 20 = 380,
  // while section 0's footer (280...300) is in view where it is.
  @Test func plainFooterPinsToTheBottomOfTheVisibleArea() {
    let (tableView, source) = table(style: .plain, offset: 0) {
      $0.sectionFooterHeight = 20
    }
    source.footerTitles = ["a", "b", "c"]
    tableView.reloadData()
    tableView.layoutIfNeeded()
    #expect(tableView.rectForFooter(inSection: 1).minY == 580)
    #expect(tableView.footerView(forSection: 0)?.frame.minY == 280)
    #expect(tableView.footerView(forSection: 1)?.frame.minY == 380)
    #expect(tableView.footerView(forSection: 2) == nil)
  }
}
