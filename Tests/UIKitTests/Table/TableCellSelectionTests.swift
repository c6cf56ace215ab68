import Foundation
import Testing

@testable import UIKit

/// A table cell's selected and highlighted states, and the table's selection set in code
/// (UITableViewCell documentation: setting `isSelected` or `isHighlighted` goes through
/// `setSelected(_:animated:)` or `setHighlighted(_:animated:)`, which subclasses override).
@MainActor
struct TableCellSelectionTests {
  /// A cell that records the calls of its selection and highlight methods.
  final class RecordingCell: UITableViewCell {
    var calls: [String] = []
    override func setSelected(_ selected: Bool, animated: Bool) {
      calls.append("setSelected \(selected) animated \(animated)")
      super.setSelected(selected, animated: animated)
    }
    override func setHighlighted(_ highlighted: Bool, animated: Bool) {
      calls.append("setHighlighted \(highlighted) animated \(animated)")
      super.setHighlighted(highlighted, animated: animated)
    }
  }

  /// A data source of three recording cells.
  final class Rows: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      tableView.dequeueReusableCell(withIdentifier: "row")
        ?? RecordingCell(style: .default, reuseIdentifier: "row")
    }
  }

  @Test func settingTheStatesGoesThroughTheMethodsWithoutAnimation() {
    let cell = RecordingCell(style: .default, reuseIdentifier: nil)
    cell.isSelected = true
    cell.isHighlighted = true
    #expect(
      cell.calls == ["setSelected true animated false", "setHighlighted true animated false"])
    #expect(cell.isSelected && cell.isHighlighted)
  }

  @Test func theCellsConfigurationStateFollowsItsSelection() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.setSelected(true, animated: true)
    #expect(cell.configurationState.isSelected)
    #expect(!cell.configurationState.isHighlighted)
  }

  @Test func selectingARowInCodeSelectsItsCellWithTheGivenAnimation() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let rows = Rows()
    table.dataSource = rows
    table.layoutIfNeeded()
    let first = IndexPath(row: 0, section: 0)
    table.selectRow(at: first, animated: true, scrollPosition: .none)
    table.deselectRow(at: first, animated: true)
    let cell = table.cellForRow(at: first) as? RecordingCell
    #expect(cell?.calls == ["setSelected true animated true", "setSelected false animated true"])
    withExtendedLifetime(rows) {}
  }

  @Test func selectionIsAllowedByDefaultAndNotWhileEditing() {
    let table = UITableView(frame: .zero)
    #expect(table.allowsSelection && !table.allowsMultipleSelection)
    #expect(!table.allowsSelectionDuringEditing && !table.allowsMultipleSelectionDuringEditing)
  }
}
