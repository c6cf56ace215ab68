import ArgumentParser
import BezelScene

/// `bezel gallery`: a scene on every device and orientation, as an HTML page of drawings.
struct GalleryCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "gallery",
    abstract: "Lay a scene out on every device and orientation and write an HTML gallery.")

  @Argument(help: "The scene file (YAML).")
  var scene: String

  @Option(name: .shortAndLong, help: "The folder to write the gallery to.")
  var output: String = "bezel-gallery"

  @OptionGroup var selection: DeviceSelection

  @Flag(
    help: """
      Write a PNG of each screen as the app looks beside its SVG, drawn by rsvg-convert or \
      resvg (about a tenth of a second each).
      """)
  var png = false

  @OptionGroup var limit: DiagnosticLimit

  @OptionGroup var watch: WatchOptions

  @OptionGroup var progress: ProgressOptions

  @OptionGroup var jobs: JobOptions

  func validate() throws { try OutputPath.validate(output) }

  func run() throws { try SceneWatch.run(scene, watch) { try runOnce() } }

  /// One gallery of the scene as it is now.
  func runOnce() throws {
    let scene = try SceneInput.load(self.scene, limit: limit)
    try MainActor.assumeIsolated {
      try GalleryWriting.write(
        scene, from: self.scene, to: output, devices: selection, pictures: png, limit: limit,
        progress: progress.style, jobs: jobs)
    }
    if watch.watch { GalleryReload.add(toPageIn: output) }
  }
}
