import Foundation
import Testing

@testable import UIKit

/// The refresh control: its place above the content and the inset it adds while refreshing
/// (60 points, Bezel's model).
@MainActor
struct RefreshControlTests {
  @Test func itSitsAboveTheContentAsWideAsTheScrollView() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    let control = UIRefreshControl()
    scrollView.refreshControl = control
    #expect(control.superview === scrollView)
    #expect(control.frame == CGRect(x: 0, y: -60, width: 300, height: 60))
    #expect(!control.isRefreshing)
  }

  // UIRefreshControl documentation: `beginRefreshing()` is for a refresh started from code; the
  // control sends no `.valueChanged`. The inset grows by the control's height, and goes again.
  @Test func refreshingAddsTheControlsHeightToTheTopInset() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    scrollView.contentSize = CGSize(width: 300, height: 1000)
    let control = UIRefreshControl()
    var changes = 0
    control.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
    scrollView.refreshControl = control
    let before = scrollView.adjustedContentInset.top
    control.beginRefreshing()
    #expect(control.isRefreshing)
    #expect(scrollView.adjustedContentInset.top == before + 60)
    #expect(scrollView.contentInset.top == 0)
    control.endRefreshing()
    #expect(scrollView.adjustedContentInset.top == before)
    #expect(changes == 0)
  }

  // A pull 120 points past the top starts a refresh and sends `.valueChanged` once.
  @Test func aPullPastTheThresholdSendsValueChanged() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    let control = UIRefreshControl()
    var changes = 0
    control.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
    scrollView.refreshControl = control
    scrollView.contentOffset = CGPoint(x: 0, y: -100)
    scrollView.refreshControlDragDidMove()
    #expect(changes == 0)
    scrollView.contentOffset = CGPoint(x: 0, y: -120)
    scrollView.refreshControlDragDidMove()
    scrollView.refreshControlDragDidMove()
    #expect(changes == 1)
    #expect(control.isRefreshing)
  }

  @Test func aTableViewControllersRefreshControlIsItsTables() {
    let controller = UITableViewController(style: .plain)
    let control = UIRefreshControl()
    controller.refreshControl = control
    #expect(controller.tableView.refreshControl === control)
  }

  // UITableViewController documentation: the selection is cleared on `viewWillAppear(_:)`
  // while `clearsSelectionOnViewWillAppear` is true.
  @Test(arguments: [true, false])
  func viewWillAppearClearsTheSelection(clears: Bool) {
    final class Controller: UITableViewController {
      override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        3
      }
    }
    let controller = Controller(style: .plain)
    controller.clearsSelectionOnViewWillAppear = clears
    controller.tableView.frame = CGRect(x: 0, y: 0, width: 300, height: 400)
    controller.tableView.layoutIfNeeded()
    controller.tableView.selectRow(
      at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    controller.viewWillAppear(false)
    #expect((controller.tableView.indexPathForSelectedRow == nil) == clears)
  }
}
