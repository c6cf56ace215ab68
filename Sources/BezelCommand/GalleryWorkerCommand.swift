import ArgumentParser
import BezelGallery
import BezelScene
import Foundation

/// `bezel gallery-worker`, hidden: draws a slice of a gallery's layouts for `--jobs` and writes
/// each drawing as a line of JSON (`GalleryDrawing`) on standard output.
struct GalleryWorkerCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "gallery-worker",
    abstract: "Draw some layouts of a gallery as JSON lines, for --jobs.",
    shouldDisplay: false)

  @Argument(help: "The scene file (YAML).")
  var scene: String?

  @Flag(help: "Draw the bundled example instead of a scene file.")
  var example = false

  @OptionGroup var selection: DeviceSelection

  @Option(help: "The first layout to draw.")
  var first: Int

  @Option(help: "How many layouts to draw.")
  var count: Int

  @Flag(help: "Add the app's look of each screen, for PNG pictures.")
  var pictures = false

  func run() throws {
    let limit = try DiagnosticLimit.parse([])
    let scene: Scene
    if example {
      scene = Scene.bagelTimes
    } else if let path = self.scene {
      scene = try SceneInput.load(path, limit: limit)
    } else {
      throw ValidationError("a scene file or --example")
    }
    let devices = try selection.devices()
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    try MainActor.assumeIsolated {
      let layouts = SceneGallery.layouts(of: scene, on: devices)
      let end = min(layouts.count, first + max(0, count))
      for index in max(0, first)..<max(max(0, first), end) {
        let drawing: GalleryDrawing
        do throws(SceneErrors) {
          drawing = try GalleryDrawing.draw(index, of: layouts, in: scene, pictures: pictures)
        } catch {
          SceneInput.report(error, limit: limit)
          throw SceneInput.badData
        }
        var line = try encoder.encode(drawing)
        line.append(UInt8(ascii: "\n"))
        FileHandle.standardOutput.write(line)
      }
    }
  }
}
