import ArgumentParser
import Bezel
import BezelGallery
import BezelScene
import Foundation

/// `bezel check`: unsatisfiable and ambiguous constraints on every device, with the scene lines
/// they come from.
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Find unsatisfiable and ambiguous constraints of a scene on every device.",
    discussion: "Exits with 1 when it finds a problem, 65 when the scene file has errors.")

  @Argument(help: "The scene file (YAML).")
  var scene: String

  func run() throws {
    let scene = try SceneInput.load(self.scene)
    let (problems, count) = try MainActor.assumeIsolated { try Self.check(scene) }
    for problem in problems { print(Self.format(problem, in: scene)) }
    if problems.isEmpty {
      print("No problems on \(count) layouts.")
    } else {
      let noun = problems.count == 1 ? "problem" : "problems"
      print("\(problems.count) \(noun) on \(count) layouts.")
      throw ExitCode.failure
    }
  }

  @MainActor
  static func check(_ scene: Scene) throws -> ([SceneProblem], Int) {
    let total = SceneGallery.layouts(of: scene, on: DeviceCatalog.all).count
    let progress = ProgressBar(total: total)
    defer { progress.finish() }
    do {
      let problems = try scene.check(
        on: DeviceCatalog.all, orientations: SceneGallery.orientations(for:),
        progress: progress.update)
      return (problems, total)
    } catch {
      progress.finish()
      SceneInput.report(error)
      throw SceneInput.badData
    }
  }

  /// A problem as a compiler-style error with its source line, then a note per related
  /// constraint, then the layouts it occurs on.
  static func format(_ problem: SceneProblem, in scene: Scene) -> String {
    func sourceLine(_ location: SceneLocation) -> String? { scene.sourceLine(location.line) }
    var text = SceneDiagnostic(
      location: problem.location, message: problem.message,
      sourceLine: sourceLine(problem.location)
    ).description
    for location in problem.related {
      text += "\n\(location): note: conflicts with this constraint"
      if let line = sourceLine(location) { text += "\n" + line }
    }
    let shown = problem.layouts.prefix(3).joined(separator: "; ")
    let more = problem.layouts.count > 3 ? "; and \(problem.layouts.count - 3) more" : ""
    text += "\n  on \(shown)\(more)"
    return text
  }
}
