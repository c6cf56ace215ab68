import Bezel
import Testing
import UIKit

/// The README's settings-style table, run as written.
@MainActor
struct ReadmeTableExampleTests {
  final class Settings: NSObject, UITableViewDataSource {
    let sections = [["Wi-Fi", "Bluetooth", "Cellular"], ["Notifications", "Sounds"]]

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      sections[section].count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "setting", for: indexPath)
      cell.textLabel?.text = sections[indexPath.section][indexPath.row]
      cell.backgroundView = cell.backgroundView ?? UIView()
      return cell
    }
  }

  // iPhone 16 Pro in landscape: 874 × 402, the sensor housing insets both sides by 62. A cell
  // spans the table (874); its background view fills the cell, while its content view stays
  // inside the safe area, 62 from each side (insetsContentViewsToSafeArea, WWDC 2018 session
  // 235): 750 wide. The label sits on the cell's margins: the table's 62 + 16 from the cell's
  // edge, so 16 into the content view.
  @Test func groupedTableOnALandscapePhone() throws {
    let settings = Settings()
    let controller = UIViewController()
    let table = UITableView(frame: .zero, style: .grouped)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "setting")
    table.dataSource = settings
    controller.view = table
    let host = DeviceHost(controller, on: DeviceCatalog.iPhone16Pro, orientation: .landscapeLeft)
    let cell = try #require(table.visibleCells.first)
    let content = cell.contentView.frame
    let background = try #require(cell.backgroundView).frame
    #expect(cell.frame.width == 874)
    #expect(background == CGRect(x: 0, y: 0, width: 874, height: cell.bounds.height))
    #expect(content.minX == 62)
    #expect(content.width == 750)
    #expect(try #require(cell.textLabel).frame.minX == 16)
    // The content view leaves the bottom pixel row (1/3 point at 3×) to the separator.
    #expect(abs(content.height - (44 - 1.0 / 3)) < 1e-9)
    withExtendedLifetime((host, settings)) {}
  }
}
