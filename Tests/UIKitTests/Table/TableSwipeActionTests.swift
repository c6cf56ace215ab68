import Foundation
import Testing

@testable import UIKit

/// Swipe actions: configurations, the row actions of iOS 8, the default delete.
@MainActor
struct TableSwipeActionTests {
  private let row = IndexPath(row: 1, section: 0)

  @Test func actionStylesKeepUIKitsRawValues() {
    #expect(UIContextualAction.Style.destructive.rawValue == 1)
    #expect(UITableViewRowAction.Style.destructive == .default)
    #expect(UITableViewRowAction.Style.normal.rawValue == 1)
    #expect(UISwipeActionsConfiguration(actions: []).performsFirstActionWithFullSwipe)
  }

  // UITableViewDelegate documentation: the swipe makes the table enter editing mode before
  // `willBeginEditingRowAt`... the actions close, leaving editing before `didEndEditingRowAt`.
  @Test func aSwipeEditsTheRowUntilTheActionCompletes() throws {
    var log: [String] = []
    let (tableView, source) = editingTable { source in
      source.trailing = { _ in
        let flag = UIContextualAction(style: .normal, title: "Flag") { action, view, done in
          log.append("handler \(action.title ?? "") \(view.frame.width)")
          done(true)
        }
        return UISwipeActionsConfiguration(actions: [flag])
      }
    }
    let shown = tableView.beginSwipe(at: row, leading: false, full: false)
    #expect(shown.map(\.title) == ["Flag"])
    #expect(tableView.isEditing)
    #expect(tableView.cellForRow(at: row)?.showingDeleteConfirmation == true)
    tableView.performSwipeAction(at: 0)
    #expect(log == ["handler Flag 74.0"])
    #expect(!tableView.isEditing)
    #expect(tableView.swipedRowIndexPath == nil)
    #expect(
      source.calls == ["willBeginEditing 1 isEditing false", "didEndEditing 1 isEditing false"])
  }

  // The first action's view is at the swiped edge: the trailing edge is the right in
  // left-to-right and the left in right-to-left.
  @Test(arguments: [false, true])
  func theFirstActionIsAtTheSwipedEdge(rightToLeft: Bool) throws {
    let (tableView, _) = editingTable(rightToLeft: rightToLeft) { source in
      source.trailing = { _ in
        UISwipeActionsConfiguration(actions: [
          UIContextualAction(style: .destructive, title: "A") { _, _, _ in },
          UIContextualAction(style: .normal, title: "B") { _, _, _ in },
        ])
      }
    }
    tableView.beginSwipe(at: row, leading: false, full: false)
    let first = try #require(tableView.swipeActionView(at: 0)).frame
    let second = try #require(tableView.swipeActionView(at: 1)).frame
    #expect(first == CGRect(x: rightToLeft ? 0 : 226, y: 0, width: 74, height: 50))
    #expect(second.minX == (rightToLeft ? 74 : 152))
  }

  // Two 74-point buttons on the trailing edge move the 300-point cell's content view 148
  // points away from it (to x −148 in left-to-right, +148 in right-to-left) while they show;
  // closing them puts it back at 0.
  @Test(arguments: [false, true])
  func openActionsMoveTheContentAside(rightToLeft: Bool) throws {
    let (tableView, _) = editingTable(rightToLeft: rightToLeft) { source in
      source.trailing = { _ in
        UISwipeActionsConfiguration(actions: [
          UIContextualAction(style: .destructive, title: "A") { _, _, _ in },
          UIContextualAction(style: .normal, title: "B") { _, _, _ in },
        ])
      }
    }
    let cell = try #require(tableView.cellForRow(at: row))
    let closed = cell.contentView.frame
    tableView.beginSwipe(at: row, leading: false, full: false)
    #expect(cell.contentView.frame == closed.offsetBy(dx: rightToLeft ? 148 : -148, dy: 0))
    tableView.endSwipe()
    #expect(cell.contentView.frame == closed)
  }

  @Test func aFullSwipePerformsTheFirstAction() {
    var performed: [String] = []
    let (tableView, _) = editingTable { source in
      source.leading = { _ in
        let configuration = UISwipeActionsConfiguration(actions: [
          UIContextualAction(style: .normal, title: "Read") { _, _, done in
            performed.append("Read")
            done(true)
          }
        ])
        return configuration
      }
    }
    tableView.beginSwipe(at: row, leading: true, full: true)
    #expect(performed == ["Read"])
    #expect(tableView.swipedRowIndexPath == nil)
  }

  @Test func aFullSwipeDoesNothingMoreWhenTheConfigurationSaysSo() {
    var performed = 0
    let (tableView, _) = editingTable { source in
      source.leading = { _ in
        let configuration = UISwipeActionsConfiguration(actions: [
          UIContextualAction(style: .normal, title: "Read") { _, _, _ in performed += 1 }
        ])
        configuration.performsFirstActionWithFullSwipe = false
        return configuration
      }
    }
    tableView.beginSwipe(at: row, leading: true, full: true)
    #expect(performed == 0)
    #expect(tableView.swipedRowIndexPath == row)
  }

  // Without configurations or row actions a `.delete` row gets "Delete", which commits.
  @Test func theDefaultDeleteCommitsThroughTheDataSource() {
    let (tableView, source) = editingTable()
    let shown = tableView.beginSwipe(at: row, leading: false, full: false)
    #expect(shown.map(\.title) == ["Delete"])
    #expect(shown.first?.style == .destructive)
    tableView.performSwipeAction(at: 0)
    #expect(source.calls.contains("commit 1 0.1"))
  }

  @Test func aRowWhoseStyleIsNotDeleteHasNoDefaultAction() {
    let (tableView, _) = editingTable { $0.editingStyle = .none }
    #expect(tableView.beginSwipe(at: row, leading: false, full: false).isEmpty)
    #expect(!tableView.isEditing)
  }

  // The deprecated row actions show when no trailing configuration is given; their handler
  // gets the row's index path.
  @Test func rowActionsShowAndGetTheIndexPath() {
    var received: [IndexPath] = []
    let (tableView, _) = editingTable { source in
      source.rowActions = { _ in
        [
          UITableViewRowAction(style: .normal, title: "More") { _, indexPath in
            received.append(indexPath)
          }
        ]
      }
    }
    let shown = tableView.beginSwipe(at: row, leading: false, full: false)
    #expect(shown.map(\.title) == ["More"])
    #expect(shown.first?.style == .normal)
    tableView.performSwipeAction(at: 0)
    #expect(received == [row])
  }

  @Test func editingModeClosesASwipe() {
    let (tableView, source) = editingTable()
    tableView.beginSwipe(at: row, leading: false, full: false)
    tableView.setEditing(true, animated: false)
    #expect(tableView.swipedRowIndexPath == nil)
    #expect(tableView.isEditing)
    #expect(source.calls.last == "didEndEditing 1 isEditing false")
  }
}
