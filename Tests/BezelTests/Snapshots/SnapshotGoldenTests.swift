import Bezel
import BezelTestSupport
import Testing
import UIKit

/// Golden text and SVG renderings of the scenes in `SnapshotScenes`, recorded with
/// `BEZEL_RECORD=1`.
@MainActor
struct SnapshotGoldenTests {
  struct Case: Sendable, CustomTestStringConvertible {
    enum Scene: Sendable { case navigationTable, readableArticle }
    var name: String
    var scene: Scene
    var device: String
    var orientation: Orientation
    var direction: UIUserInterfaceLayoutDirection = .leftToRight
    var testDescription: String { name }
  }

  nonisolated static let cases: [Case] = [
    Case(
      name: "navigation-table-iphone-16-portrait", scene: .navigationTable, device: "iPhone 16",
      orientation: .portrait),
    Case(
      name: "navigation-table-iphone-16-pro-landscape-right", scene: .navigationTable,
      device: "iPhone 16 Pro", orientation: .landscapeRight),
    Case(
      name: "readable-article-iphone-se-3-landscape-left", scene: .readableArticle,
      device: "iPhone SE (3rd generation)", orientation: .landscapeLeft),
    Case(
      name: "readable-article-ipad-air-4-landscape-rtl", scene: .readableArticle,
      device: "iPad Air (4th generation)", orientation: .landscapeLeft, direction: .rightToLeft),
  ]

  static func snapshot(_ testCase: Case) throws -> LayoutSnapshot {
    let device = try #require(DeviceCatalog.device(named: testCase.device))
    let traits = HostTraits(layoutDirection: testCase.direction)
    switch testCase.scene {
    case .navigationTable:
      let (controller, rows) = SnapshotScenes.navigationTable()
      let host = DeviceHost(
        controller, on: device, orientation: testCase.orientation, traits: traits)
      return withExtendedLifetime(rows) { LayoutSnapshot(host) }
    case .readableArticle:
      let host = DeviceHost(
        SnapshotScenes.readableArticle(), on: device, orientation: testCase.orientation,
        traits: traits)
      return LayoutSnapshot(host)
    }
  }

  @Test(arguments: cases)
  func textRenderingMatchesItsGolden(_ testCase: Case) throws {
    expectGolden(try Self.snapshot(testCase).text(), named: "\(testCase.name).txt")
  }

  @Test(arguments: cases)
  func svgRenderingMatchesItsGolden(_ testCase: Case) throws {
    expectGolden(try Self.snapshot(testCase).svg(), named: "\(testCase.name).svg")
  }

  @Test func jsonRenderingMatchesItsGolden() throws {
    expectGolden(try Self.snapshot(Self.cases[2]).json(), named: "\(Self.cases[2].name).json")
  }
}
