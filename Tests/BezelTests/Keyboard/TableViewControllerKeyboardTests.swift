import Bezel
import Foundation
import Testing
import UIKit

/// A table view controller moves the edited row clear of the keyboard; a plain scroll view does
/// nothing of its own.
///
/// On an iPhone 16 (393 × 852) the keyboard, up, covers y 517 to 852: 335 points, 34 of them the
/// bottom safe area the table already insets.
@MainActor
struct TableViewControllerKeyboardTests {
  /// Twenty 44-point rows, each holding a text field.
  final class FieldsController: UITableViewController {
    var fields: [Int: UITextField] = [:]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      20
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
      let field = UITextField(frame: CGRect(x: 16, y: 5, width: 200, height: 34))
      cell.contentView.addSubview(field)
      fields[indexPath.row] = field
      return cell
    }

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath)
      -> CGFloat
    {
      44
    }
  }

  @Test func loadingTheViewMakesATableFedByTheController() {
    let controller = UITableViewController(style: .grouped)
    #expect(controller.view === controller.tableView)
    #expect(controller.tableView.style == .grouped)
    #expect(controller.tableView.dataSource === controller)
    #expect(controller.tableView.delegate === controller)
  }

  @Test func theKeyboardInsetsTheTablesBottomByItsHeight() {
    let controller = FieldsController()
    let host = DeviceHost(controller, on: DeviceCatalog.iPhone16)
    host.perform { _ = controller.fields[2]?.becomeFirstResponder() }
    host.finish()
    // The safe area's 34 plus the 301 of the table the keyboard covers above it.
    #expect(controller.tableView.adjustedContentInset.bottom == 335)
    #expect(controller.tableView.contentInset == .zero)
    host.perform { _ = controller.fields[2]?.resignFirstResponder() }
    host.finish()
    #expect(controller.tableView.adjustedContentInset.bottom == 34)
  }

  @Test func theEditedRowScrollsAboveTheKeyboard() {
    let controller = FieldsController()
    let host = DeviceHost(controller, on: DeviceCatalog.iPhone16)
    host.perform { _ = controller.fields[15]?.becomeFirstResponder() }
    host.finish()
    // Row 15's field ends at 15 × 44 + 5 + 34 = 699 in the content; the keyboard's top, 517 on
    // screen, must be at or below it: the offset becomes 699 − 517 = 182.
    #expect(controller.tableView.contentOffset.y == 182)
  }

  @Test func aPlainScrollViewIsNotInsetForTheKeyboard() {
    let controller = UIViewController()
    let scrollView = UIScrollView()
    let field = UITextField(frame: CGRect(x: 20, y: 700, width: 200, height: 34))
    let host = DeviceHost(controller, on: DeviceCatalog.iPhone16)
    host.perform {
      scrollView.frame = controller.view.bounds
      scrollView.contentSize = CGSize(width: 393, height: 2000)
      scrollView.addSubview(field)
      controller.view.addSubview(scrollView)
      controller.view.layoutIfNeeded()
    }
    let before = scrollView.adjustedContentInset
    let offset = scrollView.contentOffset
    host.perform { _ = field.becomeFirstResponder() }
    host.finish()
    #expect(scrollView.adjustedContentInset == before)
    #expect(scrollView.contentOffset == offset)
  }
}
