import Foundation
import Testing

@testable import UIKit

/// A text model with a fixed width per string and a fixed line height per font size: 20 points
/// a line at 17 points and up, 15 below; wrapped text takes as many lines as its width needs.
private struct LineTextModel: TextMeasuring {
  var widths: [String: CGFloat]

  func size(of text: String, font: UIFont, numberOfLines: Int, maxWidth: CGFloat?) -> CGSize {
    let width = widths[text] ?? 0
    let lineHeight: CGFloat = font.pointSize >= 17 ? 20 : 15
    guard let maxWidth, maxWidth > 0, width > maxWidth else {
      return CGSize(width: width, height: lineHeight)
    }
    var lines = Int((width / maxWidth).rounded(.up))
    if numberOfLines > 0 { lines = min(lines, numberOfLines) }
    return CGSize(width: maxWidth, height: lineHeight * CGFloat(lines))
  }
}

/// One section of rows of one system style, at automatic heights.
@MainActor
private final class StyledRows: NSObject, UITableViewDataSource {
  let style: UITableViewCell.CellStyle
  let configure: (UITableViewCell) -> Void

  init(style: UITableViewCell.CellStyle, configure: @escaping (UITableViewCell) -> Void) {
    self.style = style
    self.configure = configure
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: style, reuseIdentifier: nil)
    cell.semanticContentAttribute = tableView.semanticContentAttribute
    configure(cell)
    return cell
  }
}

/// Rows of the system styles at `UITableView.automaticDimension`, sized by their labels.
///
/// The tests check Bezel's model (see `UITableViewCell+SelfSizing.swift`): the title wrapped at
/// its width, the detail one line, plus the content view's top and bottom margins — the
/// table's 8 points; never less than 44. The tables draw no separator, so a row is its
/// content view's height.
@MainActor
struct TableSystemStyleSelfSizingTests {
  private static let widths: [String: CGFloat] = [
    "Title": 40, "Detail": 45, "Long": 500, "Longer": 600,
  ]

  /// Lays out a 300 × 400 table at 2× in a layout direction and returns its first row's height
  /// and cell.
  private func firstRow(
    _ style: UITableViewCell.CellStyle, rightToLeft: Bool = false,
    _ configure: @escaping (UITableViewCell) -> Void
  ) throws -> (height: CGFloat, cell: UITableViewCell) {
    try TextMeasurement.withModel(LineTextModel(widths: Self.widths)) {
      let host = window(scale: 2)
      let tableView = UITableView(
        frame: CGRect(x: 0, y: 0, width: 300, height: 400), style: .plain)
      tableView.semanticContentAttribute = rightToLeft ? .forceRightToLeft : .forceLeftToRight
      tableView.separatorStyle = .none
      host.addSubview(tableView)
      let rows = StyledRows(style: style, configure: configure)
      tableView.dataSource = rows
      tableView.layoutIfNeeded()
      let index = IndexPath(row: 0, section: 0)
      let cell = try #require(tableView.cellForRow(at: index))
      let height = tableView.rectForRow(at: index).height
      withExtendedLifetime((host, rows)) {}
      return (height, cell)
    }
  }

  // One line: 20 + 8 + 8 = 36, below the default 44.
  @Test(arguments: [UITableViewCell.CellStyle.default, .value1, .value2])
  func aOneLineRowKeepsTheDefaultHeight(style: UITableViewCell.CellStyle) throws {
    let row = try firstRow(style) { cell in
      cell.textLabel?.text = "Title"
      cell.detailTextLabel?.text = "Detail"
    }
    #expect(row.height == 44)
  }

  // A 600-point title in the 300 − 16 − 16 = 268-point width takes 3 lines: 60 + 16 = 76.
  // The default style's title fills the content view.
  @Test(arguments: [false, true]) func aMultiLineTitleGrowsTheRow(rightToLeft: Bool) throws {
    let row = try firstRow(.default, rightToLeft: rightToLeft) { cell in
      cell.textLabel?.numberOfLines = 0
      cell.textLabel?.text = "Longer"
    }
    #expect(row.height == 76)
    #expect(row.cell.textLabel?.frame == CGRect(x: 16, y: 0, width: 268, height: 76))
  }

  // A title limited to 2 lines: 40 + 16 = 56.
  @Test func aTitleGrowsUpToItsNumberOfLines() throws {
    let row = try firstRow(.default) { cell in
      cell.textLabel?.numberOfLines = 2
      cell.textLabel?.text = "Longer"
    }
    #expect(row.height == 56)
  }

  // A 20-point image and its 16-point gap leave the title 268 − 36 = 232 points: a 500-point
  // title takes 3 lines there, 60 + 16 = 76 (2 without the image, 56), in both directions.
  @Test(arguments: [false, true]) func anImageNarrowsTheTitle(rightToLeft: Bool) throws {
    let withImage = try firstRow(.default, rightToLeft: rightToLeft) { cell in
      cell.imageView?.image = UIImage(size: CGSize(width: 20, height: 20))
      cell.textLabel?.numberOfLines = 0
      cell.textLabel?.text = "Long"
    }
    #expect(withImage.height == 76)
    let without = try firstRow(.default, rightToLeft: rightToLeft) { cell in
      cell.textLabel?.numberOfLines = 0
      cell.textLabel?.text = "Long"
    }
    #expect(without.height == 56)
  }

  // subtitle: the title's 20 over the detail's 15, 35 + 16 = 51; the pair is centred in the
  // 51-point content view: the title at (51 − 35) / 2 = 8, the detail at 28.
  @Test(arguments: [false, true]) func aSubtitleRowStacksItsLabels(rightToLeft: Bool) throws {
    let row = try firstRow(.subtitle, rightToLeft: rightToLeft) { cell in
      cell.textLabel?.text = "Title"
      cell.detailTextLabel?.text = "Detail"
    }
    #expect(row.height == 51)
    #expect(row.cell.textLabel?.frame == CGRect(x: 16, y: 8, width: 268, height: 20))
    #expect(row.cell.detailTextLabel?.frame == CGRect(x: 16, y: 28, width: 268, height: 15))
  }

  // A multi-line title in a subtitle cell counts all its lines: 3 × 20 + 15 + 16 = 91.
  @Test func aSubtitleRowCountsTheTitlesLines() throws {
    let row = try firstRow(.subtitle) { cell in
      cell.textLabel?.numberOfLines = 0
      cell.textLabel?.text = "Longer"
      cell.detailTextLabel?.text = "Detail"
    }
    #expect(row.height == 91)
  }

  // The detail's extra lines do not count ("the cell height calculated by
  // UITableViewAutomaticDimension does not take into account the multiple lines of detail",
  // tiritea/UITableViewCellTest 9a4e8d5c6c44, README.md): still 51.
  @Test func aMultiLineDetailCountsOneLine() throws {
    let row = try firstRow(.subtitle) { cell in
      cell.textLabel?.text = "Title"
      cell.detailTextLabel?.numberOfLines = 0
      cell.detailTextLabel?.text = "Longer"
    }
    #expect(row.height == 51)
  }

  // A cell whose labels show no text keeps the default height.
  @Test func aRowWithoutTextKeepsTheDefaultHeight() throws {
    let row = try firstRow(.subtitle) { _ in }
    #expect(row.height == 44)
  }
}
