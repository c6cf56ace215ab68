import Bezel
import Foundation
import Testing
import UIKit

/// One section of default-style rows of a fixed height, each with a title.
@MainActor
private final class TitledRows: NSObject, UITableViewDataSource, UITableViewDelegate {
  let height: CGFloat

  init(height: CGFloat) { self.height = height }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    height
  }
}

/// A default cell's content view and separator per OS era, as recorded on iOS.
@MainActor
struct TableCellEraTests {
  struct Recording: Sendable, CustomTestStringConvertible {
    var era: OSEra
    var device: Device
    var rowHeight: CGFloat
    var rightToLeft: Bool
    /// The content view's recorded height.
    var contentHeight: CGFloat
    /// The separator's recorded y and height.
    var separatorY: CGFloat
    var separatorHeight: CGFloat
    var testDescription: String {
      "iOS \(era.rawValue) \(device.name)\(rightToLeft ? " right to left" : "")"
    }
  }

  // Until iOS 13, a 320 × 44 cell at 2× holds `<UITableViewCellContentView; frame = (0 0; 320
  // 43.5)>`, its `<UITableViewLabel; frame = (15 0; 290 43.5)>`, and `<_UITableViewCellSeparatorView;
  // frame = (15 43.5; 305 0.5)>` (lyroger/lyroger.github.io dbf02b832e9c,
  // blog/source/_posts/UISearchBar的使用.md). From iOS 14, a 375 × 60 cell at 2× holds
  // `<UITableViewCellContentView; frame = (0 0; 375 60)>` and `<_UITableViewCellSeparatorView;
  // frame = (0 59.5; 375 0.5)>` (crifan/ios_re_dynamic_debug 51b66bea99a2,
  // src/debug_ui/cycript/output_example.md). Heights do not depend on the layout direction.
  nonisolated static let recordings: [Recording] = [false, true].flatMap { rightToLeft in
    [
      Recording(
        era: .iOS12, device: DeviceCatalog.iPhoneSE1, rowHeight: 44, rightToLeft: rightToLeft,
        contentHeight: 43.5, separatorY: 43.5, separatorHeight: 0.5),
      Recording(
        era: .iOS14, device: DeviceCatalog.iPhoneSE2, rowHeight: 60, rightToLeft: rightToLeft,
        contentHeight: 60, separatorY: 59.5, separatorHeight: 0.5),
    ]
  }

  @Test(arguments: recordings)
  func theContentViewAndSeparatorAreAsRecorded(_ recording: Recording) throws {
    let controller = UIViewController()
    let tableView = UITableView(frame: .zero, style: .plain)
    let rows = TitledRows(height: recording.rowHeight)
    tableView.dataSource = rows
    tableView.delegate = rows
    controller.view = tableView
    let host = DeviceHost(
      controller, on: recording.device,
      traits: HostTraits(layoutDirection: recording.rightToLeft ? .rightToLeft : .leftToRight),
      era: recording.era)
    host.window.layoutIfNeeded()
    let cell = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(cell.frame.height == recording.rowHeight)
    #expect(cell.contentView.frame.minY == 0)
    #expect(cell.contentView.frame.height == recording.contentHeight)
    #expect(cell.contentView.frame.width == recording.device.bounds(in: .portrait).width)
    // The default style's title fills the content view's height.
    let label = try #require(cell.textLabel).frame
    #expect(label.minY == 0 && label.height == recording.contentHeight)
    #expect(cell.separatorFrame.minY == recording.separatorY)
    #expect(cell.separatorFrame.height == recording.separatorHeight)
    withExtendedLifetime((host, rows)) {}
  }

  // swift-snapshot-testing's `testTableViewController` (commit ffeba831d658, 2018-12-14,
  // `testTableViewController.2.txt`) recorded a `UITableViewController` of default cells on
  // an iPhone SE-sized screen at 2×, on the Makefile's iPhone XR simulator running iOS 12.1:
  // each 320 × 44 cell holds `<UITableViewCellContentView; frame = (0 0; 320 43.5)>`,
  // `<UITableViewLabel; frame = (16 0; 288 43.5)>` and `<_UITableViewCellSeparatorView; frame =
  // (16 43.5; 304 0.5)>`. In right-to-left the title keeps its symmetric margins and the
  // separator's 16-point inset moves to the right: (0 43.5; 304 0.5).
  @Test(arguments: [false, true])
  func aDefaultCellOfIOS12IsAsSwiftSnapshotTestingRecordedIt(rightToLeft: Bool) throws {
    let controller = UIViewController()
    let tableView = UITableView(frame: .zero, style: .plain)
    let rows = TitledRows(height: 44)
    tableView.dataSource = rows
    tableView.delegate = rows
    controller.view = tableView
    let host = DeviceHost(
      controller, on: DeviceCatalog.iPhoneSE1,
      traits: HostTraits(layoutDirection: rightToLeft ? .rightToLeft : .leftToRight), era: .iOS12)
    host.window.layoutIfNeeded()
    let cell = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 43.5))
    #expect(cell.textLabel?.frame == CGRect(x: 16, y: 0, width: 288, height: 43.5))
    #expect(
      cell.separatorFrame == CGRect(x: rightToLeft ? 0 : 16, y: 43.5, width: 304, height: 0.5))
    withExtendedLifetime((host, rows)) {}
  }

  // The recordings name the content view `UITableViewCellContentView` and the title
  // `UITableViewLabel`, UIKit's private classes.
  @Test func theContentViewAndTitleHaveUIKitsClassNames() {
    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
    #expect(String(describing: type(of: cell.contentView)) == "UITableViewCellContentView")
    #expect(String(describing: type(of: cell.textLabel!)) == "UITableViewLabel")
    #expect(String(describing: type(of: cell.detailTextLabel!)) == "UITableViewLabel")
  }

  // Only the eras before iOS 14 end the content view above the separator.
  @Test func theErasBeforeIOS14EndTheContentAboveTheSeparator() {
    let eras = OSEra.allCases.filter { era in
      let host = DeviceHost(UIViewController(), on: DeviceCatalog.iPhone8, era: era)
      return host.window.context.cellContentEndsAboveSeparator
    }
    #expect(eras == [.iOS9, .iOS11, .iOS12, .iOS13])
  }
}
