import Foundation

// UITraitCollection.h, `currentTraitCollection`: the traits dynamic colours and images resolve
// with when no view is at hand (`cgColor`, `getRed`), per thread. UIKit sets it while it lays
// out and draws a view; a thread that set none gets a collection with every trait unspecified,
// which resolves as the light, normal-contrast appearance.

extension UITraitCollection {
  private static let currentKey = "UITraitCollection.current"

  /// The calling thread's current traits.
  public class var current: UITraitCollection {
    get {
      Thread.current.threadDictionary[currentKey] as? UITraitCollection ?? unspecified
    }
    set { Thread.current.threadDictionary[currentKey] = newValue }
  }

  /// Runs `actions` with these traits current, then restores the ones before.
  public func performAsCurrent(_ actions: () throws -> Void) rethrows {
    let previous = Thread.current.threadDictionary[Self.currentKey]
    Thread.current.threadDictionary[Self.currentKey] = self
    defer { Thread.current.threadDictionary[Self.currentKey] = previous }
    try actions()
  }

  /// A collection with every trait unspecified, shared.
  private static let unspecified = UITraitCollection()
}
