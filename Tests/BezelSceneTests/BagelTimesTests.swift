import Bezel
import BezelScene
import Testing
import UIKit

/// The bundled example on every device of the catalog, in both orientations.
@MainActor
struct BagelTimesTests {
  @Test func theBundledSceneHasTheListAndTheArticle() {
    let scene = Scene.bagelTimes
    #expect(scene.name == "Bagel Times")
    #expect(scene.screens.map(\.name) == ["list", "article"])
  }

  // Every device in portrait and landscape: no exception or unsatisfiable-constraint log, and
  // every named view has an unambiguous layout. Devices that give the window the same
  // environment lay any screen out identically (`Device.LayoutEnvironment`, as `bezel check`
  // relies on), so the screen is laid out once per distinct environment, about a third of them.
  @Test(arguments: ["list", "article"])
  func laysOutOnEveryDeviceWithoutConflictOrAmbiguity(screen: String) throws {
    var failures: [String] = []
    var seen: Set<Device.LayoutEnvironment> = []
    for device in DeviceCatalog.all {
      for orientation in [Orientation.portrait, .landscapeLeft] {
        guard seen.insert(device.layoutEnvironment(in: orientation)).inserted else { continue }
        var instance: SceneInstance?
        var host: DeviceHost?
        var buildError: SceneErrors?
        let diagnostics = Diagnostics.capturing {
          do throws(SceneErrors) {
            let built = try Scene.bagelTimes.makeScreen(named: screen, idiom: device.idiom)
            host = DeviceHost(built.rootViewController, on: device, orientation: orientation)
            instance = built
          } catch {
            buildError = error
          }
        }
        let place = "\(device.name) \(orientation)"
        if let buildError { failures.append("\(place): \(buildError)") }
        if !diagnostics.isEmpty {
          failures.append("\(place): \(diagnostics.map { $0.description }.joined(separator: "\n"))")
        }
        // Views of controllers a container does not show (a split view's hidden column) are
        // outside the window; every view in it must have an unambiguous layout.
        for name in instance?.viewNames ?? [] {
          guard let view = instance?.view(named: name), view.window === host?.window else {
            continue
          }
          if view.hasAmbiguousLayout {
            failures.append("\(place): '\(name)' has an ambiguous layout")
          }
        }
        #expect(instance?.view(named: screen == "list" ? "articles" : "body")?.window != nil)
      }
    }
    #expect(failures.isEmpty, "\(failures.prefix(20).joined(separator: "\n"))")
  }

  // Labels follow Dynamic Type by default: when the text size goes from the default (Large,
  // 17-point body) to the largest accessibility size (53-point body, Apple's Human Interface
  // Guidelines), the article's body grows taller.
  @Test func theArticleTextGrowsWithTheTextSize() throws {
    let device = try #require(DeviceCatalog.device(named: "iPhone 16"))
    let instance = try Scene.bagelTimes.makeScreen(named: "article", idiom: .phone)
    let host = DeviceHost(instance.rootViewController, on: device)
    let body = try #require(instance.view(named: "body") as? UILabel)
    let height = body.frame.height
    #expect(body.font.pointSize == 17)
    host.setTraits(HostTraits(contentSizeCategory: .accessibilityExtraExtraExtraLarge))
    #expect(body.font.pointSize == 53)
    #expect(body.frame.height > height)
  }
}
