import Foundation

// The editing methods of `UITableViewDataSource` are optional; these are UIKit's answers when
// the data source gives none.
extension UITableViewDataSource {
  /// true: every row can be edited (UITableViewDataSource documentation).
  public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }
  /// true.
  ///
  /// UIKit shows reorder controls only when the data source implements
  /// `tableView(_:moveRowAt:to:)`, which Swift cannot ask of a protocol; Bezel lets every row
  /// move and leaves the choice to `showsReorderControl` and this method.
  public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    true
  }
  public func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}
  public func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
}
