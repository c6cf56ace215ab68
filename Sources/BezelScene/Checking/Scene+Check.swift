import Bezel
import UIKit

extension Scene {
  /// Lays every screen out on every device of `devices` in `orientations(device)` and returns
  /// the unsatisfiable constraints, ambiguous named views and UIKit exceptions found, each once
  /// with the layouts it occurs on, ordered by scene location.
  ///
  /// `progress` is called before each layout with its number and a label.
  @MainActor
  public func check(
    on devices: [Device], orientations: (Device) -> [Orientation],
    progress: (Int, String) -> Void = { _, _ in }
  ) throws(SceneErrors) -> [SceneProblem] {
    var problems: [SceneProblem] = []
    var indexes: [ProblemIdentity: Int] = [:]
    var count = 0
    for screen in screens.indices {
      // Devices that give a window the same environment lay the screen out identically, so
      // each environment is laid out and checked once.
      var checked: [Device.LayoutEnvironment: [SceneProblem]] = [:]
      for device in devices {
        for orientation in orientations(device) {
          let label =
            "\(screens[screen].name): \(device.name) \(SnapshotNames.shortName(of: orientation))"
          progress(count, label)
          count += 1
          let environment = device.layoutEnvironment(in: orientation)
          let found: [SceneProblem]
          if let known = checked[environment] {
            found = known
          } else {
            Self.layoutCount += 1
            found = try check(screen: screen, on: device, orientation: orientation)
            checked[environment] = found
          }
          for problem in found {
            merge(problem, layout: label, into: &problems, indexes: &indexes)
          }
        }
      }
    }
    return problems.sorted {
      ($0.location, $0.message) < ($1.location, $1.message)
    }
  }

  @MainActor
  private func check(screen: Int, on device: Device, orientation: Orientation)
    throws(SceneErrors) -> [SceneProblem]
  {
    let instance = try makeScreen(screen, idiom: device.idiom)
    var host: DeviceHost?
    let diagnostics = Diagnostics.capturing {
      host = instance.host(on: device, orientation: orientation)
    }
    let screenLocation = screens[screen].location
    var problems: [SceneProblem] = []
    for diagnostic in diagnostics {
      problems.append(problem(for: diagnostic, in: instance, at: screenLocation))
    }
    for (name, ambiguity) in ambiguities(in: instance, screening: diagnostics.isEmpty) {
      problems.append(
        SceneProblem(
          kind: .ambiguous, location: instance.location(ofView: name) ?? screenLocation,
          message: "ambiguous layout for '\(name)': \(ambiguity)"))
    }
    withExtendedLifetime(host) {}
    return problems
  }

  /// The ambiguous named views of a laid-out screen, in the scene's order.
  ///
  /// With `screening`, only the axes of views that `LayoutDeterminacy` cannot tell are probed by
  /// the solver; a layout UIKit logged problems for is probed in full, since a constraint UIKit
  /// broke still looks in force to the screening.
  @MainActor
  package func ambiguities(in instance: SceneInstance, screening: Bool)
    -> [(name: String, ambiguity: LayoutAmbiguity)]
  {
    let named = instance.viewNames.compactMap { name in
      instance.view(named: name).map { (name, $0) }
    }
    let known =
      screening ? LayoutDeterminacy.of(named.map(\.1), constraints: instance.constraints) : []
    var result: [(name: String, ambiguity: LayoutAmbiguity)] = []
    for (index, (name, view)) in named.enumerated() {
      let ambiguity: LayoutAmbiguity?
      if screening {
        let settled = (known[index].horizontal.settled, known[index].vertical.settled)
        if settled.0 == nil || settled.1 == nil { Self.probeCount += 1 }
        ambiguity = LayoutAmbiguity(of: view, settled: settled)
      } else {
        Self.probeCount += 1
        ambiguity = LayoutAmbiguity(of: view)
      }
      if let ambiguity { result.append((name, ambiguity)) }
    }
    return result
  }

  /// How many views the solver has probed for ambiguity in this process, for tests of the
  /// screening.
  @MainActor package static var probeCount = 0
  /// How many layouts `check` has built in this process, for tests of its sharing of layouts
  /// between devices.
  @MainActor package static var layoutCount = 0

  @MainActor
  private func problem(
    for diagnostic: Diagnostic, in instance: SceneInstance, at screenLocation: SceneLocation
  ) -> SceneProblem {
    guard diagnostic.kind == .log else {
      return SceneProblem(
        kind: .exception, location: screenLocation,
        message: "UIKit raises: " + diagnostic.description)
    }
    let located = diagnostic.constraints.compactMap { instance.location(of: $0) }
    guard let first = located.first else {
      return SceneProblem(
        kind: .unsatisfiable, location: screenLocation,
        message: "unsatisfiable constraints among UIKit's own:\n" + diagnostic.text)
    }
    let message =
      diagnostic.constraints.first.flatMap { instance.location(of: $0) } == first
      ? "unsatisfiable constraints: UIKit breaks this one" : "unsatisfiable constraints"
    var related: [SceneLocation] = []
    for location in located.dropFirst() where location != first && !related.contains(location) {
      related.append(location)
    }
    return SceneProblem(
      kind: .unsatisfiable, location: first, message: message, related: related)
  }

  /// What makes two problems found on different layouts the same problem.
  private struct ProblemIdentity: Hashable {
    var kind: SceneProblem.Kind
    var location: SceneLocation
    var message: String
    var related: [SceneLocation]
  }

  /// Adds `layout` to the problem already found like `problem`, or appends `problem` found on
  /// `layout`; `indexes` finds each problem's place in `problems` without a search.
  private func merge(
    _ problem: SceneProblem, layout: String, into problems: inout [SceneProblem],
    indexes: inout [ProblemIdentity: Int]
  ) {
    let identity = ProblemIdentity(
      kind: problem.kind, location: problem.location, message: problem.message,
      related: problem.related)
    if let index = indexes[identity] {
      if problems[index].layouts.last != layout { problems[index].layouts.append(layout) }
    } else {
      var problem = problem
      problem.layouts = [layout]
      indexes[identity] = problems.count
      problems.append(problem)
    }
  }

}
