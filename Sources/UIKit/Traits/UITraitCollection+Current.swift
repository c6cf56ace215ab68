import Foundation

// UITraitCollection.h, `currentTraitCollection`: the traits dynamic colours and images resolve
// with when no view is at hand (`cgColor`, `getRed`), per thread. UIKit sets it while it lays
// out and draws a view; a thread that set none gets a collection with every trait unspecified,
// which resolves as the light, normal-contrast appearance.

extension UITraitCollection {
  /// The calling thread's current traits (kept in `ThreadFacts`).
  public class var current: UITraitCollection {
    get { ThreadFacts.current.currentTraits ?? unspecified }
    set { ThreadFacts.current.currentTraits = newValue }
  }

  /// Runs `actions` with these traits current, then restores the ones before.
  public func performAsCurrent(_ actions: () throws -> Void) rethrows {
    let facts = ThreadFacts.current
    let previous = facts.currentTraits
    facts.currentTraits = self
    defer { facts.currentTraits = previous }
    try actions()
  }

  /// A collection with every trait unspecified, shared.
  private static let unspecified = UITraitCollection()
}
