import Bezel
import BezelScene
import UIKit

extension SceneGallery {
  /// A constraint an unsatisfiable-constraints log lists, with the scene line it was made from.
  public struct ListedConstraint: Sendable, Hashable {
    /// The constraint as UIKit's log prints it, `<NSLayoutConstraint:0x… …   (active)>`.
    public var description: String
    /// The scene entry the constraint was made from.
    public var location: SceneLocation

    /// Creates a listed constraint.
    public init(description: String, location: SceneLocation) {
      self.description = description
      self.location = location
    }

    /// The constraints of `diagnostic` the scene made, in the log's order (the broken one
    /// first); UIKit's own constraints, which no scene line made, are left out.
    @MainActor
    static func all(in diagnostic: Diagnostic, of instance: SceneInstance?) -> [ListedConstraint] {
      guard let instance else { return [] }
      return diagnostic.constraints.compactMap { constraint in
        instance.location(of: constraint).map {
          ListedConstraint(description: constraint.description, location: $0)
        }
      }
    }
  }
}
