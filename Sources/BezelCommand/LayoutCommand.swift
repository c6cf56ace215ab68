import ArgumentParser
import Bezel
import BezelGallery
import BezelScene
import Foundation

/// `bezel layout`: one screen of a scene on one device, as text, JSON or SVG.
struct LayoutCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "layout",
    abstract: "Lay a scene out on one device and print the layout as text, JSON or SVG.")

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text, json, svg
  }

  @Argument(help: "The scene file (YAML).")
  var scene: String

  @OptionGroup var options: LayoutOptions

  @Option(help: "text, json or svg.")
  var format: Format = .text

  @Option(name: .shortAndLong, help: "Write to this file instead of standard output.")
  var output: String?

  @OptionGroup var limit: DiagnosticLimit

  func validate() throws { try OutputPath.validate(output) }

  func run() throws {
    if let output { try OutputPath.refuseOverwriting(self.scene, with: [output]) }
    let scene = try SceneInput.load(self.scene, limit: limit)
    let rendered = try MainActor.assumeIsolated { try render(scene) }
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
  }

  @MainActor
  private func render(_ scene: Scene) throws -> String {
    var index = 0
    if let name = options.screen {
      guard let found = scene.screenIndex(named: name) else {
        throw ValidationError(
          "the scene has no screen '\(name)'; its screens are "
            + scene.screens.map(\.name).joined(separator: ", "))
      }
      index = found
    }
    let layout = SceneGallery.Layout(
      screen: index, device: try options.resolvedDevice(),
      orientation: try options.resolvedOrientation())
    let traits = try options.resolvedTraits()
    let drawing: SceneGallery.Drawing
    do {
      drawing = try SceneGallery.draw(layout, of: scene, traits: traits)
    } catch {
      SceneInput.report(error, limit: limit)
      throw SceneInput.badData
    }
    for diagnostic in drawing.diagnostics { printError(diagnostic.description) }
    switch format {
    case .text: return drawing.snapshot.text()
    case .json: return drawing.snapshot.json()
    case .svg: return drawing.entry.svg
    }
  }
}
