import ArgumentParser
import Bezel
import BezelGallery
import BezelScene
import Foundation

/// `bezel check` over several processes at once: each worker (`bezel check-worker`) checks a
/// contiguous slice of the devices, printing a line per layout as it goes and then its problems
/// as one line of JSON; the parent merges them in the devices' order, as one process would.
enum CheckJobs {
  /// A problem as a worker sends it.
  struct Problem: Codable {
    var kind: String
    var file: String
    var line: Int
    var column: Int
    var message: String
    var related: [[Int]]
    var layouts: [String]

    init(_ problem: SceneProblem) {
      kind =
        switch problem.kind {
        case .unsatisfiable: "unsatisfiable"
        case .ambiguous: "ambiguous"
        case .exception: "exception"
        }
      file = problem.location.file
      line = problem.location.line
      column = problem.location.column
      message = problem.message
      related = problem.related.map { [$0.line, $0.column] }
      layouts = problem.layouts
    }

    var problem: SceneProblem {
      let kind: SceneProblem.Kind =
        switch self.kind {
        case "ambiguous": .ambiguous
        case "exception": .exception
        default: .unsatisfiable
        }
      return SceneProblem(
        kind: kind, location: SceneLocation(file: file, line: line, column: column),
        message: message,
        related: related.map {
          SceneLocation(file: file, line: $0.first ?? 1, column: $0.last ?? 1)
        }, layouts: layouts)
    }
  }

  /// The line a worker prints after each layout.
  static let progressLine = "."

  /// Checks `scene` (read from `path`) on `devices` in `processes` workers, showing progress.
  static func check(
    _ path: String, devices: [Device], total: Int, processes: Int, progress: ProgressBar
  ) throws -> [SceneProblem] {
    let slices = GalleryJobs.slices(of: devices.count, into: processes)
    let readers = slices.map { _ in CheckReader() }
    progress.update(0, "")
    let argumentLists = slices.map { slice in
      var arguments = ["check-worker"]
      for device in devices[slice] { arguments += ["--device", device.name] }
      return arguments + ["--", path]
    }
    try GalleryJobs.runWorkers(
      argumentLists, readers: readers.map { reader in { reader.read($0) } }, progress: progress
    ) {
      progress.update(readers.reduce(0) { $0 + $1.layouts }, "")
    }
    var problems: [SceneProblem] = []
    for reader in readers {
      guard let found = reader.problems else {
        throw GalleryJobs.WorkerFailure("a check worker returned no result")
      }
      for problem in found { merge(problem.problem, into: &problems) }
    }
    return problems
  }

  /// Adds `problem`'s layouts to the same problem already found, or adds it: the layouts stay
  /// in the devices' order, as the workers' slices are.
  static func merge(_ problem: SceneProblem, into problems: inout [SceneProblem]) {
    if let index = problems.firstIndex(where: {
      $0.kind == problem.kind && $0.location == problem.location && $0.message == problem.message
        && $0.related == problem.related
    }) {
      problems[index].layouts += problem.layouts
    } else {
      problems.append(problem)
    }
  }
}

/// A check worker's output, read on another thread.
private final class CheckReader: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  private var result: [CheckJobs.Problem]?

  var layouts: Int { lock.withLock { count } }
  var problems: [CheckJobs.Problem]? { lock.withLock { result } }

  func read(_ handle: FileHandle) {
    var buffer = Data()
    while true {
      let chunk = handle.availableData
      if chunk.isEmpty { break }
      buffer.append(chunk)
      while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
        let line = Data(buffer[buffer.startIndex..<newline])
        buffer.removeSubrange(buffer.startIndex...newline)
        if line == Data(CheckJobs.progressLine.utf8) {
          lock.withLock { count += 1 }
        } else if let decoded = try? JSONDecoder().decode([CheckJobs.Problem].self, from: line) {
          lock.withLock { result = decoded }
        }
      }
    }
  }
}

/// `bezel check-worker`, hidden: checks a scene on some devices for `check --jobs`, printing a
/// line per layout, then the problems as one line of JSON.
struct CheckWorkerCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check-worker", abstract: "Check a scene on some devices, for --jobs.",
    shouldDisplay: false)

  @Argument(help: "The scene file (YAML).")
  var scene: String

  @OptionGroup var selection: DeviceSelection

  func run() throws {
    let limit = try DiagnosticLimit.parse([])
    let scene = try SceneInput.load(self.scene, limit: limit)
    let devices = try selection.devices()
    let problems = try MainActor.assumeIsolated {
      do throws(SceneErrors) {
        return try scene.check(on: devices, orientations: SceneGallery.orientations(for:)) {
          _, _ in FileHandle.standardOutput.write(Data((CheckJobs.progressLine + "\n").utf8))
        }
      } catch {
        SceneInput.report(error, limit: limit)
        throw SceneInput.badData
      }
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    var line = try encoder.encode(problems.map(CheckJobs.Problem.init))
    line.append(UInt8(ascii: "\n"))
    FileHandle.standardOutput.write(line)
  }
}
