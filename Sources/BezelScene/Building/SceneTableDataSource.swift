import UIKit

/// The data source of a scene's table: fixed sections of rows with titles.
@MainActor
final class SceneTableDataSource: NSObject, UITableViewDataSource {
  private let properties: SceneTableProperties

  init(_ properties: SceneTableProperties) {
    self.properties = properties
  }

  func numberOfSections(in tableView: UITableView) -> Int {
    properties.sections.count
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    properties.sections.indices.contains(section) ? properties.sections[section].rows.count : 0
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let identifier = "row"
    let cell =
      tableView.dequeueReusableCell(withIdentifier: identifier)
      ?? UITableViewCell(style: properties.cellStyle, reuseIdentifier: identifier)
    let rows =
      properties.sections.indices.contains(indexPath.section)
      ? properties.sections[indexPath.section].rows : []
    cell.textLabel?.text = rows.indices.contains(indexPath.row) ? rows[indexPath.row] : nil
    cell.accessoryType = properties.accessory
    return cell
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    properties.sections.indices.contains(section) ? properties.sections[section].header : nil
  }

  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    properties.sections.indices.contains(section) ? properties.sections[section].footer : nil
  }
}

/// A plain view with a fixed intrinsic content size, for a scene's `intrinsicSize:`.
final class SceneIntrinsicView: UIView {
  private let size: CGSize

  init(size: CGSize) {
    self.size = size
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) {
    size = .zero
    super.init(coder: coder)
  }

  override var intrinsicContentSize: CGSize { size }
}

/// A plain view controller that can hide the status bar, for `prefersStatusBarHidden:`.
final class SceneViewController: UIViewController {
  private let hidesStatusBar: Bool

  init(prefersStatusBarHidden: Bool) {
    hidesStatusBar = prefersStatusBarHidden
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    hidesStatusBar = false
    super.init(coder: coder)
  }

  override var prefersStatusBarHidden: Bool { hidesStatusBar }
}
