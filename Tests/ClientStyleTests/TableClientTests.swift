import Foundation
import Testing
import UIKit

/// A header view subclass as apps write one.
private final class BadgeHeaderView: UITableViewHeaderFooterView {
  let badge = UILabel()

  override init(reuseIdentifier: String?) {
    super.init(reuseIdentifier: reuseIdentifier)
    contentView.addSubview(badge)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}

/// A list controller's table code as apps write it: a model array, titled sections, dequeued
/// header views, batch updates and scrolling.
@MainActor
private final class ListController: NSObject, UITableViewDataSource, UITableViewDelegate {
  var items = ["One", "Two", "Three"]

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "item")
      ?? UITableViewCell(style: .default, reuseIdentifier: "item")
    cell.textLabel?.text = items[indexPath.row]
    return cell
  }

  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    let header =
      tableView.dequeueReusableHeaderFooterView(withIdentifier: "badge") as? BadgeHeaderView
      ?? BadgeHeaderView(reuseIdentifier: "badge")
    header.textLabel?.text = "Items"
    header.badge.text = "\(items.count)"
    return header
  }

  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 40 }
}

/// Table views driven the way apps drive them.
@MainActor
struct TableClientTests {
  @Test func appendingARowInABatchUpdate() throws {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
    let controller = ListController()
    tableView.rowHeight = 44
    tableView.dataSource = controller
    tableView.delegate = controller
    tableView.layoutIfNeeded()
    controller.items.append("Four")
    tableView.performBatchUpdates {
      tableView.insertRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)
    }
    tableView.scrollToRow(at: IndexPath(row: 3, section: 0), at: .bottom, animated: false)
    // Four 44-point rows under a 40-point header, 22 points below the top (iOS 15's automatic
    // padding above a plain table's headers): 238 points, so the offset is 238 − 200 = 38, and
    // the plain table's header floats at the top of the visible area, 38.
    #expect(tableView.contentOffset.y == 38)
    let header = try #require(tableView.headerView(forSection: 0) as? BadgeHeaderView)
    #expect(header.badge.text == "4")
    #expect(header.frame == CGRect(x: 0, y: 38, width: 320, height: 40))
    #expect(tableView.cellForRow(at: IndexPath(row: 3, section: 0))?.textLabel?.text == "Four")
  }
}
