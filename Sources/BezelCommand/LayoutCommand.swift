import ArgumentParser
import Bezel
import BezelGallery
import BezelScene
import Foundation

/// `bezel layout`: one screen of a scene on one device, as text, JSON, SVG or PNG.
struct LayoutCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "layout",
    abstract: "Lay a scene out on one device and print the layout as text, JSON, SVG or PNG.",
    discussion: """
      The text has a line per view: its name and type, its frame in window coordinates \
      (x y width height, origin at the window's top left) and in its superview's (what \
      UIView.frame reads), its safe-area insets and layout margins (top left bottom right, from \
      its own edges) and its readable content guide in window coordinates. A scroll view's \
      second line (↳) gives its content size and offset and its adjusted content inset as the \
      app's part plus the system's, with the rule that decided each edge (axisScrolls: the axis \
      scrolls, so the safe area is added). The JSON holds the same values, with \
      `coordinateSpaces` naming each field's space. docs/output.md explains every field.

      Unsatisfiable constraints are printed on standard error once per conflict, in UIKit's \
      words after the scene line of the constraint UIKit breaks, and end the command with \
      status 1 after the layout; `bezel check` finds them on every device.
      """)

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text, json, svg, png
  }

  @Argument(help: "The scene file (YAML).")
  var scene: String

  @OptionGroup var options: LayoutOptions

  @Option(
    help: """
      text, json, svg, or png: the screen as the app looks, at the device's scale, drawn by \
      rsvg-convert or resvg (the SVG, with a message, when neither is installed).
      """)
  var format: Format = .text

  @Option(name: .shortAndLong, help: "Write to this file instead of standard output.")
  var output: String?

  @OptionGroup var limit: DiagnosticLimit

  @OptionGroup var watch: WatchOptions

  func validate() throws { try OutputPath.validate(output) }

  func run() throws { try SceneWatch.run(scene, watch) { try runOnce() } }

  /// One layout of the scene as it is now.
  func runOnce() throws {
    if let output { try OutputPath.refuseOverwriting(self.scene, with: [output]) }
    let scene = try SceneInput.load(self.scene, limit: limit)
    let (rendered, snapshot, log) = try MainActor.assumeIsolated { try render(scene) }
    defer { if let summary = log.summary { printError(summary) } }
    if format == .png, let snapshot {
      try writePNG(snapshot, fallback: rendered)
      if log.summary != nil { throw ExitCode.failure }
      return
    }
    if let output {
      do {
        try PlainFile.write(rendered, to: output)
      } catch {
        printError("bezel: cannot write \(error)")
        throw OutputPath.cannotCreate
      }
    } else {
      print(rendered, terminator: rendered.hasSuffix("\n") ? "" : "\n")
    }
    // Unsatisfiable constraints are an error, as for `bezel check`.
    if log.summary != nil { throw ExitCode.failure }
  }

  @MainActor
  private func render(_ scene: Scene) throws -> (
    String, LayoutSnapshot?, (summary: String?, count: Int)
  ) {
    let layout = try options.resolvedLayout(of: scene)
    let traits = try options.resolvedTraits()
    let drawing: SceneGallery.Drawing
    do {
      drawing = try SceneGallery.draw(layout, of: scene, traits: traits)
    } catch {
      SceneInput.report(error, limit: limit)
      throw SceneInput.badData
    }
    let described = "\(layout.device.name) \(SceneGallery.name(of: layout.orientation))"
    let log = ConflictLog(drawing, of: scene, screen: layout.screen, layout: described)
    for message in log.messages { printError(message) }
    let summary = (log.summary(layout: described), log.conflictCount)
    switch format {
    case .text: return (drawing.snapshot.labelledText(), nil, summary)
    case .json: return (drawing.snapshot.labelledJSON(), nil, summary)
    case .svg: return (drawing.entry.svg, nil, summary)
    case .png: return (drawing.snapshot.svg(.app), drawing.snapshot, summary)
    }
  }

  /// Writes the PNG of `snapshot`, or without a rasterizer says so and writes `fallback`, its
  /// SVG (to the output with `.svg` for `.png`).
  private func writePNG(_ snapshot: LayoutSnapshot, fallback: String) throws {
    let bytes: [UInt8]
    do {
      bytes = Array(try snapshot.png())
    } catch .unavailable {
      var svgOutput = output
      if let output, output.hasSuffix(".png") { svgOutput = String(output.dropLast(4)) + ".svg" }
      printError(
        "bezel: \(SVGRasterizer.unavailableMessage); "
          + (svgOutput.map { "wrote the SVG to \($0)" } ?? "printing the SVG"))
      if let svgOutput {
        try OutputPath.refuseOverwriting(self.scene, with: [svgOutput])
        do {
          try PlainFile.write(fallback, to: svgOutput)
        } catch {
          printError("bezel: cannot write \(error)")
          throw OutputPath.cannotCreate
        }
      } else {
        print(fallback, terminator: "")
      }
      return
    } catch {
      printError("bezel: \(error)")
      throw OutputPath.cannotCreate
    }
    if let output {
      do {
        try PlainFile.write(bytes: bytes, to: output)
      } catch {
        printError("bezel: cannot write \(error)")
        throw OutputPath.cannotCreate
      }
    } else {
      FileHandle.standardOutput.write(Data(bytes))
    }
  }
}
