import Foundation

/// The table behind `objc_setAssociatedObject`: values by object identity and key.
///
/// Each entry keeps a weak reference to its object. An entry whose reference reads nil belongs to
/// a deallocated object; an entry found under a live object's identity whose reference is not that
/// object belongs to an earlier object at the same address. Either way the entry is stale: lookups
/// ignore it and drop it, so a new object never sees an old object's values. Stale entries are
/// also purged in bulk whenever the table has doubled since the last purge, which keeps the table
/// proportional to the number of live objects with values.
///
/// A lock (NSLock) guards the table; values replaced or purged are released after it is unlocked,
/// so a value's deinit may itself use associated objects. Results never depend on dictionary
/// order: purging only removes entries that no lookup could return.
package final class AssociationTable: @unchecked Sendable {
  /// The table the `objc_*` functions use.
  package static let shared = AssociationTable()

  private let lock = NSLock()
  private var entries: [ObjectIdentifier: Entry] = [:]
  private var purgeThreshold = AssociationTable.minimumPurgeThreshold

  private static let minimumPurgeThreshold = 64

  package init() {}

  /// The number of entries, stale or not; for tests of growth.
  package var entryCount: Int {
    locked { entries.count }
  }

  package func setValue(
    _ value: Any?, for object: Any, key: UnsafeRawPointer, policy: objc_AssociationPolicy
  ) {
    guard let owner = classInstance(in: object) else { return }
    let stored = value.map { StoredValue($0, policy: policy) }
    let released: [Any] = locked {
      var released: [Any] = []
      let id = ObjectIdentifier(owner)
      var entry = entries[id] ?? Entry(owner: owner)
      if entry.owner !== owner {
        released.append(entry.values)
        entry = Entry(owner: owner)
      }
      if let stored {
        if let old = entry.values.updateValue(stored, forKey: key) { released.append(old) }
      } else if let old = entry.values.removeValue(forKey: key) {
        released.append(old)
      }
      entries[id] = entry.values.isEmpty ? nil : entry
      if entries.count >= purgeThreshold {
        released.append(contentsOf: purgeLocked())
      }
      return released
    }
    withExtendedLifetime(released) {}
  }

  package func value(for object: Any, key: UnsafeRawPointer) -> Any? {
    guard let owner = classInstance(in: object) else { return nil }
    var released: Entry?
    let result: Any? = locked {
      let id = ObjectIdentifier(owner)
      guard let entry = entries[id] else { return nil }
      guard entry.owner === owner else {
        released = entries.removeValue(forKey: id)
        return nil
      }
      return entry.values[key]?.value
    }
    withExtendedLifetime(released) {}
    return result
  }

  package func removeValues(for object: Any) {
    guard let owner = classInstance(in: object) else { return }
    let released = locked { entries.removeValue(forKey: ObjectIdentifier(owner)) }
    withExtendedLifetime(released) {}
  }

  /// Releases the values of an object that is being deallocated, as the Objective-C runtime
  /// does; an entry whose object is still alive under that identity is kept.
  package func removeValues(ofDeallocated id: ObjectIdentifier) {
    let released: Entry? = locked {
      guard let entry = entries[id], entry.owner == nil else { return nil }
      return entries.removeValue(forKey: id)
    }
    withExtendedLifetime(released) {}
  }

  /// Drops every entry whose object has been deallocated, releasing its values.
  package func purge() {
    let released = locked { purgeLocked() }
    withExtendedLifetime(released) {}
  }

  private func purgeLocked() -> [Any] {
    var released: [Any] = []
    entries = entries.filter { _, entry in
      if entry.owner != nil { return true }
      released.append(entry.values)
      return false
    }
    purgeThreshold = max(AssociationTable.minimumPurgeThreshold, entries.count * 2)
    return released
  }

  private func locked<Result>(_ body: () -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }
}

extension AssociationTable {
  /// One object's values, with a weak reference that tells whether the object still lives.
  private struct Entry {
    weak var owner: AnyObject?
    var values: [UnsafeRawPointer: StoredValue] = [:]

    init(owner: AnyObject) {
      self.owner = owner
    }
  }

  /// A value as a policy keeps it.
  private enum StoredValue {
    case strong(Any)
    case weak(WeakReference)

    init(_ value: Any, policy: objc_AssociationPolicy) {
      switch policy {
      case .OBJC_ASSOCIATION_ASSIGN:
        if let object = classInstance(in: value) {
          self = .weak(WeakReference(object: object))
        } else {
          self = .strong(value)
        }
      case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
        if let object = classInstance(in: value), let copying = object as? NSCopying {
          self = .strong(copying.copy(with: nil))
        } else {
          self = .strong(value)
        }
      case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
        self = .strong(value)
      }
    }

    var value: Any? {
      switch self {
      case .strong(let value): return value
      case .weak(let reference): return reference.object
      }
    }
  }

  private struct WeakReference {
    weak var object: AnyObject?
  }
}

/// The class instance inside `value`, unwrapping optionals; nil for value types and nil optionals.
private func classInstance(in value: Any) -> AnyObject? {
  if let optional = value as? any OptionalAssociationValue {
    return optional.wrappedAssociationValue.flatMap { classInstance(in: $0) }
  }
  guard type(of: value) is AnyClass else { return nil }
  return value as AnyObject
}

/// Lets `classInstance(in:)` look inside an `Optional` stored in an `Any`.
private protocol OptionalAssociationValue {
  var wrappedAssociationValue: Any? { get }
}

extension Optional: OptionalAssociationValue {
  fileprivate var wrappedAssociationValue: Any? {
    switch self {
    case .some(let wrapped): return wrapped
    case .none: return nil
    }
  }
}
