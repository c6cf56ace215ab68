import Bezel

/// A layout problem `Scene.check(on:)` found, with the layouts it occurs on.
public struct SceneProblem: Sendable, Hashable {
  /// The kind of problem.
  public enum Kind: Sendable, Hashable {
    /// Required constraints conflict; UIKit breaks one to recover.
    case unsatisfiable
    /// A view's frame is not determined by its constraints.
    case ambiguous
    /// UIKit raised an exception for a misuse of its API.
    case exception
  }

  /// The kind of problem.
  public var kind: Kind
  /// Where the problem is: the constraint UIKit broke, or the ambiguous view.
  public var location: SceneLocation
  /// What is wrong, for example `ambiguous layout for 'title': Need constraints for: width`.
  public var message: String
  /// The other scene constraints in a conflict, in UIKit's order.
  public var related: [SceneLocation]
  /// The layouts it occurs on, for example `list: iPhone 16 portrait`, in the order checked.
  public var layouts: [String]

  /// Creates a problem.
  public init(
    kind: Kind, location: SceneLocation, message: String, related: [SceneLocation] = [],
    layouts: [String] = []
  ) {
    self.kind = kind
    self.location = location
    self.message = message
    self.related = related
    self.layouts = layouts
  }
}
