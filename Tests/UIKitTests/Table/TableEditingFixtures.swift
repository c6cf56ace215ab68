import Foundation

@testable import UIKit

/// A data source and delegate of sections of rows that records the editing calls it hears, in
/// order.
@MainActor
final class EditingDataSource: NSObject, UITableViewDataSource, UITableViewDelegate {
  var counts: [Int]
  var calls: [String] = []
  var style: UITableViewCell.CellStyle = .default
  var configure: (UITableViewCell, IndexPath) -> Void = { _, _ in }
  var editable: (IndexPath) -> Bool = { _ in true }
  var editingStyle = UITableViewCell.EditingStyle.delete
  var trailing: ((IndexPath) -> UISwipeActionsConfiguration?)?
  var leading: ((IndexPath) -> UISwipeActionsConfiguration?)?
  var rowActions: ((IndexPath) -> [UITableViewRowAction]?)?
  var headerTitles = false

  /// The sources of the tables made by `editingTable`, kept alive for the tables' weak
  /// references.
  static var live: [EditingDataSource] = []

  init(counts: [Int]) { self.counts = counts }

  func numberOfSections(in tableView: UITableView) -> Int { counts.count }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    counts[section]
  }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: style, reuseIdentifier: nil)
    configure(cell, indexPath)
    return cell
  }
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    headerTitles ? "Section \(section)" : nil
  }
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 50 }
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    editable(indexPath)
  }
  func tableView(
    _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
  ) -> UITableViewCell.EditingStyle { editingStyle }
  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    calls.append("commit \(editingStyle.rawValue) \(indexPath.section).\(indexPath.row)")
  }
  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    calls.append("move \(sourceIndexPath.row) to \(destinationIndexPath.row)")
  }
  func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
    calls.append("willBeginEditing \(indexPath.row) isEditing \(tableView.isEditing)")
  }
  func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
    calls.append("didEndEditing \(indexPath?.row ?? -1) isEditing \(tableView.isEditing)")
  }
  func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { leading?(indexPath) }
  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { trailing?(indexPath) }
  func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath)
    -> [UITableViewRowAction]?
  { rowActions?(indexPath) }
}

/// A 300 × 400 table fed by an `EditingDataSource`, laid out, in a layout direction.
@MainActor
func editingTable(
  rows: [Int] = [3], rightToLeft: Bool = false, setUp: (EditingDataSource) -> Void = { _ in }
) -> (UITableView, EditingDataSource) {
  let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), style: .plain)
  let source = EditingDataSource(counts: rows)
  let attribute: UISemanticContentAttribute = rightToLeft ? .forceRightToLeft : .forceLeftToRight
  tableView.semanticContentAttribute = attribute
  EditingDataSource.live.append(source)
  setUp(source)
  let configure = source.configure
  source.configure = { cell, indexPath in
    cell.semanticContentAttribute = attribute
    configure(cell, indexPath)
  }
  tableView.dataSource = source
  tableView.delegate = source
  tableView.layoutIfNeeded()
  return (tableView, source)
}
