import Foundation

// Linux's Foundation has no key-value observing: these are Foundation's types of that name
// (NSKeyValueObserving.h and the Swift overlay's `NSKeyValueObservation`), declared here so
// that UIKit code observing UIKit's properties compiles unchanged.

/// What a key-value observation's change carries and when it is sent (NSKeyValueObserving.h).
public struct NSKeyValueObservingOptions: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The change carries the new value.
  public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
  /// The change carries the old value.
  public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
  /// A change is sent at once, as the observation starts, with the current value as new.
  public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
  /// A change is sent before each change as well as after it.
  public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// The kind of a change (NSKeyValueObserving.h, `NSKeyValueChange`).
public enum NSKeyValueChange: UInt, Sendable {
  case setting = 1
  case insertion = 2
  case removal = 3
  case replacement = 4
}

/// One change of an observed property, as the change handler receives it.
public struct NSKeyValueObservedChange<Value> {
  public typealias Kind = NSKeyValueChange
  /// `.setting`: every property UIKit lets observe is a value, not a collection.
  public let kind: Kind
  /// The value after the change, when the options include `.new` (nil in a prior notification).
  public let newValue: Value?
  /// The value before the change, when the options include `.old` (nil in an initial one).
  public let oldValue: Value?
  /// The indexes of a collection change: always nil here.
  public let indexes: IndexSet?
  /// Whether this notification comes before the change (`.prior`).
  public let isPrior: Bool

  init(newValue: Value?, oldValue: Value?, isPrior: Bool) {
    self.kind = .setting
    self.newValue = newValue
    self.oldValue = oldValue
    self.indexes = nil
    self.isPrior = isPrior
  }
}

/// Foundation's protocol of objects that can be observed with `observe(_:options:changeHandler:)`.
///
/// `NSObject` adopts it, as in Foundation; only UIKit's views answer with notifications
/// (`UIView+KeyValueObserving.swift` lists the key paths).
public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

/// An observation started by `observe(_:options:changeHandler:)`: notifications go on until it is
/// invalidated or deallocated, so keep it.
///
/// The observed object holds it weakly and the observation holds the object weakly, as
/// Foundation's do: neither keeps the other alive.
public class NSKeyValueObservation: NSObject {
  /// The property observed; empty for an observation of an unsupported key path, which never
  /// fires.
  let key: ObservedKeys
  /// Called before and after each change of the property, until invalidated.
  var willChange: (@MainActor () -> Void)?
  var didChange: (@MainActor () -> Void)?

  init(key: ObservedKeys) {
    self.key = key
  }

  /// Stops the notifications; the change handler is released.
  public func invalidate() {
    willChange = nil
    didChange = nil
  }

  deinit {
    invalidate()
  }
}

extension _KeyValueCodingAndObserving where Self: NSObject {
  /// Observes the property at `keyPath`; on Linux only UIKit's views' properties can be
  /// observed (`UIView.observe(_:options:changeHandler:)`), so this observation never fires,
  /// and a console message says so.
  @MainActor
  @discardableResult
  public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation {
    KeyValueObservers.reportUnsupported(keyPath)
    return NSKeyValueObservation(key: [])
  }
}
