import Foundation
import Testing

@testable import UIKit

/// A data source of sections of rows with optional header and footer titles.
@MainActor
final class TitledSectionsDataSource: NSObject, UITableViewDataSource {
  var counts: [Int]
  var headerTitles: [String?]
  var footerTitles: [String?]

  init(counts: [Int], headerTitles: [String?] = [], footerTitles: [String?] = []) {
    self.counts = counts
    self.headerTitles = headerTitles
    self.footerTitles = footerTitles
  }

  func numberOfSections(in tableView: UITableView) -> Int { counts.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    counts[section]
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "row")
      ?? UITableViewCell(style: .default, reuseIdentifier: "row")
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    headerTitles.indices.contains(section) ? headerTitles[section] : nil
  }

  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    footerTitles.indices.contains(section) ? footerTitles[section] : nil
  }
}

/// A header view that counts the times the table recycled it.
@MainActor
final class CountingHeaderView: UITableViewHeaderFooterView {
  var reuses = 0

  override func prepareForReuse() {
    super.prepareForReuse()
    reuses += 1
  }
}

/// A delegate whose headers are dequeued `CountingHeaderView`s, made when the pool is empty,
/// optionally holding a 40-point box pinned to the content view's edges.
@MainActor
final class DequeuingHeadersDelegate: NSObject, UITableViewDelegate {
  var made: [CountingHeaderView] = []
  var boxed = false

  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    let view: UITableViewHeaderFooterView
    if let reused = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header") {
      view = reused
    } else {
      let made = CountingHeaderView(reuseIdentifier: "header")
      self.made.append(made)
      view = made
      if boxed {
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        view.contentView.addSubview(box)
        NSLayoutConstraint.activate([
          box.topAnchor.constraint(equalTo: view.contentView.topAnchor),
          box.bottomAnchor.constraint(equalTo: view.contentView.bottomAnchor),
          box.leadingAnchor.constraint(equalTo: view.contentView.leadingAnchor),
          box.trailingAnchor.constraint(equalTo: view.contentView.trailingAnchor),
          box.heightAnchor.constraint(equalToConstant: 40),
        ])
      }
    }
    view.tag = section
    view.textLabel?.text = "Section \(section)"
    return view
  }
}

/// A delegate that records the header views the table shows and takes away.
@MainActor
final class HeaderDisplayDelegate: NSObject, UITableViewDelegate {
  var willDisplay: [Int] = []
  var didEndDisplaying: [Int] = []
  var texts: [String] = []

  func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
  ) {
    willDisplay.append(section)
    texts.append((view as? UITableViewHeaderFooterView)?.textLabel?.text ?? "")
  }

  func tableView(
    _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
  ) {
    didEndDisplaying.append(section)
  }
}

