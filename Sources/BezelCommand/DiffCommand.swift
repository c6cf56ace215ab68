import ArgumentParser
import Bezel
import BezelGallery
import BezelScene

/// `bezel diff`: two scenes, or one scene on two devices or orientations, compared view by view.
struct DiffCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diff",
    abstract: "Compare two layouts and print the views whose geometry differs.",
    discussion: """
      Lays out two scenes on one device (`bezel diff a.yaml b.yaml --device …`), or one scene \
      on --device and --against-device, or in --orientation and --against-orientation, and \
      matches views by their path of names in the view tree. Each differing value is a line: \
      the view's path, what differs (frame in window, frame in superview, safe area, margins, \
      or view for a view in one layout only) and its value in the first layout, then in the \
      second. Exits 0 when the layouts are equal and 1 when they differ.
      """)

  @Argument(help: "The scene file (YAML).")
  var scene: String

  @Argument(help: "A second scene file to compare with, on the same device and orientation.")
  var otherScene: String?

  @OptionGroup var options: LayoutOptions

  @Option(help: "Compare with the layout on this device.")
  var againstDevice: String?

  @Option(help: "Compare with the layout in this orientation.")
  var againstOrientation: String?

  @Option(help: "Write a drawing of the second layout with the differing views outlined.")
  var svg: String?

  @OptionGroup var limit: DiagnosticLimit

  func validate() throws {
    try OutputPath.validate(svg)
    if otherScene == nil && againstDevice == nil && againstOrientation == nil {
      throw ValidationError(
        "give a second scene, --against-device or --against-orientation to compare with")
    }
    _ = try againstOptions().resolvedDevice()
    _ = try againstOptions().resolvedOrientation()
  }

  /// The options of the second layout: the first's with the `--against-` values.
  private func againstOptions() -> LayoutOptions {
    var other = options
    if let againstDevice { other.device = againstDevice }
    if let againstOrientation { other.orientation = againstOrientation }
    return other
  }

  func run() throws {
    if let svg {
      for input in [scene] + (otherScene.map { [$0] } ?? []) {
        try OutputPath.refuseOverwriting(input, with: [svg])
      }
    }
    let first = try SceneInput.load(scene, limit: limit)
    let second = try otherScene.map { try SceneInput.load($0, limit: limit) } ?? first
    let diff = try MainActor.assumeIsolated {
      () throws -> (LayoutDiff, LayoutSnapshot) in
      let a = try snapshot(first, options)
      let b = try snapshot(second, againstOptions())
      return (LayoutDiff(a, b), b)
    }
    for line in diff.0.lines { print(line.description) }
    if let svg {
      do {
        try PlainFile.write(LayoutDiff.highlighted(diff.1, views: diff.0.changedViews), to: svg)
      } catch {
        printError("bezel: cannot write \(error)")
        throw OutputPath.cannotCreate
      }
    }
    if !diff.0.lines.isEmpty { throw ExitCode.failure }
  }

  @MainActor
  private func snapshot(_ scene: Scene, _ options: LayoutOptions) throws -> LayoutSnapshot {
    let layout = try options.resolvedLayout(of: scene)
    let traits = try options.resolvedTraits()
    do {
      return try SceneGallery.draw(layout, of: scene, traits: traits).snapshot
    } catch {
      SceneInput.report(error, limit: limit)
      throw SceneInput.badData
    }
  }
}
