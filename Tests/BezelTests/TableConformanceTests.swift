import Bezel
import Foundation
import Testing
import UIKit

/// A data source of one section of fixed rows, cells of the default style.
@MainActor
private final class Rows: NSObject, UITableViewDataSource {
  let count: Int
  var accessory = UITableViewCell.AccessoryType.none

  init(count: Int) {
    self.count = count
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "row")
      ?? UITableViewCell(style: .default, reuseIdentifier: "row")
    cell.accessoryType = accessory
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }
}

/// Table views on catalog devices (WWDC 2018 session 235; Apple,
/// UITableView.insetsContentViewsToSafeArea).
@MainActor
struct TableConformanceTests {
  private func hostedTable(
    on device: Device, orientation: Orientation = .portrait,
    behavior: UIScrollView.ContentInsetAdjustmentBehavior = .automatic,
    inNavigation: Bool = false, rows: Int = 100,
    direction: UIUserInterfaceLayoutDirection = .leftToRight,
    configure: (UITableView) -> Void = { _ in }
  ) -> (DeviceHost, UITableView, Rows) {
    let controller = UIViewController()
    let tableView = UITableView(frame: .zero, style: .plain)
    let rowsSource = Rows(count: rows)
    tableView.rowHeight = 44
    tableView.dataSource = rowsSource
    tableView.contentInsetAdjustmentBehavior = behavior
    configure(tableView)
    controller.view = tableView
    let root: UIViewController =
      inNavigation ? UINavigationController(rootViewController: controller) : controller
    let host = DeviceHost(
      root, on: device, orientation: orientation,
      traits: HostTraits(layoutDirection: direction))
    host.window.layoutIfNeeded()
    return (host, tableView, rowsSource)
  }

  private func firstCell(_ tableView: UITableView) throws -> UITableViewCell {
    try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
  }

  // Case 41: an iPhone X in landscape has the safe area (0, 44, 21, 44). A root table under
  // `.automatic` with 4400 points of rows scrolls vertically only, so it absorbs the bottom 21
  // (and the top 0); the sides stay in its safe area, which insets each content view 44 on both
  // sides: 812 − 88 = 724 wide (insetsContentViewsToSafeArea, WWDC 2018 session 235).
  @Test(arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func landscapeIPhoneXRootTableInsetsContentViews(direction: UIUserInterfaceLayoutDirection)
    throws
  {
    let (host, tableView, _) = hostedTable(
      on: DeviceCatalog.iPhoneX, orientation: .landscapeLeft, direction: direction)
    #expect(tableView.adjustedContentInset == UIEdgeInsets(top: 0, left: 0, bottom: 21, right: 0))
    let cell = try firstCell(tableView)
    #expect(cell.frame.width == 812)
    #expect(cell.contentView.frame.minX == 44)
    #expect(cell.contentView.frame.width == 724)
    // The background covers the whole cell (WWDC 2018 session 235).
    let background = UIView()
    cell.backgroundView = background
    host.window.layoutIfNeeded()
    #expect(background.frame == CGRect(x: 0, y: 0, width: 812, height: 44))
  }

  // Under a navigation bar the compact landscape bar adds 32 on top: (32, 0, 21, 0), and the
  // content views are still inset 44.
  @Test func landscapeIPhoneXInANavigationController() throws {
    let (host, tableView, _) = hostedTable(
      on: DeviceCatalog.iPhoneX, orientation: .landscapeLeft, inNavigation: true)
    #expect(tableView.adjustedContentInset == UIEdgeInsets(top: 32, left: 0, bottom: 21, right: 0))
    let cell = try firstCell(tableView)
    #expect(
      cell.contentView.frame
        == CGRect(x: 44, y: 0, width: 724, height: cell.frame.height))
    withExtendedLifetime(host) {}
  }

