import Foundation

/// Raising UIKit's diffable-data-source exceptions from code that may run off the main actor.
///
/// Snapshots are value types built on any queue (Apple, NSDiffableDataSourceSnapshot); their
/// misuse is reported through the window context's sink on the main thread, else through the
/// process-wide handler.
enum DiffableDiagnostics {
  /// A key the main queue carries, to tell code the main actor runs (its executor is the main
  /// queue, which on Linux need not be drained by the main thread) from other code.
  private static let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  static func raise(_ reason: String) {
    let name = "NSInternalInconsistencyException"
    if Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true {
      MainActor.assumeIsolated { UIKitDiagnostics.raise(name, reason) }
    } else {
      UIKitDiagnostics.handler(.init(kind: .exception(name: name), text: reason))
    }
  }

  /// An identifier as Foundation's description of a bridged Swift value writes it: strings as
  /// they are, other values with their module-qualified type (`App.Item.row(1)`).
  static func describe(_ identifier: some Any) -> String {
    if let string = identifier as? String { return string }
    return String(reflecting: identifier)
  }

  /// A set of identifiers as `NSSet`'s description writes it: `{(`, one per line, `)}`.
  static func describeSet(_ identifiers: [some Any]) -> String {
    "{(\n" + identifiers.map { "    " + describe($0) }.joined(separator: ",\n") + "\n)}"
  }

  /// An array of identifiers as `NSArray`'s description writes it: `(`, one per line, `)`.
  static func describeArray(_ identifiers: [some Any]) -> String {
    "(\n" + identifiers.map { "    " + describe($0) }.joined(separator: ",\n") + "\n)"
  }

  /// The identifiers that occur more than once in `identifiers`, in the order their repeats
  /// are found; empty when they are unique.
  static func duplicates<T: Hashable>(in identifiers: [T]) -> [T] {
    var seen = Set<T>()
    var repeated = Set<T>()
    var result: [T] = []
    for identifier in identifiers where !seen.insert(identifier).inserted {
      if repeated.insert(identifier).inserted { result.append(identifier) }
    }
    return result
  }
}
