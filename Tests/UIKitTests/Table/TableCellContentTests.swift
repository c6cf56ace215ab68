import Foundation
import Testing

@testable import UIKit

/// The system styles' image view and labels, and indentation.
@MainActor
struct TableCellContentTests {
  private let row = IndexPath(row: 0, section: 0)

  @Test func stylesAndAccessoriesKeepUIKitsRawValues() {
    #expect(UITableViewCell.CellStyle.subtitle.rawValue == 3)
    #expect(UITableViewCell.CellStyle.value2.rawValue == 2)
    #expect(UITableViewCell.AccessoryType.detailButton.rawValue == 4)
    #expect(UITableViewCell.AccessoryType.checkmark.rawValue == 3)
    #expect(UITableViewCell.EditingStyle.insert.rawValue == 2)
    #expect(UITableViewCell.FocusStyle.custom.rawValue == 1)
    #expect(UITableViewCell.StateMask.showingDeleteConfirmation.rawValue == 2)
  }

  // Apple documents `indentationWidth` as 10 points by default, the level as 0.
  @Test func indentationDefaultsAreDocumented() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    #expect(cell.indentationWidth == 10)
    #expect(cell.indentationLevel == 0)
    #expect(cell.shouldIndentWhileEditing)
    #expect(!cell.showsReorderControl)
    #expect(!cell.isEditing)
  }

  // An iOS 15 simulator logged a subtitle cell's fonts as the body and caption1 text styles
  // (zjmdyd/ZJIOS, `ZJUIKitTableViewController.m`).
  @Test func subtitleCellLabelsUseTheBodyAndCaption1Styles() throws {
    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
    let title = try #require(cell.textLabel?.font)
    let detail = try #require(cell.detailTextLabel?.font)
    #expect(title.textStyle == .body)
    #expect(title.pointSize == 17)
    #expect(detail.textStyle == .caption1)
    #expect(detail.pointSize == 12)
  }

  @Test func value2ShowsNoImageAndDefaultNoDetail() {
    #expect(UITableViewCell(style: .value2, reuseIdentifier: nil).imageView == nil)
    #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
    #expect(UITableViewCell(style: .subtitle, reuseIdentifier: nil).imageView != nil)
  }

  // A 20 × 20 image sits at the 16-point leading margin, centred in the 50-point content
  // height (from iOS 14 the content view spans the cell); the label starts one margin after it: 16 + 20 + 16 = 52, and is 268 − 36 = 232
  // wide. Mirrored in right-to-left: the image at 300 − 16 − 20 = 264, the label at 16.
  @Test(arguments: [false, true])
  func imageComesBeforeTheLabel(rightToLeft: Bool) throws {
    let (tableView, _) = editingTable(rightToLeft: rightToLeft) { source in
      source.configure = { cell, _ in
        cell.imageView?.image = UIImage(size: CGSize(width: 20, height: 20))
        cell.textLabel?.text = "Title"
      }
    }
    let cell = try #require(tableView.cellForRow(at: row))
    let height: CGFloat = 50
    let image = try #require(cell.imageView).frame
    #expect(image == CGRect(x: rightToLeft ? 264 : 16, y: (height - 20) / 2, width: 20, height: 20))
    let label = try #require(cell.textLabel).frame
    #expect(label == CGRect(x: rightToLeft ? 16 : 52, y: 0, width: 232, height: height))
  }

  // Two levels of 10 points move the label 20 points toward the trailing side: 36 in
  // left-to-right, still ending at 284; in right-to-left it starts at 16 and ends at 264.
  @Test(arguments: [false, true])
  func indentationMovesTheLabel(rightToLeft: Bool) throws {
    let (tableView, _) = editingTable(rightToLeft: rightToLeft) { source in
      source.configure = { cell, _ in
        cell.indentationLevel = 2
        cell.textLabel?.text = "Title"
      }
    }
    let label = try #require(tableView.cellForRow(at: row)?.textLabel).frame
    #expect(label.minX == (rightToLeft ? 16 : 36))
    #expect(label.width == 248)
  }

  // value1: the title at the leading margin and the detail ending at the trailing margin, each
  // its text's size, centred vertically.
  @Test(arguments: [false, true])
  func value1PutsTheDetailAtTheTrailingMargin(rightToLeft: Bool) throws {
    let (tableView, _) = editingTable(rightToLeft: rightToLeft) { source in
      source.style = .value1
      source.configure = { cell, _ in
        cell.textLabel?.text = "Title"
        cell.detailTextLabel?.text = "Detail"
      }
    }
    let cell = try #require(tableView.cellForRow(at: row))
    let title = try #require(cell.textLabel)
    let detail = try #require(cell.detailTextLabel)
    let height: CGFloat = 50
    #expect(title.frame.size == title.intrinsicContentSize)
    #expect(detail.frame.size == detail.intrinsicContentSize)
    #expect(abs(title.frame.midY - height / 2) < 1e-9)
    let (leading, trailing) =
      rightToLeft
      ? (300 - title.frame.maxX, detail.frame.minX) : (title.frame.minX, 300 - detail.frame.maxX)
    #expect(abs(leading - 16) < 1e-9)
    #expect(abs(trailing - 16) < 1e-9)
  }

  // subtitle: the title over the detail, the pair centred vertically.
  @Test func subtitleStacksTheLabels() throws {
    let (tableView, _) = editingTable { source in
      source.style = .subtitle
      source.configure = { cell, _ in
        cell.textLabel?.text = "Title"
        cell.detailTextLabel?.text = "Detail"
      }
    }
    let cell = try #require(tableView.cellForRow(at: row))
    let title = try #require(cell.textLabel).frame
    let detail = try #require(cell.detailTextLabel).frame
    #expect(abs(detail.minY - title.maxY) < 1e-9)
    #expect(abs((title.minY + detail.maxY) / 2 - 50 / 2) < 1e-9)
  }

  // An explicit `sectionHeaderTopPadding` goes above each header: with 28-point title headers
  // and two 50-point rows, section 0's header is at 10, its rows at 38, and section 1's header
  // at 10 + 28 + 100 + 10 = 148.
  @Test func sectionHeaderTopPaddingGoesAboveEachHeader() {
    let (tableView, _) = editingTable(rows: [2, 2]) { $0.headerTitles = true }
    #expect(tableView.sectionHeaderTopPadding == UITableView.automaticDimension)
    #expect(tableView.fillerRowHeight == UITableView.automaticDimension)
    tableView.sectionHeaderTopPadding = 10
    tableView.layoutIfNeeded()
    #expect(tableView.rectForHeader(inSection: 0).minY == 10)
    #expect(tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 38)
    #expect(tableView.rectForHeader(inSection: 1).minY == 148)
    #expect(tableView.rect(forSection: 0).height == 138)
  }
}
