import Foundation
import Testing

/// `bezel devices`: Swift names, the short list and the legend of source keys.
@Suite(.serialized)
struct DevicesCommandTests {
  @Test func listModePrintsOneLinePerDeviceWithItsSwiftName() throws {
    let output = try CommandRunner.run(["devices", "--list"])
    #expect(output.status == 0)
    let lines = output.standardOutput.split(separator: "\n")
    let iPhone16Pro = try #require(lines.first { $0.hasPrefix("iPhone 16 Pro ") })
    // Apple's HIG: the iPhone 16 Pro is 402 × 874 points at 3x.
    #expect(iPhone16Pro.contains("DeviceCatalog.iPhone16Pro "))
    #expect(iPhone16Pro.contains("402 × 874 @3x"))
    #expect(lines.allSatisfy { $0.contains("DeviceCatalog.") })
  }

  @Test func jsonFormatNamesTheSwiftProperty() throws {
    let output = try CommandRunner.run(["devices", "--list", "--format", "json"])
    #expect(output.status == 0)
    let list = try #require(
      try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [[String: Any]])
    let se = try #require(list.first { $0["name"] as? String == "iPhone SE (3rd generation)" })
    #expect(se["swiftName"] as? String == "DeviceCatalog.iPhoneSE3")
  }

  @Test func textEndsWithALegendOfTheSourceKeys() throws {
    let output = try CommandRunner.run(["devices"])
    #expect(output.status == 0)
    let legend = try #require(output.standardOutput.components(separatedBy: "\nSources (").last)
    #expect(legend.contains("  DIM "))
    #expect(legend.contains("  HIG "))
  }

  @Test func unknownFormatIsAUsageError() throws {
    let output = try CommandRunner.run(["devices", "--format", "xml"])
    #expect(output.status == 64)
  }
}