/// UITableView: section header and footer views, their reuse, titles and rectangles.
@Suite(.checksInvariants)
@MainActor
struct TableSectionViewTests {
  private func table(
    _ source: UITableViewDataSource, style: UITableView.Style = .plain,
    configure: (UITableView) -> Void = { _ in }
  ) -> UITableView {
    let tableView = UITableView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 400), style: style)
    tableView.rowHeight = 50
    // Laid out without iOS 15's automatic padding above plain headers (TableHeaderTopPaddingTests).
    tableView.sectionHeaderTopPadding = 0
    configure(tableView)
    tableView.dataSource = source
    tableView.layoutIfNeeded()
    return tableView
  }

  // A title gives a standard header view 28 points tall (Bezel's title height), its label on
  // the table's margins: leading 30 and trailing 10 are left 30 and right 10 in left-to-right
  // (label at 30, 300 − 40 = 260 wide) and left 10 and right 30 in right-to-left (label at 10).
  @Test(arguments: [UISemanticContentAttribute.forceLeftToRight, .forceRightToLeft])
  func titlesMakeStandardHeadersOnTheTableMargins(attribute: UISemanticContentAttribute) throws {
    let source = TitledSectionsDataSource(counts: [3, 3], headerTitles: ["Alpha", "Beta"])
    let tableView = table(source) {
      $0.semanticContentAttribute = attribute
      $0.directionalLayoutMargins = NSDirectionalEdgeInsets(
        top: 8, leading: 30, bottom: 8, trailing: 10)
    }
    let header = try #require(tableView.headerView(forSection: 0))
    #expect(header.textLabel?.text == "Alpha")
    #expect(header.frame == CGRect(x: 0, y: 0, width: 300, height: 28))
    let label = try #require(header.textLabel)
    let x: CGFloat = attribute == .forceRightToLeft ? 10 : 30
    #expect(label.frame.minX == x)
    #expect(label.frame.width == 260)
    // Section 1's header follows section 0's three rows: 28 + 150 = 178.
    #expect(tableView.headerView(forSection: 1)?.frame.minY == 178)
    #expect(tableView.headerView(forSection: 1)?.textLabel?.text == "Beta")
    withExtendedLifetime(source) {}
  }

  // A footer title makes a standard footer view; a grouped section without one keeps the
  // 18-point spacer and no view.
  @Test func footerTitlesMakeStandardFooters() throws {
    let source = TitledSectionsDataSource(counts: [2, 2], footerTitles: ["Note", nil])
    let tableView = table(source, style: .grouped)
    // Section 0: header 18, rows 18...118, footer 118...146.
    let footer = try #require(tableView.footerView(forSection: 0))
    #expect(footer.textLabel?.text == "Note")
    #expect(footer.frame == CGRect(x: 0, y: 118, width: 300, height: 28))
    #expect(tableView.rectForFooter(inSection: 1).height == 18)
    #expect(tableView.footerView(forSection: 1) == nil)
    withExtendedLifetime(source) {}
  }

  // A grouped table with 40-point headers and 10-point footers: section 0 spans 0...150
  // (header 0...40, two rows 40...140, footer 140...150) and section 1 spans 150...350
  // (header 150...190, three rows, footer 340...350).
  @Test func rectanglesOfSectionsHeadersAndFooters() {
    let source = TitledSectionsDataSource(counts: [2, 3])
    let tableView = table(source, style: .grouped) {
      $0.sectionHeaderHeight = 40
      $0.sectionFooterHeight = 10
    }
    #expect(tableView.rect(forSection: 0) == CGRect(x: 0, y: 0, width: 300, height: 150))
    #expect(tableView.rect(forSection: 1) == CGRect(x: 0, y: 150, width: 300, height: 200))
    #expect(tableView.rectForHeader(inSection: 1) == CGRect(x: 0, y: 150, width: 300, height: 40))
    #expect(tableView.rectForFooter(inSection: 1) == CGRect(x: 0, y: 340, width: 300, height: 10))
    #expect(tableView.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 190)
    #expect(tableView.contentSize.height == 350)
    #expect(tableView.rect(forSection: 2) == .zero)
    withExtendedLifetime(source) {}
  }

  @Test func dequeueMakesARegisteredClassAndNothingUnregistered() {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), style: .plain)
    #expect(tableView.dequeueReusableHeaderFooterView(withIdentifier: "header") == nil)
    tableView.register(
      UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
    let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
    #expect(view?.reuseIdentifier == "header")
    tableView.register(nil as AnyClass?, forHeaderFooterViewReuseIdentifier: "header")
    #expect(tableView.dequeueReusableHeaderFooterView(withIdentifier: "header") == nil)
  }

  // Twenty sections of five 50-point rows under 30-point headers: 280 points a section, so a
  // 400-point table meets at most three sections, and three header views serve every offset.
  @Test func headerViewsAreReused() {
    let source = TitledSectionsDataSource(counts: Array(repeating: 5, count: 20))
    let headers = DequeuingHeadersDelegate()
    let tableView = table(source) {
      $0.sectionHeaderHeight = 30
      $0.delegate = headers
    }
    for step in 0...60 {
      tableView.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 87)
      tableView.layoutIfNeeded()
    }
    #expect(headers.made.count <= 3)
    #expect(headers.made.reduce(0) { $0 + $1.reuses } > 0)
    // At 5220 the table shows 5220...5620: sections 18 (5040...5320) and 19.
    #expect(tableView.headerView(forSection: 18)?.tag == 18)
    #expect(tableView.headerView(forSection: 19)?.textLabel?.text == "Section 19")
    #expect(tableView.headerView(forSection: 0) == nil)
    withExtendedLifetime((source, headers)) {}
  }

  // With a 20-point estimate, headers are measured when they come into view: a 40-point box
  // pinned to the content view. Ten sections of five 50-point rows: headers 0 and 1 (at 0 and
  // 40 + 250 = 290) are measured; section 2's starts at 580 with its 20-point estimate; the
  // content is 2 × 40 + 8 × 20 + 10 × 250 = 2740 tall.
  @Test func estimatedHeadersAreMeasuredInView() {
    let source = TitledSectionsDataSource(counts: Array(repeating: 5, count: 10))
    let headers = DequeuingHeadersDelegate()
    headers.boxed = true
    let tableView = table(source) {
      $0.estimatedSectionHeaderHeight = 20
      $0.delegate = headers
    }
    #expect(tableView.rectForHeader(inSection: 1) == CGRect(x: 0, y: 290, width: 300, height: 40))
    #expect(tableView.rectForHeader(inSection: 2) == CGRect(x: 0, y: 580, width: 300, height: 20))
    #expect(tableView.contentSize.height == 2740)
    #expect(tableView.headerView(forSection: 1)?.frame.height == 40)
    withExtendedLifetime((source, headers)) {}
  }

  // A header view's content view stays inside the safe area on the sides while the view
  // spans the table, and its margins are the table's measured from the content view.
  @Test func headerContentViewFillsTheHeader() throws {
    let source = TitledSectionsDataSource(counts: [3], headerTitles: ["Alpha"])
    let tableView = table(source)
    let header = try #require(tableView.headerView(forSection: 0))
    #expect(header.contentView.frame == CGRect(x: 0, y: 0, width: 300, height: 28))
    #expect(header.contentView.layoutMargins.left == 16)
    #expect(header.contentView.layoutMargins.right == 16)
    let background = UIView()
    header.backgroundView = background
    header.layoutIfNeeded()
    #expect(background.frame == CGRect(x: 0, y: 0, width: 300, height: 28))
    withExtendedLifetime(source) {}
  }

  // An inset grouped table insets its cells by its 16-point margins and their text by the
  // cells' own 16: a title lines up with it at 32, 300 − 64 = 236 wide, while the header view
  // spans the table.
  @Test func insetGroupedTitlesLineUpWithTheCellText() throws {
    let source = TitledSectionsDataSource(counts: [2], headerTitles: ["Alpha"])
    let tableView = table(source, style: .insetGrouped)
    let header = try #require(tableView.headerView(forSection: 0))
    #expect(header.frame.width == 300)
    #expect(header.textLabel?.frame.minX == 32)
    #expect(header.textLabel?.frame.width == 236)
    withExtendedLifetime(source) {}
  }

  // Sections of five 50-point rows under 30-point title headers span 280 points: 0...400
  // shows headers 0 and 1; at 300 section 0 has left and section 2's header (560) has come.
  @Test func delegateHearsAboutHeadersShownAndTakenAway() {
    let source = TitledSectionsDataSource(
      counts: Array(repeating: 5, count: 20), headerTitles: (0..<20).map { "S\($0)" })
    let delegate = HeaderDisplayDelegate()
    let tableView = table(source) {
      $0.sectionHeaderHeight = 30
      $0.delegate = delegate
    }
    #expect(delegate.willDisplay == [0, 1])
    #expect(delegate.texts == ["S0", "S1"])
    tableView.contentOffset = CGPoint(x: 0, y: 300)
    tableView.layoutIfNeeded()
    #expect(delegate.willDisplay == [0, 1, 2])
    #expect(delegate.didEndDisplaying == [0])
    withExtendedLifetime((source, delegate)) {}
  }
}
