import Foundation

/// The observations of one view, made when the first one starts (`UIView.keyValueObservers`).
///
/// A view that nobody observes has none, so a setter pays one nil check. The view holds its
/// observations weakly: one that is deallocated or invalidated is skipped and later dropped.
@MainActor
final class KeyValueObservers {
  private struct Entry {
    weak var observation: NSKeyValueObservation?
  }

  private var entries: [Entry] = []
  /// The keys some observation watches, to skip changes nobody watches without a walk.
  private var watched: ObservedKeys = []

  func add(_ observation: NSKeyValueObservation) {
    entries.removeAll { $0.observation?.willChange == nil }
    watched = entries.reduce(observation.key) { $0.union($1.observation?.key ?? []) }
    entries.append(Entry(observation: observation))
  }

  /// Runs `change` between the notifications before and after it.
  ///
  /// This is UIKit's order (NSKeyValueObserving.h, `willChangeValueForKey:` then
  /// `didChangeValueForKey:`); observations are notified in the order they started.
  func notifying(_ keys: ObservedKeys, _ change: () -> Void) {
    guard !watched.isDisjoint(with: keys) else { return change() }
    willChange(keys)
    change()
    didChange(keys)
  }

  /// Sends the notifications before a change of `keys`.
  func willChange(_ keys: ObservedKeys) {
    for observation in observations(of: keys) { observation.willChange?() }
  }

  /// Sends the notifications after a change of `keys`.
  func didChange(_ keys: ObservedKeys) {
    for observation in observations(of: keys) { observation.didChange?() }
  }

  private func observations(of keys: ObservedKeys) -> [NSKeyValueObservation] {
    guard !watched.isDisjoint(with: keys) else { return [] }
    return entries.compactMap { entry in
      entry.observation.flatMap { keys.contains($0.key) ? $0 : nil }
    }
  }

  /// Reports a key path that Bezel cannot observe: the observation never fires.
  static func reportUnsupported(_ keyPath: AnyKeyPath) {
    UIKitDiagnostics.log(
      "Cannot observe a \(type(of: keyPath)) on Linux: key-value observation covers only the UIKit"
        + " properties listed for UIView.observe(_:options:changeHandler:); this observation"
        + " never fires.")
  }
}
