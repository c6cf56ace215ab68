import Bezel
import Foundation
import Testing
import UIKit

/// A table controller of `count` plain rows that records the selection and highlight messages
/// its table sends, and may refuse or redirect them.
@MainActor
final class RecordingTableController: UITableViewController {
  var count = 20
  var events: [String] = []
  var refuseHighlight = false
  var willSelect: ((IndexPath) -> IndexPath?)?
  var willDeselect: ((IndexPath) -> IndexPath?)?
  /// Whether the row's cell showed its highlight when `didHighlightRowAt` came.
  var highlightedWhenTold: Bool?

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "row")
      ?? UITableViewCell(style: .default, reuseIdentifier: "row")
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }

  override func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath)
    -> Bool
  {
    events.append("shouldHighlight \(indexPath.row)")
    return !refuseHighlight
  }
  override func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
    events.append("didHighlight \(indexPath.row)")
    highlightedWhenTold = tableView.cellForRow(at: indexPath)?.isHighlighted
  }
  override func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
    events.append("didUnhighlight \(indexPath.row)")
  }
  override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  {
    events.append("willSelect \(indexPath.row)")
    return willSelect.map { $0(indexPath) } ?? indexPath
  }
  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    events.append("didSelect \(indexPath.row)")
  }
  override func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath)
    -> IndexPath?
  {
    events.append("willDeselect \(indexPath.row)")
    return willDeselect.map { $0(indexPath) } ?? indexPath
  }
  override func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    events.append("didDeselect \(indexPath.row)")
  }
}

/// Rows selected by a tap, in UIKit's order: the highlight on touch down, then on touch up
/// `willSelectRowAt`, the highlight's end, the previous row's deselection and `didSelectRowAt`
/// (Collection View Programming Guide for iOS, "Tracking touches in a cell"; UITableViewDelegate
/// documentation).
@MainActor
struct TableTapSelectionTests {
  private func hosted(
    direction: UIUserInterfaceLayoutDirection = .leftToRight,
    configure: (RecordingTableController) -> Void = { _ in }
  ) -> (DeviceHost, RecordingTableController) {
    let controller = RecordingTableController(style: .plain)
    configure(controller)
    let host = DeviceHost(
      controller, on: DeviceCatalog.iPhone16, traits: HostTraits(layoutDirection: direction))
    host.window.layoutIfNeeded()
    return (host, controller)
  }

  private func row(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

  @discardableResult
  private func tapRow(_ index: Int, on host: DeviceHost, in controller: RecordingTableController)
    -> Bool
  {
    guard let cell = controller.tableView.cellForRow(at: row(index)) else { return false }
    host.tap(cell)
    return true
  }

  @Test(arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func aTapHighlightsThenSelectsTheRow(direction: UIUserInterfaceLayoutDirection) {
    let (host, controller) = hosted(direction: direction)
    #expect(tapRow(2, on: host, in: controller))
    #expect(
      controller.events == [
        "shouldHighlight 2", "didHighlight 2", "willSelect 2", "didUnhighlight 2", "didSelect 2",
      ])
    #expect(controller.tableView.indexPathForSelectedRow == row(2))
    #expect(controller.tableView.cellForRow(at: row(2))?.isSelected == true)
    #expect(controller.tableView.cellForRow(at: row(2))?.isHighlighted == false)
  }

  @Test func aTapOnAnotherRowDeselectsThePreviousOneFirst() {
    let (host, controller) = hosted()
    tapRow(1, on: host, in: controller)
    controller.events = []
    tapRow(3, on: host, in: controller)
    #expect(
      controller.events == [
        "shouldHighlight 3", "didHighlight 3", "willSelect 3", "didUnhighlight 3",
        "willDeselect 1", "didDeselect 1", "didSelect 3",
      ])
    #expect(controller.tableView.indexPathsForSelectedRows == [row(3)])
    #expect(controller.tableView.cellForRow(at: row(1))?.isSelected == false)
  }

