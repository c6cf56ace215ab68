import Foundation

extension UIViewController {
  /// The item behind `editButtonItem`, which toggles between Edit and Done with the
  /// controller's editing state; its action calls `setEditing(_:animated:)` with the other
  /// state, animated.
  ///
  /// Apple: "Returns a bar button item that toggles its title and associated state between Edit
  /// and Done … the associated navigation bar displays an Edit button if isEditing is false and
  /// a Done button if isEditing is true. The default button action invokes the
  /// setEditing(_:animated:) method." The item is made once and kept; Done is in the done
  /// style, as the system's Done item is (UIBarButtonItem.SystemItem.done).
  func makeEditButtonItem() -> UIBarButtonItem {
    if let item = storedEditButtonItem { return item }
    let item = UIBarButtonItem()
    item.showEditing(isEditing)
    item.defaultAction = { [weak self] _ in
      guard let self else { return }
      self.setEditing(!self.isEditing, animated: true)
    }
    storedEditButtonItem = item
    return item
  }
}

extension UIBarButtonItem {
  /// Shows an edit button's state: Done in the done style while editing, Edit otherwise
  /// (English titles: Bezel does not localize them).
  func showEditing(_ editing: Bool) {
    title = editing ? "Done" : "Edit"
    style = editing ? .done : .plain
  }
}
