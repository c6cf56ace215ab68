import Foundation
import Testing

@testable import UIKit

/// Content and background configurations on cells, and the order UIKit updates them in:
/// automatic updates for the state, then `updateConfiguration(using:)`, then the update handler.
@MainActor
struct CellConfigurationTests {
  final class LoggingCell: UICollectionViewCell {
    var log: [String] = []
    override func updateConfiguration(using state: UICellConfigurationState) {
      super.updateConfiguration(using: state)
      log.append("update selected=\(state.isSelected)")
    }
  }

  @Test func aContentConfigurationShowsItsViewInTheContentView() {
    let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    var content = UIListContentConfiguration.cell()
    content.text = "Title"
    cell.contentConfiguration = content
    let shown = cell.contentView.subviews.compactMap { $0 as? UIListContentView }
    #expect(shown.count == 1)
    cell.layoutIfNeeded()
    #expect(shown.first?.frame == cell.contentView.bounds)
    content.text = "Other"
    cell.contentConfiguration = content
    // The same view shows the new configuration.
    #expect(cell.contentView.subviews.compactMap { $0 as? UIListContentView } == shown)
    #expect(shown.first?.textLabel.text == "Other")
  }

  @Test func selectingACellUpdatesItThenCallsTheHandler() {
    let cell = LoggingCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    cell.layoutIfNeeded()
    cell.log = []
    cell.configurationUpdateHandler = { cell, state in
      (cell as? LoggingCell)?.log.append("handler selected=\(state.isSelected)")
    }
    cell.isSelected = true
    cell.layoutIfNeeded()
    #expect(cell.log == ["update selected=true", "handler selected=true"])
    #expect(cell.configurationState.isSelected)
  }

  // A plain list cell's background turns systemGray4 when selected (Bezel's model of UIKit's
  // default), and back when deselected.
  @Test func aSelectedListCellsBackgroundTurnsGray() {
    let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    cell.backgroundConfiguration = .listPlainCell()
    let background = cell.subviews.compactMap { $0 as? BackgroundConfigurationView }.first
    #expect(background?.backgroundColor == .systemBackground)
    cell.isSelected = true
    cell.layoutIfNeeded()
    #expect(background?.backgroundColor == .systemGray4)
    #expect(background?.frame == cell.bounds)
    cell.isSelected = false
    cell.layoutIfNeeded()
    #expect(background?.backgroundColor == .systemBackground)
  }

  // Background insets, with the margins added on the named edges, mirrored in right-to-left.
  @Test(arguments: [false, true])
  func backgroundInsetsAddTheMarginsOnTheirEdges(rightToLeft: Bool) {
    let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    cell.semanticContentAttribute = rightToLeft ? .forceRightToLeft : .forceLeftToRight
    cell.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 0, leading: 20, bottom: 0, trailing: 10)
    var background = UIBackgroundConfiguration.listGroupedCell()
    background.backgroundInsets = NSDirectionalEdgeInsets(
      top: 2, leading: 3, bottom: 4, trailing: 5)
    background.edgesAddingLayoutMarginsToBackgroundInsets = [.leading]
    cell.backgroundConfiguration = background
    cell.layoutIfNeeded()
    let view = cell.subviews.compactMap { $0 as? BackgroundConfigurationView }.first
    // Leading 3 + 20 = 23, trailing 5: 320 − 28 = 292 wide, 44 − 6 = 38 tall.
    #expect(view?.frame == CGRect(x: rightToLeft ? 5 : 23, y: 2, width: 292, height: 38))
  }

  @Test(arguments: [
    (UITableViewCell.CellStyle.default, false), (.value1, true), (.subtitle, false),
  ])
  func aTableCellsDefaultConfigurationFollowsItsStyle(
    style: UITableViewCell.CellStyle, sideBySide: Bool
  ) {
    let cell = UITableViewCell(style: style, reuseIdentifier: nil)
    #expect(cell.defaultContentConfiguration().prefersSideBySideTextAndSecondaryText == sideBySide)
  }

  @Test func aTableCellShowsItsContentConfiguration() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    var content = cell.defaultContentConfiguration()
    content.text = "Row"
    cell.contentConfiguration = content
    cell.layoutIfNeeded()
    let view = cell.contentView.subviews.compactMap { $0 as? UIListContentView }.first
    #expect(view?.textLabel.text == "Row")
  }

  @Test func aHeaderFooterViewShowsItsContentConfiguration() {
    let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
    var content = header.defaultContentConfiguration()
    content.text = "Section"
    header.contentConfiguration = content
    let view = header.contentView.subviews.compactMap { $0 as? UIListContentView }.first
    #expect(view?.textLabel.text == "SECTION")
    #expect(header.configurationState.traitCollection == header.traitCollection)
  }
}
