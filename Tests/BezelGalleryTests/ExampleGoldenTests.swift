import Bezel
import BezelGallery
import BezelScene
import BezelTestSupport
import Testing

/// Golden text and SVG snapshots of the bundled example on a few devices, recorded only with
/// `BEZEL_RECORD=1`.
@MainActor
struct ExampleGoldenTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var screen: String
    var device: String
    var orientation: Orientation
    var testDescription: String { "\(screen) on \(device) \(SceneGallery.name(of: orientation))" }
    var fileName: String {
      let path = GalleryPage.fileName(
        screen: screen, device: device, orientation: SceneGallery.name(of: orientation))
      return String(path.dropFirst("svg/".count).dropLast(".svg".count))
        .replacingOccurrences(of: "/", with: "-")
    }
  }

  nonisolated static let cases: [Case] = [
    Case(screen: "list", device: "iPhone SE (3rd generation)", orientation: .portrait),
    Case(screen: "article", device: "iPhone 16 Pro", orientation: .portrait),
    Case(screen: "article", device: "iPhone 16 Pro", orientation: .landscapeLeft),
    Case(screen: "list", device: "iPad Pro 11-inch (M4)", orientation: .landscapeLeft),
  ]

  private func drawing(_ testCase: Case) throws -> SceneGallery.Drawing {
    let scene = Scene.bagelTimes
    let device = try #require(DeviceCatalog.device(named: testCase.device))
    let screen = try #require(scene.screenIndex(named: testCase.screen))
    return try SceneGallery.draw(
      SceneGallery.Layout(screen: screen, device: device, orientation: testCase.orientation),
      of: scene)
  }

  @Test(arguments: cases) func exampleTextMatchesItsGolden(_ testCase: Case) throws {
    let drawing = try drawing(testCase)
    #expect(drawing.diagnostics.isEmpty)
    expectGolden(drawing.snapshot.text(), named: testCase.fileName + ".txt")
  }

  @Test(arguments: cases) func exampleDrawingMatchesItsGolden(_ testCase: Case) throws {
    expectGolden(try drawing(testCase).entry.svg, named: testCase.fileName + ".svg")
  }
}
