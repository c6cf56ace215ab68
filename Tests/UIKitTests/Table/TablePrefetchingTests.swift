import Foundation
import Testing

@testable import UIKit

/// Prefetching: one screen ahead in the direction of the scroll (Bezel's model, stated in
/// `UITableView+Prefetching.swift`).
@MainActor
struct TablePrefetchingTests {
  final class Prefetcher: NSObject, UITableViewDataSourcePrefetching {
    var calls: [String] = []
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
      calls.append("prefetch " + indexPaths.map { "\($0.row)" }.joined(separator: ","))
    }
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
      calls.append("cancel " + indexPaths.map { "\($0.row)" }.joined(separator: ","))
    }
  }

  // A 400-point table of 50-point rows shows rows 0–7; the next screen, 400 to 800, holds rows
  // 8–15.
  @Test func rowsOneScreenBelowArePrefetched() {
    let prefetcher = Prefetcher()
    let (tableView, _) = editingTable(rows: [40]) { _ in }
    tableView.prefetchDataSource = prefetcher
    tableView.setNeedsLayout()
    tableView.layoutIfNeeded()
    #expect(prefetcher.calls == ["prefetch 8,9,10,11,12,13,14,15"])
  }

  // Scrolling down 100 points shows rows 2–9: rows 8 and 9 show (forgotten), rows 16 and 17
  // come ahead.
  @Test func scrollingDownPrefetchesTheNextRows() {
    let prefetcher = Prefetcher()
    let (tableView, _) = editingTable(rows: [40]) { _ in }
    tableView.prefetchDataSource = prefetcher
    tableView.setNeedsLayout()
    tableView.layoutIfNeeded()
    tableView.contentOffset = CGPoint(x: 0, y: 100)
    tableView.layoutIfNeeded()
    #expect(prefetcher.calls.last == "prefetch 16,17")
  }

  // Turning back up from 800 (rows 16–23 visible): the rows prefetched below (24–31) are
  // cancelled and the screen above (rows 8–15 at 400 to 800, less none visible) is prefetched.
  @Test func turningBackCancelsTheRowsAhead() {
    let prefetcher = Prefetcher()
    let (tableView, _) = editingTable(rows: [40]) { _ in }
    tableView.prefetchDataSource = prefetcher
    tableView.contentOffset = CGPoint(x: 0, y: 800)
    tableView.layoutIfNeeded()
    #expect(prefetcher.calls.last == "prefetch 24,25,26,27,28,29,30,31")
    tableView.contentOffset = CGPoint(x: 0, y: 750)
    tableView.layoutIfNeeded()
    #expect(
      prefetcher.calls.suffix(2) == [
        "cancel 24,25,26,27,28,29,30,31", "prefetch 7,8,9,10,11,12,13,14",
      ])
  }
}
