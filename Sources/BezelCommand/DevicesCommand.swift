import ArgumentParser
import Bezel
import Foundation

/// `bezel devices`: the catalog, with each value's source.
struct DevicesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "devices",
    abstract: "List the devices Bezel lays out on, with the source of each value.")

  @Flag(help: "Print JSON instead of text.")
  var json = false

  func run() throws {
    let reports = DeviceCatalog.all.map(DeviceReport.init)
    if json {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      let data = try encoder.encode(reports)
      print(String(decoding: data, as: UTF8.self))
    } else {
      print(reports.map(\.text).joined(separator: "\n\n"))
    }
  }
}