  // The table's margins are the system minimum (16 in a compact width) plus the safe area: 60
  // from the cell's edges, so the content view's own margin is 60 − 44 = 16 and the label starts
  // 16 into the content view. The separator starts at the cells' leading margin, 60.
  @Test(arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func landscapeIPhoneXCellMargins(direction: UIUserInterfaceLayoutDirection) throws {
    let (host, tableView, _) = hostedTable(
      on: DeviceCatalog.iPhoneX, orientation: .landscapeLeft, direction: direction)
    let cell = try firstCell(tableView)
    #expect(cell.layoutMargins.left == 60)
    #expect(cell.layoutMargins.right == 60)
    #expect(cell.contentView.layoutMargins.left == 16)
    #expect(cell.contentView.layoutMargins.right == 16)
    #expect(cell.textLabel?.frame.minX == 16)
    #expect(abs((cell.textLabel?.frame.width ?? 0) - (724 - 32)) < 1e-9)
    #expect(cell.separatorInset.left == 60)
    // The inset is on the leading side: the left in left-to-right, the right in right-to-left.
    if direction == .leftToRight {
      #expect(cell.separatorFrame.minX == 60)
    } else {
      #expect(abs(cell.separatorFrame.maxX - (812 - 60)) < 1e-9)
    }
    withExtendedLifetime(host) {}
  }

  // `.always` adds the sides too: (0, 44, 21, 44); the 812-point content then scrolls sideways
  // from −44 to 44 (WWDC 2018 session 235: the table "becomes horizontally scrollable"), and the
  // table no longer passes the side insets to its cells, whose content views span them.
  @Test func alwaysMakesTheLandscapeTableScrollSideways() throws {
    let (host, tableView, _) = hostedTable(
      on: DeviceCatalog.iPhoneX, orientation: .landscapeLeft, behavior: .always)
    #expect(
      tableView.adjustedContentInset == UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
    #expect(tableView.contentSize.width == 812)
    #expect(tableView.offsetRange.min.x == -44)
    #expect(tableView.offsetRange.max.x == 44)
    #expect(tableView.contentOffset.x == -44)
    let cell = try firstCell(tableView)
    #expect(cell.contentView.frame.minX == 0)
    #expect(cell.contentView.frame.width == 812)
    withExtendedLifetime(host) {}
  }

  // With insetsContentViewsToSafeArea false the content views span the cell.
  @Test func contentViewsCanIgnoreTheSafeArea() throws {
    let (host, tableView, _) = hostedTable(
      on: DeviceCatalog.iPhoneX, orientation: .landscapeLeft,
      configure: { $0.insetsContentViewsToSafeArea = false })
    let cell = try firstCell(tableView)
    #expect(cell.contentView.frame.minX == 0)
    #expect(cell.contentView.frame.width == 812)
    withExtendedLifetime(host) {}
  }

  // The separator inset follows the leading margin: 16 on an iPhone, 20 on an iPad in a
  // regular width (measured on iOS 8 and later, Stack Overflow 29349917).
  @Test(arguments: [("iPhone 8", CGFloat(16)), ("iPad Air 2", 20)])
  func separatorInsetFollowsTheMargin(device: String, inset: CGFloat) throws {
    let (host, tableView, _) = hostedTable(on: try #require(DeviceCatalog.device(named: device)))
    let cell = try firstCell(tableView)
    #expect(cell.separatorInset.left == inset)
    #expect(tableView.separatorInset.left == inset)
    #expect(cell.contentView.layoutMargins.left == inset)
    withExtendedLifetime(host) {}
  }

  // An iPad Air 2 in landscape (1024 wide, margins 20) has a readable column of 664 centred in
  // the 984 points between the margins: 20 + (984 − 664) / 2 = 180 from each edge. With
  // cellLayoutMarginsFollowReadableWidth the cells' margins are there (WWDC 2018 session 235);
  // without it, at the table's 20.
  @Test(arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func readableWidthCellMarginsOnALandscapeIPad(direction: UIUserInterfaceLayoutDirection)
    throws
  {
    let (host, tableView, _) = hostedTable(
      on: DeviceCatalog.iPadAir2, orientation: .landscapeLeft, direction: direction,
      configure: { $0.cellLayoutMarginsFollowReadableWidth = true })
    let cell = try firstCell(tableView)
    #expect(cell.layoutMargins.left == 180)
    #expect(cell.layoutMargins.right == 180)
    #expect(cell.textLabel?.frame.minX == 180)
    #expect(cell.textLabel?.frame.width == 664)
    tableView.cellLayoutMarginsFollowReadableWidth = false
    host.window.layoutIfNeeded()
    #expect(cell.layoutMargins.left == 20)
    withExtendedLifetime(host) {}
  }

  // A disclosure indicator sits on the trailing margin (60 in landscape on an iPhone X); the
  // content view ends 8 + 10 points before it (Bezel's accessory model): 812 − 60 − 18 = 734 in
  // left-to-right; mirrored in right-to-left, starting at 78.
  @Test(arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func accessoryIsOnTheTrailingSide(direction: UIUserInterfaceLayoutDirection) throws {
    let (host, tableView, source) = hostedTable(
      on: DeviceCatalog.iPhoneX, orientation: .landscapeLeft, direction: direction)
    source.accessory = .disclosureIndicator
    tableView.reloadData()
    host.window.layoutIfNeeded()
    let cell = try firstCell(tableView)
    let expected =
      direction == .leftToRight
      ? CGRect(x: 44, y: 0, width: 734 - 44, height: cell.contentView.frame.height)
      : CGRect(x: 78, y: 0, width: 812 - 44 - 78, height: cell.contentView.frame.height)
    #expect(cell.contentView.frame == expected)
  }

  // Rotating re-lays the cells out: iPhone X portrait (375 wide, no side insets) then landscape.
  @Test func rotationRelaysTheCells() throws {
    // The data source is weak: the test keeps it.
    let (host, tableView, source) = hostedTable(on: DeviceCatalog.iPhoneX)
    #expect(try firstCell(tableView).contentView.frame.width == 375)
    host.rotate(to: .landscapeLeft)
    host.window.layoutIfNeeded()
    #expect(try firstCell(tableView).contentView.frame.width == 724)
    withExtendedLifetime(source) {}
  }
}
