import Foundation
import Testing

@testable import UIKit

/// A data source of one section of rows whose cells come from a closure.
@MainActor
final class RowsDataSource: NSObject, UITableViewDataSource, UITableViewDelegate {
  var counts: [Int]
  var madeCells = 0
  var configure: (UITableViewCell, IndexPath) -> Void = { _, _ in }
  var fixedHeight: CGFloat?

  init(counts: [Int]) {
    self.counts = counts
  }

  func numberOfSections(in tableView: UITableView) -> Int { counts.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    counts[section]
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell: UITableViewCell
    if let reused = tableView.dequeueReusableCell(withIdentifier: "row") {
      cell = reused
    } else {
      madeCells += 1
      cell = UITableViewCell(style: .default, reuseIdentifier: "row")
    }
    configure(cell, indexPath)
    return cell
  }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    fixedHeight ?? tableView.rowHeight
  }

  /// Gives each cell, once, a box `height` tall pinned to its content view's margins guide on
  /// every side: a self-sizing row of 8 + `height` + 8.
  func fillCellsWithABoxInTheMargins(height: CGFloat) {
    configure = { cell, _ in
      guard cell.contentView.subviews.isEmpty else { return }
      let box = UIView()
      box.translatesAutoresizingMaskIntoConstraints = false
      cell.contentView.addSubview(box)
      let margins = cell.contentView.layoutMarginsGuide
      NSLayoutConstraint.activate([
        box.topAnchor.constraint(equalTo: margins.topAnchor),
        box.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        box.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        box.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        box.heightAnchor.constraint(equalToConstant: height),
      ])
    }
  }
}

/// A delegate whose section headers are 30-point views without constraints.
@MainActor
final class HeaderViewsDelegate: NSObject, UITableViewDelegate {
  var made = 0

  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    made += 1
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
    view.tag = section
    return view
  }
}

/// UITableView: rows, reuse, self-sizing and cell geometry (WWDC 2018 session 235).
@Suite(.checksInvariants)
@MainActor
struct TableViewTests {
  private func table(
    width: CGFloat = 300, height: CGFloat = 400, rows: [Int], rowHeight: CGFloat = 50,
    style: UITableView.Style = .plain
  ) -> (UITableView, RowsDataSource) {
    let tableView = UITableView(
      frame: CGRect(x: 0, y: 0, width: width, height: height), style: style)
    let source = RowsDataSource(counts: rows)
    tableView.rowHeight = rowHeight
    tableView.dataSource = source
    tableView.delegate = source
    tableView.layoutIfNeeded()
    return (tableView, source)
  }

  @Test func indexPathHasRowSectionAndItem() {
    var path = IndexPath(row: 3, section: 1)
    #expect(path.section == 1)
    #expect(path.row == 3)
    #expect(path.item == 3)
    path.row = 5
    #expect(path == IndexPath(item: 5, section: 1))
    #expect(Array(path) == [1, 5])
  }

  @Test func appleValuesOfTheEnumsAndTheAutomaticDimension() {
    #expect(UITableView.automaticDimension == -1)
    #expect(UITableView.Style.insetGrouped.rawValue == 2)
    #expect(UITableViewCell.AccessoryType.detailButton.rawValue == 4)
    #expect(UITableView.SeparatorInsetReference.fromAutomaticInsets.rawValue == 1)
    let tableView = UITableView(frame: .zero, style: .plain)
    #expect(tableView.rowHeight == UITableView.automaticDimension)
    #expect(tableView.estimatedRowHeight == UITableView.automaticDimension)
    #expect(tableView.insetsContentViewsToSafeArea)
    #expect(!tableView.cellLayoutMarginsFollowReadableWidth)
  }

