import Bezel
import Foundation
import UIKit

/// Layouts built in code for the snapshot tests.
@MainActor
enum SnapshotScenes {
  /// A table's rows, one title per row.
  final class Rows: NSObject, UITableViewDataSource {
    let titles = ["Bagels", "Coffee", "Weather", "Opinion", "Crossword"]

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      titles.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      cell.textLabel?.text = titles[indexPath.row]
      return cell
    }
  }

  /// A navigation controller showing a plain table of five rows; the data source is returned to
  /// be kept alive with the host.
  static func navigationTable() -> (UIViewController, Rows) {
    let rows = Rows()
    let list = UIViewController()
    let table = UITableView(frame: .zero, style: .plain)
    table.accessibilityIdentifier = "articles"
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = rows
    list.view = table
    list.title = "Articles"
    return (UINavigationController(rootViewController: list), rows)
  }

  /// A scroll view filling its controller's view, holding a label that follows the readable
  /// width: its leading and trailing edges on the root view's readable content guide, its top
  /// and bottom on the scroll view's content guide.
  static func readableArticle() -> UIViewController {
    let controller = UIViewController()
    let root = controller.view!
    let scroll = UIScrollView()
    scroll.accessibilityIdentifier = "article"
    scroll.translatesAutoresizingMaskIntoConstraints = false
    let body = UILabel()
    body.accessibilityIdentifier = "body"
    body.numberOfLines = 0
    body.text = String(
      repeating: "Bagels are boiled, then baked, which gives them their chewy crust. ",
      count: 60)
    body.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(scroll)
    scroll.addSubview(body)
    let content = scroll.contentLayoutGuide
    NSLayoutConstraint.activate([
      scroll.topAnchor.constraint(equalTo: root.topAnchor),
      scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
      scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      body.topAnchor.constraint(equalTo: content.topAnchor, constant: 20),
      body.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -20),
      body.leadingAnchor.constraint(equalTo: root.readableContentGuide.leadingAnchor),
      body.trailingAnchor.constraint(equalTo: root.readableContentGuide.trailingAnchor),
      content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
    ])
    return controller
  }
}
