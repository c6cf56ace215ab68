import Bezel
import Foundation
import Testing
import UIKit

/// The Swift examples of the README and of docs/, compiled from those pages themselves and run;
/// their results checked against what the pages say they print and the tables they give.
@MainActor
struct ReadmeExampleTests {
  /// Examples whose results the README gives in a table, each checked by a test below.
  static let checkedByTable: Set<String> = ["barStack", "settingsTable"]

  @Test(arguments: ReadmeExamples.names)
  func examplePrintsWhatTheReadmeSays(_ name: String) throws {
    let example = try #require(ReadmeExamples.all.first { $0.name == name })
    guard example.given.isEmpty else { return }
    let context = ReadmeExampleContext()
    try example.run(context)
    guard let printed = example.printed else {
      #expect(
        Self.checkedByTable.contains(name),
        "\(example.file):\(example.line): '\(name)' states nothing it prints and no test checks it")
      return
    }
    #expect(
      ReadmeExample.Printed.of(context.output, like: printed) == printed,
      "\(example.file):\(example.line): '\(name)'")
  }

  // The example prints the content view's safe area and margins on an iPhone X in portrait, then
  // in landscape: the table's two iPhone X rows.
  @Test func barStackPrintsTheTablesIPhoneXRows() throws {
    let example = try #require(ReadmeExamples.all.first { $0.name == "barStack" })
    let context = ReadmeExampleContext()
    try example.run(context)
    let rows = try Readme.table(headed: "| device, orientation | safe area | layout margins |")
    let expected = try ["iPhone X, portrait", "iPhone X, landscape"].map { label in
      try #require(rows.first { $0.first == label }, "no row '\(label)'").dropFirst()
        .flatMap(Readme.numbers)
    }
    #expect(context.output.map(Readme.numbers) == expected)
  }

  // The same hierarchy on each device and orientation of the table.
  @Test func barStackTableRows() throws {
    let rows = try Readme.table(headed: "| device, orientation | safe area | layout margins |")
    #expect(rows.count == 6)
    for row in rows {
      let (device, orientation) = try Readme.deviceAndOrientation(row[0])
      let content = UIViewController()
      let tabs = UITabBarController()
      tabs.viewControllers = [UINavigationController(rootViewController: content)]
      let host = DeviceHost(tabs, on: device, orientation: orientation)
      let measured = [content.view.safeAreaInsets, content.view.layoutMargins].flatMap {
        [$0.top, $0.left, $0.bottom, $0.right]
      }
      #expect(measured == row.dropFirst().flatMap(Readme.numbers), "\(row[0])")
      withExtendedLifetime(host) {}
    }
  }

  // An article: a scroll view with 3000 points of content as the view of a controller in a
  // navigation controller on an iPhone 16 Pro, under each content-inset behaviour.
  @Test func scrollViewTableRows() throws {
    let rows = try Readme.table(headed: "| behaviour | portrait | landscape |")
    #expect(rows.count == 4)
    for row in rows {
      let name = row[0].trimmingCharacters(in: CharacterSet(charactersIn: "`."))
      let behavior: UIScrollView.ContentInsetAdjustmentBehavior =
        switch name {
        case "automatic": .automatic
        case "scrollableAxes": .scrollableAxes
        case "always": .always
        default: .never
        }
      for (orientation, column) in [(Orientation.portrait, 1), (.landscapeLeft, 2)] {
        let article = UIViewController()
        let scrollView = UIScrollView()
        scrollView.contentSize = CGSize(width: 100, height: 3000)
        scrollView.contentInsetAdjustmentBehavior = behavior
        article.view = scrollView
        let host = DeviceHost(
          UINavigationController(rootViewController: article), on: DeviceCatalog.iPhone16Pro,
          orientation: orientation)
        let inset = scrollView.adjustedContentInset
        #expect(
          [inset.top, inset.left, inset.bottom, inset.right] == Readme.numbers(row[column]),
          "\(name) \(orientation)")
        withExtendedLifetime(host) {}
      }
    }
  }

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

  // The README's fragment, given the data source its comment describes and a controller, lays
  // out the frames of its table (to the two decimals it shows).
  @Test func settingsTableHasTheTablesFrames() throws {
    let example = try #require(ReadmeExamples.all.first { $0.name == "settingsTable" })
    let settings = Settings()
    let context = ReadmeExampleContext()
    context.settings = settings
    try example.run(context)
    let cell = try #require(context.cell)
    let frames = [
      "the cell, in the table": cell.frame,
      "its background view, in the cell": try #require(cell.backgroundView).frame,
      "its content view, in the cell": cell.contentView.frame,
      "its text label, in the content view": try #require(cell.textLabel).frame,
    ]
    let rows = try Readme.table(headed: "| frame (x, y, width, height) | value |")
    #expect(rows.map { $0[0] }.sorted() == frames.keys.sorted())
    for row in rows {
      let frame = try #require(frames[row[0]])
      let measured = [frame.minX, frame.minY, frame.width, frame.height]
      let stated = Readme.numbers(row[1])
      #expect(
        measured.count == stated.count
          && zip(measured, stated).allSatisfy { abs($0 - $1) < 0.005 },
        "\(row[0]): \(measured)")
    }
    withExtendedLifetime(settings) {}
  }
}

/// README.md, read from the package's root.
enum Readme {
  static func text() throws -> String {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")
    return try String(contentsOf: url, encoding: .utf8)
  }

  /// The cells of the rows of the Markdown table whose header line is `header`.
  static func table(headed header: String) throws -> [[String]] {
    let lines = try text().split(separator: "\n").map(String.init)
    let start = try #require(lines.firstIndex(of: header), "README.md has no table '\(header)'")
    return lines[(start + 2)...].prefix { $0.hasPrefix("|") }.map { line in
      line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
    }
  }

  /// The numbers of a cell or a printed line, in order.
  static func numbers(_ text: String) -> [CGFloat] {
    text.split { !($0.isNumber || $0 == "." || $0 == "-") }.compactMap { Double($0) }
      .map { CGFloat($0) }
  }

  /// "iPhone 16 Pro, landscape" → the catalog's device and the orientation.
  static func deviceAndOrientation(_ label: String) throws -> (Device, Orientation) {
    let parts = label.split(separator: ", ").map(String.init)
    let device = try #require(DeviceCatalog.device(named: parts[0]), "no device '\(parts[0])'")
    return (device, parts[1] == "portrait" ? .portrait : .landscapeLeft)
  }
}
