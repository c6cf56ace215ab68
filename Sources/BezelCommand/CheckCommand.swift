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
    discussion: """
      Exits with 1 when it finds a problem, 65 when the scene file has errors, 66 when it \
      cannot be read.
      """)

  @Argument(help: "The scene file (YAML).")
  var scene: String

  @OptionGroup var limit: DiagnosticLimit

  @OptionGroup var progress: ProgressOptions

  @OptionGroup var jobs: JobOptions

  func run() throws {
    let scene = try SceneInput.load(self.scene, limit: limit)
    let (problems, count) = try MainActor.assumeIsolated {
      try Self.check(scene, from: self.scene, limit: limit, progress: progress.style, jobs: jobs)
    }
    for problem in limit.shown(problems) { print(Self.format(problem, in: scene)) }
    if let more = limit.more(problems.count) { print(more) }
    if problems.isEmpty {
      print("No problems on \(count) layouts.")
    } else {
      let noun = problems.count == 1 ? "problem" : "problems"
      print("\(problems.count) \(noun) on \(count) layouts.")
      throw ExitCode.failure
    }
  }

  @MainActor
  static func check(
    _ scene: Scene, from path: String, limit: DiagnosticLimit, progress style: ProgressBar.Style,
    jobs: JobOptions
  ) throws -> ([SceneProblem], Int) {
    let total = SceneGallery.layouts(of: scene, on: DeviceCatalog.all).count
    let progress = ProgressBar(total: total, style: style)
    defer { progress.finish() }
    let processes = jobs.processes(for: DeviceCatalog.all.count)
    if processes > 1 {
      let problems = try CheckJobs.check(
        path, devices: DeviceCatalog.all, total: total, processes: processes, progress: progress)
      return (ordered(problems), total)
    }
    do {
      let problems = try scene.check(
        on: DeviceCatalog.all, orientations: SceneGallery.orientations(for:),
        progress: progress.update)
      return (ordered(problems), total)
    } catch {
      progress.finish()
      SceneInput.report(error, limit: limit)
      throw SceneInput.badData
    }
  }

  /// The problems by scene location, then message, then related locations: one order whatever
  /// order they were found in, by one process or several.
  static func ordered(_ problems: [SceneProblem]) -> [SceneProblem] {
    problems.sorted { a, b in
      if a.location != b.location { return a.location < b.location }
      if a.message != b.message { return a.message < b.message }
      return a.related.lexicographicallyPrecedes(b.related)
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