  @Test func aTapOnTheSelectedRowSelectsItAgain() {
    let (host, controller) = hosted()
    tapRow(1, on: host, in: controller)
    controller.events = []
    tapRow(1, on: host, in: controller)
    #expect(
      controller.events == [
        "shouldHighlight 1", "didHighlight 1", "willSelect 1", "didUnhighlight 1", "didSelect 1",
      ])
    #expect(controller.tableView.indexPathsForSelectedRows == [row(1)])
  }

  @Test func multipleSelectionAddsTappedRowsAndATapDeselectsASelectedRow() {
    let (host, controller) = hosted { $0.tableView.allowsMultipleSelection = true }
    tapRow(4, on: host, in: controller)
    tapRow(1, on: host, in: controller)
    #expect(controller.tableView.indexPathsForSelectedRows == [row(1), row(4)])
    controller.events = []
    tapRow(4, on: host, in: controller)
    #expect(
      controller.events == [
        "shouldHighlight 4", "didHighlight 4", "didUnhighlight 4", "willDeselect 4",
        "didDeselect 4",
      ])
    #expect(controller.tableView.indexPathsForSelectedRows == [row(1)])
    #expect(controller.tableView.cellForRow(at: row(4))?.isSelected == false)
  }

  // UITableViewDelegate, `tableView(_:willSelectRowAt:)`: "Return nil if you don't want the row
  // selected."
  @Test func willSelectReturningNilCancelsTheSelection() {
    let (host, controller) = hosted { $0.willSelect = { _ in nil } }
    tapRow(2, on: host, in: controller)
    #expect(controller.events.last == "didUnhighlight 2")
    #expect(controller.tableView.indexPathForSelectedRow == nil)
  }

  // "Return an NSIndexPath object other than indexPath if you want another cell to be selected."
  @Test func willSelectCanRedirectTheSelection() {
    let (host, controller) = hosted { controller in
      controller.willSelect = { IndexPath(row: $0.row + 1, section: 0) }
    }
    tapRow(2, on: host, in: controller)
    #expect(controller.events.last == "didSelect 3")
    #expect(controller.tableView.indexPathForSelectedRow == row(3))
  }

  @Test func willDeselectReturningNilKeepsThePreviousRowSelected() {
    let (host, controller) = hosted { $0.willDeselect = { _ in nil } }
    tapRow(1, on: host, in: controller)
    tapRow(3, on: host, in: controller)
    #expect(controller.tableView.indexPathsForSelectedRows == [row(1), row(3)])
    #expect(!controller.events.contains("didDeselect 1"))
  }

  // UITableViewDelegate, `tableView(_:shouldHighlightRowAt:)`: a row that is not highlighted is
  // not selected either.
  @Test func refusingTheHighlightBypassesTheSelection() {
    let (host, controller) = hosted { $0.refuseHighlight = true }
    tapRow(2, on: host, in: controller)
    #expect(controller.events == ["shouldHighlight 2"])
    #expect(controller.tableView.indexPathForSelectedRow == nil)
  }

  @Test func withoutSelectionATapSelectsNothing() {
    let (host, controller) = hosted { $0.tableView.allowsSelection = false }
    tapRow(2, on: host, in: controller)
    #expect(controller.events.isEmpty)
    #expect(controller.tableView.indexPathForSelectedRow == nil)
  }

  @Test func whileEditingATapSelectsOnlyWithSelectionDuringEditing() {
    let (host, controller) = hosted { $0.tableView.isEditing = true }
    tapRow(2, on: host, in: controller)
    #expect(controller.tableView.indexPathForSelectedRow == nil)
    controller.tableView.allowsSelectionDuringEditing = true
    tapRow(2, on: host, in: controller)
    #expect(controller.tableView.indexPathForSelectedRow == row(2))
  }

  // UITableView, `selectRow(at:animated:scrollPosition:)`: "Calling this method doesn't cause
  // the delegate to receive a tableView(_:willSelectRowAt:) or tableView(_:didSelectRowAt:)
  // message".
  @Test func selectingInCodeSendsNoDelegateMessage() {
    let (_, controller) = hosted()
    controller.tableView.selectRow(at: row(1), animated: false, scrollPosition: .none)
    controller.tableView.selectRow(at: row(2), animated: false, scrollPosition: .none)
    controller.tableView.deselectRow(at: row(2), animated: false)
    #expect(controller.events.isEmpty)
  }

  @Test func aTapOnAControlInTheRowDoesNotSelectIt() {
    let (host, controller) = hosted()
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 0, y: 0, width: 40, height: 30)
    controller.tableView.cellForRow(at: row(2))?.contentView.addSubview(button)
    host.tap(button)
    #expect(controller.events.isEmpty)
    #expect(controller.tableView.indexPathForSelectedRow == nil)
  }

  @Test func reloadingDataClearsTheSelection() {
    let (host, controller) = hosted()
    tapRow(2, on: host, in: controller)
    controller.tableView.reloadData()
    #expect(controller.tableView.indexPathForSelectedRow == nil)
  }

  @Test func theCellIsHighlightedWhenTheDelegateHearsOfIt() {
    let (host, controller) = hosted()
    tapRow(2, on: host, in: controller)
    #expect(controller.highlightedWhenTold == true)
  }

  // A finger that drags the table (40 rows of 44 points scroll on an 852-point screen) cancels
  // its touches: the row's highlight goes and nothing is selected.
  @Test func aDragFromARowUnhighlightsItWithoutSelecting() {
    let (host, controller) = hosted { $0.count = 40 }
    guard let cell = controller.tableView.cellForRow(at: row(8)) else {
      Issue.record("row 8 is not visible")
      return
    }
    let start = cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: host.window)
    host.pan(from: start, to: CGPoint(x: start.x, y: start.y - 200))
    #expect(controller.events.first == "shouldHighlight 8")
    #expect(controller.events.last == "didUnhighlight 8")
    #expect(!controller.events.contains("didSelect 8"))
    #expect(controller.tableView.indexPathForSelectedRow == nil)
  }

  // UITableViewController, `clearsSelectionOnViewWillAppear` (default true).
  @Test func theControllerClearsTheSelectionWhenItsViewAppears() {
    let (host, controller) = hosted()
    tapRow(2, on: host, in: controller)
    controller.events = []
    host.perform { controller.viewWillAppear(false) }
    #expect(controller.tableView.indexPathForSelectedRow == nil)
    #expect(controller.events.isEmpty)
  }
}