  // 100 rows of 50 points: 5000 points of content; a 400-point table shows rows 0 to 7.
  @Test func contentSizeAndVisibleRowsFollowFixedHeights() {
    let (tableView, _) = table(rows: [100])
    #expect(tableView.numberOfSections == 1)
    #expect(tableView.numberOfRows(inSection: 0) == 100)
    #expect(tableView.contentSize == CGSize(width: 300, height: 5000))
    #expect(
      tableView.rectForRow(at: IndexPath(row: 3, section: 0))
        == CGRect(x: 0, y: 150, width: 300, height: 50))
    #expect(tableView.indexPathsForVisibleRows == (0..<8).map { IndexPath(row: $0, section: 0) })
    #expect(tableView.visibleCells.count == 8)
    #expect(tableView.subviews.filter { $0 is UITableViewCell }.count == 8)
  }

  // Scrolled to 1000 (row 20) with 25 more points: rows 20 to 28 intersect 1025...1425.
  @Test func scrollingRecyclesCells() {
    let (tableView, source) = table(rows: [100])
    #expect(source.madeCells == 8)
    tableView.contentOffset = CGPoint(x: 0, y: 1025)
    tableView.layoutIfNeeded()
    #expect(tableView.indexPathsForVisibleRows?.first == IndexPath(row: 20, section: 0))
    #expect(tableView.indexPathsForVisibleRows?.last == IndexPath(row: 28, section: 0))
    #expect(tableView.cellForRow(at: IndexPath(row: 21, section: 0))?.frame.minY == 1050)
    #expect(tableView.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
    // Nine rows are visible at most, so nine cells serve every offset.
    #expect(source.madeCells == 9)
    for step in 0..<40 {
      tableView.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 111)
      tableView.layoutIfNeeded()
    }
    #expect(source.madeCells == 9)
    #expect(tableView.subviews.filter { $0 is UITableViewCell }.count <= 9)
  }

  @Test func dequeueWithARegisteredClassMakesThenReuses() {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), style: .plain)
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    let path = IndexPath(row: 0, section: 0)
    let first = tableView.dequeueReusableCell(withIdentifier: "cell", for: path)
    #expect(first.reuseIdentifier == "cell")
    #expect(tableView.dequeueReusableCell(withIdentifier: "cell") == nil)
    tableView.endDisplaying(first, at: path)
    #expect(tableView.dequeueReusableCell(withIdentifier: "cell", for: path) === first)
  }

  // Grouped tables separate sections; two sections of two 50-point rows: 18 + 100 + 18 per
  // section (Bezel's section heights without titles, documented in UITableView+Rows.swift).
  @Test func groupedSectionsAddHeadersAndFooters() {
    let (tableView, _) = table(rows: [2, 2], style: .grouped)
    #expect(tableView.contentSize.height == 272)
    #expect(
      tableView.rectForRow(at: IndexPath(row: 0, section: 1))
        == CGRect(x: 0, y: 154, width: 300, height: 50))
    let (plain, _) = table(rows: [2, 2])
    #expect(plain.contentSize.height == 200)
  }

  // A label pinned to the content view's margins with a 60-point height: the content view is 8 + 60
  // + 8 = 76 tall (the cell's top and bottom margins are 8), and the row adds the separator, one
  // pixel (a third of a point at the display scale of 3 that traits have outside a window).
  @Test func rowsSizeThemselvesFromTheContentView() {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), style: .plain)
    let source = RowsDataSource(counts: [50])
    source.fillCellsWithABoxInTheMargins(height: 60)
    tableView.dataSource = source
    tableView.layoutIfNeeded()
    let measured: CGFloat = 76 + 1.0 / 3
    #expect(tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height == measured)
    // Rows not yet seen keep the 44-point estimate.
    #expect(tableView.rectForRow(at: IndexPath(row: 49, section: 0)).height == 44)
    let visible = tableView.indexPathsForVisibleRows ?? []
    // 400 / 76.33: rows 0 to 5 are visible.
    #expect(visible.count == 6)
  }

  // A cell's margins are the table's: 16 on the sides of a compact-width table, 8 on top and
  // bottom; the content view's margins then measure 16 from its own edges.
  @Test func cellsTakeTheTableMargins() {
    let (tableView, _) = table(rows: [3])
    let cell = try! #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(cell.layoutMargins == UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 300, height: 50))
    #expect(cell.contentView.layoutMargins.left == 16)
    #expect(cell.separatorInset == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0))
    #expect(cell.separatorFrame == CGRect(x: 16, y: 50 - 1.0 / 3, width: 284, height: 1.0 / 3))
  }

  // The disclosure indicator (8 points and a 10-point gap past the 16-point trailing margin,
  // Bezel's model) narrows the content view to 300 − 34 = 266; in right-to-left it is on the
  // left.
  @Test(arguments: [UISemanticContentAttribute.forceLeftToRight, .forceRightToLeft])
  func accessoryNarrowsTheContentView(attribute: UISemanticContentAttribute) {
    let (tableView, source) = table(rows: [3])
    tableView.semanticContentAttribute = attribute
    source.configure = { cell, _ in
      cell.semanticContentAttribute = attribute
      cell.accessoryType = .disclosureIndicator
    }
    tableView.reloadData()
    tableView.layoutIfNeeded()
    let cell = try! #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    let x: CGFloat = attribute == .forceRightToLeft ? 34 : 0
    #expect(cell.contentView.frame == CGRect(x: x, y: 0, width: 266, height: 50))
    let background = UIView()
    cell.backgroundView = background
    cell.layoutIfNeeded()
    #expect(background.frame == CGRect(x: 0, y: 0, width: 300, height: 50))
  }

  // The separator inset set on the table counts from the cell edges; with
  // `.fromAutomaticInsets` it adds to the automatic 16.
  @Test func separatorInsetReference() {
    let (tableView, _) = table(rows: [3])
    tableView.separatorInset = UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 0)
    tableView.layoutIfNeeded()
    let cell = try! #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(cell.separatorFrame.minX == 4)
    tableView.separatorInsetReference = .fromAutomaticInsets
    tableView.layoutIfNeeded()
    #expect(cell.separatorFrame.minX == 20)
  }

  // The default style's label spans the content view's margins: 16 to 284; in right-to-left
  // the same (symmetric margins).
  @Test func systemLabelSitsOnTheMargins() {
    let (tableView, source) = table(rows: [1])
    source.configure = { cell, _ in cell.textLabel?.text = "Title" }
    tableView.reloadData()
    tableView.layoutIfNeeded()
    let cell = try! #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(cell.textLabel?.frame.minX == 16)
    #expect(cell.textLabel?.frame.width == 268)
  }

  // Three sections of five 50-point rows under 30-point header views (their frames' height, no
  // constraints): section 1's header spans 280 to 310 and its rows start at 310; the headers
  // in the bounds are subviews, the others are not.
  @Test func headerViewsTakeTheirHeightAndShowInTheBounds() {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), style: .plain)
    let source = RowsDataSource(counts: [5, 5, 5])
    let headers = HeaderViewsDelegate()
    tableView.rowHeight = 50
    // Laid out without iOS 15's automatic padding above plain headers (TableHeaderTopPaddingTests).
    tableView.sectionHeaderTopPadding = 0
    tableView.dataSource = source
    tableView.delegate = headers
    tableView.layoutIfNeeded()
    #expect(tableView.rectForHeader(inSection: 1) == CGRect(x: 0, y: 280, width: 300, height: 30))
    #expect(tableView.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 310)
    #expect(tableView.contentSize.height == 840)
    #expect(tableView.subviews.filter { $0.frame.height == 30 }.map(\.tag).sorted() == [0, 1])
    tableView.contentOffset = CGPoint(x: 0, y: 400)
    tableView.layoutIfNeeded()
    // 400...800 meets section 1's rows, whose header floats at the top (400) in a plain table,
    // and section 2's header at 560; section 0's has left.
    let shown = tableView.subviews.filter { $0.frame.height == 30 }.sorted { $0.tag < $1.tag }
    #expect(shown.map(\.tag) == [1, 2])
    #expect(shown.map(\.frame.minY) == [400, 560])
    withExtendedLifetime((source, headers)) {}
  }

  // A 100-point table header view moves every row down by 100 and adds to the content.
  @Test func tableHeaderViewComesFirst() {
    let (tableView, source) = table(rows: [10])
    let header = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
    tableView.tableHeaderView = header
    tableView.layoutIfNeeded()
    #expect(header.frame == CGRect(x: 0, y: 0, width: 300, height: 100))
    #expect(tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 100)
    #expect(tableView.contentSize.height == 600)
    withExtendedLifetime(source) {}
  }

  // An inset grouped table insets its cells by its margins (16 on each side in a compact width):
  // 300 − 32 = 268 wide at 16, below the 18-point grouped header; inside, the cells keep the
  // 16-point minimum margins.
  @Test func insetGroupedCellsSitInsideTheMargins() throws {
    let (tableView, source) = table(rows: [2], style: .insetGrouped)
    let cell = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(cell.frame == CGRect(x: 16, y: 18, width: 268, height: 50))
    #expect(cell.layoutMargins.left == 16)
    #expect(cell.contentView.frame.width == 268)
    withExtendedLifetime(source) {}
  }
}
