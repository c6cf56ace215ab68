import UIKit

/// A screen of a scene built with UIKit: its root controller, and its views and constraints
/// by name and by the scene line they came from.
///
/// Put `rootViewController` in a window (for example with `DeviceHost`) to lay it out.
@MainActor
public final class SceneInstance {
  /// The screen's name.
  public let screenName: String
  /// The controller at the root of the screen.
  public let rootViewController: UIViewController
  /// The names of the screen's views, in the scene's order.
  ///
  /// Views of controllers a container does not show (a collapsed split view's secondary
  /// column, a tab not selected) are built too, but are outside the window.
  public let viewNames: [String]
  /// The constraints built from the scene, in the scene's order; all are active.
  public let constraints: [NSLayoutConstraint]

  private let views: [String: UIView]
  private let viewLocations: [String: SceneLocation]
  private let controllers: [String: UIViewController]
  private let constraintLocations: [ObjectIdentifier: SceneLocation]
  /// Objects the views hold weakly, such as table data sources.
  private let retained: [AnyObject]
  /// The presentations `show(on:)` makes, presenters first.
  let presentations: [Presentation]
  /// The text field `show(on:)` makes first responder.
  let firstResponder: UIView?

  init(
    screenName: String, rootViewController: UIViewController, viewNames: [String],
    views: [String: UIView], viewLocations: [String: SceneLocation],
    controllers: [String: UIViewController], constraints: [NSLayoutConstraint],
    constraintLocations: [ObjectIdentifier: SceneLocation], retained: [AnyObject],
    presentations: [Presentation] = [], firstResponder: UIView? = nil
  ) {
    self.screenName = screenName
    self.rootViewController = rootViewController
    self.viewNames = viewNames
    self.views = views
    self.viewLocations = viewLocations
    self.controllers = controllers
    self.constraints = constraints
    self.constraintLocations = constraintLocations
    self.retained = retained
    self.presentations = presentations
    self.firstResponder = firstResponder
  }

  /// The view named `name` (its `accessibilityIdentifier`), if the screen has it.
  public func view(named name: String) -> UIView? { views[name] }

  /// The name of `view`, if it is a view of the screen.
  public func name(of view: UIView) -> String? {
    guard let name = view.accessibilityIdentifier, views[name] === view else { return nil }
    return name
  }

  /// Where the view named `name` is described in the scene.
  public func location(ofView name: String) -> SceneLocation? { viewLocations[name] }

  /// The controller named `name` (its `name:` in the scene), if any.
  public func controller(named name: String) -> UIViewController? { controllers[name] }

  /// The scene location of the entry `constraint` was made from, if the scene made it: the
  /// expression, the visual format string, or the `in:` of a child controller.
  public func location(of constraint: NSLayoutConstraint) -> SceneLocation? {
    constraintLocations[ObjectIdentifier(constraint)]
  }
}
