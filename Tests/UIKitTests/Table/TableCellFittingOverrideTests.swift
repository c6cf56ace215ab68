import Foundation
import Testing

@testable import UIKit

/// A cell whose fitting size a test decides, recording what it was asked.
@MainActor
private final class FittingCell: UITableViewCell {
  var fitting: (FittingCell, CGSize) -> CGSize = { _, size in size }
  private(set) var requests: [(CGSize, UILayoutPriority, UILayoutPriority)] = []

  override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    requests.append((targetSize, horizontalFittingPriority, verticalFittingPriority))
    return fitting(self, targetSize)
  }

  /// The cell's own answer, from `UITableViewCell`.
  func superFitting(_ targetSize: CGSize) -> CGSize {
    super.systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
  }
}

/// One row of a `FittingCell`, at automatic height.
@MainActor
private final class FittingRows: NSObject, UITableViewDataSource {
  let cell = FittingCell(style: .default, reuseIdentifier: nil)

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    cell
  }
}

/// A table sizing a row at `UITableView.automaticDimension` asks the cell for its fitting size
/// (`systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`), so a
/// subclass that overrides it decides its row's height: a common way to size a cell holding a
/// collection view by that view's content.
@MainActor
struct TableCellFittingOverrideTests {
  /// Lays out a 300 × 400 table at 2× in a layout direction with one row of `rows.cell`, and
  /// returns the row's height.
  private func rowHeight(
    _ rows: FittingRows, separator: UITableViewCell.SeparatorStyle = .none, rightToLeft: Bool
  ) -> CGFloat {
    let host = window(scale: 2)
    host.windowTraitCollection = UITraitCollection(traitsFrom: [
      UITraitCollection.defaultTraits, UITraitCollection(displayScale: 2),
    ])
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), style: .plain)
    tableView.semanticContentAttribute = rightToLeft ? .forceRightToLeft : .forceLeftToRight
    tableView.separatorStyle = separator
    host.addSubview(tableView)
    tableView.dataSource = rows
    tableView.layoutIfNeeded()
    let height = tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height
    withExtendedLifetime(host) {}
    return height
  }

  @Test(arguments: [false, true])
  func rowIsAsTallAsTheCellsFittingSizeSays(rightToLeft: Bool) {
    let rows = FittingRows()
    rows.cell.fitting = { _, size in CGSize(width: size.width, height: 123) }
    #expect(rowHeight(rows, rightToLeft: rightToLeft) == 123)
  }

  // The width is the row's and required; the height as small as the cell allows.
  @Test(arguments: [false, true])
  func tableAsksAtItsWidthWithTheHeightAtTheFittingLevel(rightToLeft: Bool) throws {
    let rows = FittingRows()
    _ = rowHeight(rows, rightToLeft: rightToLeft)
    let request = try #require(rows.cell.requests.first)
    #expect(request.0 == CGSize(width: 300, height: 0))
    #expect(request.1 == .required)
    #expect(request.2 == .fittingSizeLevel)
  }

  // A row's measured height is kept: laying the table out again asks the cell nothing more.
  @Test(arguments: [false, true])
  func aMeasuredRowIsNotMeasuredAgain(rightToLeft: Bool) {
    let rows = FittingRows()
    rows.cell.fitting = { _, size in CGSize(width: size.width, height: 123) }
    let host = window(scale: 2)
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), style: .plain)
    tableView.semanticContentAttribute = rightToLeft ? .forceRightToLeft : .forceLeftToRight
    host.addSubview(tableView)
    tableView.dataSource = rows
    tableView.layoutIfNeeded()
    tableView.setNeedsLayout()
    tableView.layoutIfNeeded()
    #expect(rows.cell.requests.count == 1)
    #expect(tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height == 123)
    withExtendedLifetime(host) {}
  }

  // UIKit takes a height of zero for a collapse it did not mean, and uses the standard height.
  @Test(arguments: [false, true])
  func zeroFittingHeightGivesTheStandardHeight(rightToLeft: Bool) {
    let rows = FittingRows()
    rows.cell.fitting = { _, size in CGSize(width: size.width, height: 0) }
    #expect(rowHeight(rows, rightToLeft: rightToLeft) == 44)
  }

  // The common override for a cell sized by a subview's content: it lays the cell out at the
  // size it was placed at (the table's 300 points wide) and answers from a frame, here a
  // quarter of the content view's width: 75.
  @Test(arguments: [false, true])
  func overrideMayLayTheCellOutWhileMeasuring(rightToLeft: Bool) {
    let rows = FittingRows()
    rows.cell.fitting = { cell, size in
      cell.contentView.frame = cell.bounds
      cell.layoutIfNeeded()
      return CGSize(width: size.width, height: cell.contentView.bounds.width / 4)
    }
    #expect(rowHeight(rows, rightToLeft: rightToLeft) == 75)
  }

  // A box 60 tall pinned to the content view's top and bottom: the cell's own answer is 60
  // plus the separator, one pixel at 2× (0.5); the override adds 10: 70.5. (The bottom pin is
  // at 999, as such cells' pins usually are: the content view is 44 tall until the row is
  // measured, and 70 after.)
  @Test(arguments: [false, true])
  func overrideBuildsOnTheCellsOwnFittingSize(rightToLeft: Bool) {
    let rows = FittingRows()
    let content = rows.cell.contentView
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    content.addSubview(box)
    let bottom = box.bottomAnchor.constraint(equalTo: content.bottomAnchor)
    bottom.priority = UILayoutPriority(999)
    NSLayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: content.topAnchor),
      bottom,
      box.leadingAnchor.constraint(equalTo: content.leadingAnchor),
      box.heightAnchor.constraint(equalToConstant: 60),
    ])
    rows.cell.fitting = { cell, size in
      let own = cell.superFitting(size)
      return CGSize(width: own.width, height: own.height + 10)
    }
    #expect(rowHeight(rows, separator: .singleLine, rightToLeft: rightToLeft) == 70.5)
  }
}
