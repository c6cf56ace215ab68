import ArgumentParser
import BezelScene

/// `bezel example`, what `bezel` does with no subcommand: the bundled "Bagel Times" scene from
/// WWDC 2018 session 235 on every device, as an HTML gallery.
struct ExampleCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "example",
    abstract: "Lay out the bundled example, Bagel Times, on every device (the default).")

  @Option(name: .shortAndLong, help: "The folder to write the gallery to.")
  var output: String = "bezel-gallery"

  @OptionGroup var selection: DeviceSelection

  @Flag(help: "Print the example's scene file instead, to start a scene of your own from.")
  var printScene = false

  @Flag(
    help: """
      Write a PNG of each screen as the app looks beside its SVG, drawn by rsvg-convert or \
      resvg (about a tenth of a second each).
      """)
  var png = false

  @OptionGroup var limit: DiagnosticLimit

  @OptionGroup var progress: ProgressOptions

  @OptionGroup var jobs: JobOptions

  func validate() throws { try OutputPath.validate(output) }

  func run() throws {
    if printScene {
      print(Scene.bagelTimesSource, terminator: "")
      return
    }
    try MainActor.assumeIsolated {
      try GalleryWriting.write(
        Scene.bagelTimes, from: nil, to: output, devices: selection, pictures: png, limit: limit,
        progress: progress.style, jobs: jobs)
    }
  }
}
