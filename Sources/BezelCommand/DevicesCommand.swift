import ArgumentParser
import Bezel
import Foundation

/// `bezel devices`: the catalog, with each value's source and each device's Swift name.
struct DevicesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "devices",
    abstract: "List the devices Bezel lays out on, with the source of each value.",
    discussion: """
      Each device is printed with its name (what `--device` takes), its name in Swift \
      (`DeviceCatalog.iPhone16Pro`, what `DeviceHost` takes) and every value of the catalog with \
      the key of its source in brackets; a legend of the keys ends the text, and \
      docs/sources.md gives each source in full.
      """)

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text, json
  }

  @Flag(help: "One line per device: name, Swift name, screen, kind and year.")
  var list = false

  @Option(help: "The output format.")
  var format: Format = .text

  @Flag(help: .hidden)
  var json = false

  func run() throws {
    let devices = DeviceCatalog.all
    if json || format == .json {
      let reports = devices.map(DeviceReport.init)
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      let data = try encoder.encode(list ? reports.map(\.summary) : reports.map { .full($0) })
      print(String(decoding: data, as: UTF8.self))
    } else if list {
      print(DeviceReport.listLines(devices).joined(separator: "\n"))
    } else {
      let text = devices.map { DeviceReport($0).text }.joined(separator: "\n\n")
      print(text)
      let legend = SourceLegend.lines(for: text)
      if !legend.isEmpty { print("\n" + legend.joined(separator: "\n")) }
    }
  }
}
