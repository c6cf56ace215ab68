import Bezel
import Foundation
import Testing
import UIKit

/// A data source of titled sections of fixed rows.
@MainActor
private final class TitledRows: NSObject, UITableViewDataSource {
  func numberOfSections(in tableView: UITableView) -> Int { 3 }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "row")
      ?? UITableViewCell(style: .default, reuseIdentifier: "row")
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    "Section \(section)"
  }
}

/// Section headers of root tables on catalog devices (WWDC 2018 session 235).
@MainActor
struct TableHeaderConformanceTests {
  // An iPhone X in landscape has the safe area (0, 44, 21, 44). A header's content view stays
  // inside it like a cell's: 44 from each side, 812 − 88 = 724 wide, while the header spans
  // the table ("cells, headers, and footers", insetsContentViewsToSafeArea documentation).
  // The table's margins are 16 + 44 = 60, so the title starts 60 − 44 = 16 into the content
  // view and is 724 − 32 = 692 wide, in both layout directions.
  @Test(arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func landscapeIPhoneXHeaderContentStaysInTheSafeArea(
    direction: UIUserInterfaceLayoutDirection
  ) throws {
    let controller = UIViewController()
    let tableView = UITableView(frame: .zero, style: .plain)
    let rows = TitledRows()
    tableView.rowHeight = 44
    tableView.dataSource = rows
    controller.view = tableView
    let host = DeviceHost(
      controller, on: DeviceCatalog.iPhoneX, orientation: .landscapeLeft,
      traits: HostTraits(layoutDirection: direction))
    host.window.layoutIfNeeded()
    let header = try #require(tableView.headerView(forSection: 0))
    #expect(header.frame.width == 812)
    #expect(header.contentView.frame == CGRect(x: 44, y: 0, width: 724, height: 28))
    #expect(header.textLabel?.frame.minX == 16)
    #expect(abs((header.textLabel?.frame.width ?? 0) - 692) < 1e-9)
    withExtendedLifetime((host, rows)) {}
  }
}
