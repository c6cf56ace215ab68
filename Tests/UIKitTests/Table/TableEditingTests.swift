import Foundation
import Testing

@testable import UIKit

/// Editing mode: the editing control, the editing accessory, the reorder control, moves.
@MainActor
struct TableEditingTests {
  private let row = IndexPath(row: 0, section: 0)
  /// The content view spans the 50-point cell, as from iOS 14 (the separator lies over it).
  private let height: CGFloat = 50

  // The delete control takes 38 points on the leading side (Bezel's model): the content view
  // is 300 − 38 = 262 wide, at 38 in left-to-right and at 0 in right-to-left.
  @Test(arguments: [false, true])
  func editingMovesTheContentClearOfTheControl(rightToLeft: Bool) throws {
    let (tableView, _) = editingTable(rightToLeft: rightToLeft)
    tableView.setEditing(true, animated: false)
    tableView.layoutIfNeeded()
    let cell = try #require(tableView.cellForRow(at: row))
    #expect(tableView.isEditing)
    #expect(cell.isEditing)
    #expect(cell.editingStyle == .delete)
    #expect(
      cell.contentView.frame == CGRect(x: rightToLeft ? 0 : 38, y: 0, width: 262, height: height))
    tableView.isEditing = false
    tableView.layoutIfNeeded()
    #expect(!cell.isEditing)
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 300, height: height))
  }

  @Test func rowsTheDataSourceDoesNotLetEditShowNoControl() throws {
    let (tableView, _) = editingTable { $0.editable = { $0.row != 0 } }
    tableView.setEditing(true, animated: false)
    tableView.layoutIfNeeded()
    let cell = try #require(tableView.cellForRow(at: row))
    #expect(cell.editingStyle == .none)
    #expect(cell.contentView.frame.minX == 0)
    #expect(tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.contentView.frame.minX == 38)
  }

  @Test func shouldIndentWhileEditingFalseKeepsTheContentInPlace() throws {
    let (tableView, _) = editingTable {
      $0.configure = { cell, _ in cell.shouldIndentWhileEditing = false }
    }
    tableView.setEditing(true, animated: false)
    tableView.layoutIfNeeded()
    #expect(tableView.cellForRow(at: row)?.contentView.frame.minX == 0)
  }

  // While editing the editing accessory replaces the accessory: a disclosure indicator (8 and a
  // 10-point gap past the 16-point margin: 34) and the 38-point control leave 300 − 72 = 228.
  @Test(arguments: [false, true])
  func editingAccessoryReplacesTheAccessory(rightToLeft: Bool) throws {
    let (tableView, _) = editingTable(rightToLeft: rightToLeft) { source in
      source.configure = { cell, _ in
        cell.accessoryType = .checkmark
        cell.editingAccessoryType = .disclosureIndicator
      }
    }
    let cell = try #require(tableView.cellForRow(at: row))
    // Checkmark: 14 + 10 + 16 = 40.
    #expect(cell.contentView.frame.width == 260)
    tableView.setEditing(true, animated: false)
    tableView.layoutIfNeeded()
    #expect(
      cell.contentView.frame == CGRect(x: rightToLeft ? 34 : 38, y: 0, width: 228, height: height))
  }

  // A custom editing accessory view shows only while editing, at the trailing margin.
  @Test func editingAccessoryViewShowsOnlyWhileEditing() throws {
    let accessory = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
    let (tableView, _) = editingTable { source in
      source.configure = { cell, _ in cell.editingAccessoryView = accessory }
    }
    tableView.setEditing(true, animated: false)
    tableView.layoutIfNeeded()
    #expect(!accessory.isHidden)
    #expect(
      accessory.frame == CGRect(x: 300 - 16 - 30, y: (height - 20) / 2, width: 30, height: 20))
    tableView.setEditing(false, animated: false)
    tableView.layoutIfNeeded()
    #expect(accessory.isHidden)
  }

  // The reorder control takes 38 points at the trailing edge: 300 − 38 − 38 = 224.
  @Test(arguments: [false, true])
  func reorderControlTakesTheTrailingSide(rightToLeft: Bool) throws {
    let (tableView, _) = editingTable(rightToLeft: rightToLeft) { source in
      source.configure = { cell, _ in cell.showsReorderControl = true }
    }
    tableView.setEditing(true, animated: false)
    tableView.layoutIfNeeded()
    let cell = try #require(tableView.cellForRow(at: row))
    #expect(cell.contentView.frame == CGRect(x: 38, y: 0, width: 224, height: height))
  }

  // `setEditing` brackets the change with `willTransition(to:)` and `didTransition(to:)`,
  // reporting the edit control.
  @Test func settingEditingTellsTheCellItsNewState() {
    final class Cell: UITableViewCell {
      var states: [String] = []
      override func willTransition(to state: StateMask) {
        states.append("will \(state.rawValue) \(isEditing)")
      }
      override func didTransition(to state: StateMask) {
        states.append("did \(state.rawValue) \(isEditing)")
      }
    }
    let cell = Cell(style: .default, reuseIdentifier: nil)
    cell.setEditing(true, animated: true)
    #expect(cell.states == ["will 1 false", "did 1 true"])
  }

  @Test func tappingTheEditingControlCommitsTheRowsStyle() {
    let (tableView, source) = editingTable { $0.editingStyle = .insert }
    tableView.setEditing(true, animated: false)
    tableView.commitEditingControl(forRowAt: IndexPath(row: 2, section: 0))
    #expect(source.calls == ["commit 2 0.2"])
  }

  // The data source moves its item, then the table moves the row: the counts stay.
  @Test func reorderingAsksTheDataSourceToMove() {
    let (tableView, source) = editingTable()
    tableView.setEditing(true, animated: false)
    tableView.moveRowWithReorderControl(
      from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
    #expect(source.calls == ["move 0 to 2"])
    #expect(tableView.numberOfRows(inSection: 0) == 3)
  }

  @Test func aViewControllerPassesEditingToItsTable() {
    let controller = UITableViewController(style: .plain)
    controller.setEditing(true, animated: false)
    #expect(controller.isEditing)
    #expect(controller.tableView.isEditing)
  }
}
