import Bezel
import UIKit

extension Scene {
  /// Builds screen `index` with UIKit for a device of `idiom`: controllers, containers, views
  /// (named through `accessibilityIdentifier`) and constraints, activated once the whole tree
  /// is built.
  ///
  /// Throws the problems only building can find, such as a malformed visual format, each at
  /// its scene location; nothing is laid out yet.
  @MainActor
  public func makeScreen(_ index: Int, idiom: UIUserInterfaceIdiom) throws(SceneErrors)
    -> SceneInstance
  {
    guard screens.indices.contains(index) else {
      throw SceneErrors([
        SceneDiagnostic(
          location: SceneLocation(file: file, line: 1, column: 1),
          message: "the scene has no screen \(index)",
          expected: "an index from 0 to \(screens.count - 1)")
      ])
    }
    let builder = SceneBuilder(screen: screens[index], idiom: idiom, scene: self)
    return try builder.build()
  }

  /// Builds the screen named `name`; see `makeScreen(_:idiom:)`.
  @MainActor
  public func makeScreen(named name: String, idiom: UIUserInterfaceIdiom) throws(SceneErrors)
    -> SceneInstance
  {
    guard let index = screenIndex(named: name) else {
      throw SceneErrors([
        SceneDiagnostic(
          location: SceneLocation(file: file, line: 1, column: 1),
          message: "the scene has no screen named '\(name)'",
          expected: "one of " + screens.map(\.name).joined(separator: ", "))
      ])
    }
    return try makeScreen(index, idiom: idiom)
  }
}

/// Builds one screen's controllers, views and constraints.
@MainActor
final class SceneBuilder {
  /// A constraint entry waiting for the whole tree to be built.
  struct PendingConstraint {
    var constraint: SceneConstraint
    /// The views of the controller whose tree holds the entry, by name.
    var views: [String: UIView]
  }

  let screen: Scene.Screen
  let idiom: UIUserInterfaceIdiom
  var diagnostics: [SceneDiagnostic] = []
  var views: [String: UIView] = [:]
  var viewNames: [String] = []
  var viewLocations: [String: SceneLocation] = [:]
  var controllers: [String: UIViewController] = [:]
  var pending: [PendingConstraint] = []
  /// Child controllers' views pinned to their containers: (child view, container, location).
  var containments: [(UIView, UIView, SceneLocation)] = []
  var retained: [AnyObject] = []
  /// The presentations to make once the screen is shown, presenters first.
  var presentations: [SceneInstance.Presentation] = []

  /// The scene, whose lines diagnostics quote.
  let scene: Scene

  init(screen: Scene.Screen, idiom: UIUserInterfaceIdiom, scene: Scene) {
    self.screen = screen
    self.idiom = idiom
    self.scene = scene
  }

  func build() throws(SceneErrors) -> SceneInstance {
    let root = makeController(screen.root)
    let (constraints, locations) = makeConstraints()
    let firstResponder = screen.firstResponder.flatMap { name, location -> UIView? in
      guard let view = views[name] else {
        report("unknown view '\(name)'", at: location, text: name)
        return nil
      }
      guard view is UITextField else {
        report(
          "'\(name)' is not a text field, which alone shows the keyboard", at: location, text: name)
        return nil
      }
      return view
    }
    guard diagnostics.isEmpty else { throw SceneErrors(diagnostics) }
    return SceneInstance(
      screenName: screen.name, rootViewController: root, viewNames: viewNames, views: views,
      viewLocations: viewLocations, controllers: controllers, constraints: constraints,
      constraintLocations: locations, retained: retained, presentations: presentations,
      firstResponder: firstResponder)
  }

  /// Records a problem UIKit reported while building, at the scene location it came from.
  func report(_ message: String, at location: SceneLocation, text: String? = nil) {
    diagnostics.append(
      SceneDiagnostic(
        location: location, message: message, text: text,
        sourceLine: scene.sourceLine(location.line)))
  }
}
