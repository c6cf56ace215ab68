import Foundation
import Testing

@testable import UIKit

/// The navigation bar with an integrated search bar (`navigationItem.searchController`): the
/// search bar's height (56, `UISearchBar`) under the bar's own, collapsing as the content
/// scrolls when `hidesSearchBarWhenScrolling` (UINavigationItem's documentation).
@Suite(.checksInvariants)
@MainActor
struct NavigationSearchBarTests {
  /// A navigation controller on an iPhone X (status bar 44) whose root is a table, the search
  /// controller in its item.
  private func navigation(hidesWhenScrolling: Bool = true) -> (
    UIWindow, UINavigationController, UITableViewController
  ) {
    let table = UITableViewController(style: .plain)
    table.navigationItem.searchController = UISearchController(searchResultsController: nil)
    table.navigationItem.hidesSearchBarWhenScrolling = hidesWhenScrolling
    let navigation = UINavigationController(rootViewController: table)
    let window = host(navigation, on: .iPhoneX)
    return (window, navigation, table)
  }

  private func scroll(_ table: UITableViewController, _ window: UIWindow, to y: CGFloat) {
    table.tableView.contentOffset.y = y
    table.navigationController?.view.setNeedsLayout()
    window.layoutIfNeeded()
  }

  // At rest the bar is 44 + 56 = 100 tall, under the 44-point status bar: the table's content
  // starts 144 down.
  @Test func theSearchBarAddsItsHeightToTheNavigationBar() {
    let (window, navigation, table) = navigation()
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 44, width: 375, height: 100))
    #expect(table.tableView.adjustedContentInset.top == 144)
    #expect(table.tableView.contentOffset.y == -144)
    withExtendedLifetime(window) {}
  }

  // Without a search controller the bar keeps its 44 points.
  @Test func withoutASearchControllerTheBarKeepsItsHeight() {
    let navigation = UINavigationController(rootViewController: UITableViewController())
    let window = host(navigation, on: .iPhoneX)
    #expect(navigation.navigationBar.frame.height == 44)
    withExtendedLifetime(window) {}
  }

  // Scrolled 100 points down (past the search bar's 56) the search bar collapses: the bar is
  // 44 again; back at rest under the collapsed bar (offset −88) it shows again.
  @Test func scrollingDownCollapsesTheSearchBarAndTheTopRevealsIt() {
    let (window, navigation, table) = navigation()
    scroll(table, window, to: -44)
    #expect(navigation.navigationBar.frame.height == 44)
    #expect(table.tableView.adjustedContentInset.top == 88)
    scroll(table, window, to: -88)
    #expect(navigation.navigationBar.frame.height == 100)
  }

  // A little scrolling (30 points, under the search bar's 56) keeps it.
  @Test func aSmallScrollKeepsTheSearchBar() {
    let (window, navigation, table) = navigation()
    scroll(table, window, to: -114)
    #expect(navigation.navigationBar.frame.height == 100)
  }

  // With `hidesSearchBarWhenScrolling` false the search bar stays whatever the scroll.
  @Test func aSearchBarThatDoesNotHideStays() {
    let (window, navigation, table) = navigation(hidesWhenScrolling: false)
    scroll(table, window, to: 300)
    #expect(navigation.navigationBar.frame.height == 100)
  }
}
