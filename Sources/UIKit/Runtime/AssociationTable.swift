import Foundation

/// The values attached to objects with `objc_setAssociatedObject`, by object identity.
///
/// Each entry keeps a weak reference to its object, so that an object allocated at the address
/// of a freed one never sees the freed one's values: tests make many short-lived views, and a
/// layout library that caches its constraints on a view (SnapKit) would otherwise find another
/// view's constraints. Views, view controllers and layout guides drop their entry when they are
/// deallocated; entries of other objects are dropped once their object is gone and the table has
/// grown.
final class AssociationTable: @unchecked Sendable {
  static let shared = AssociationTable()

  /// A value as the table holds it.
  enum StoredValue {
    case strong(Any)
    case weak(WeakReference)

    init(_ value: Any, policy: objc_AssociationPolicy) {
      // A class instance can be held weakly or copied; a value type is always stored as is.
      guard type(of: value) is AnyObject.Type else {
        self = .strong(value)
        return
      }
      let object = value as AnyObject
      switch policy {
      case .OBJC_ASSOCIATION_ASSIGN:
        self = .weak(WeakReference(object: object))
      case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
        self = .strong(value)
      case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
        self = .strong((object as? NSCopying)?.copy(with: nil) ?? value)
      }
    }

    var value: Any? {
      switch self {
      case .strong(let value): value
      case .weak(let reference): reference.object
      }
    }
  }

  /// A reference that does not keep its object alive.
  struct WeakReference {
    weak var object: AnyObject?
  }

  private struct Entry {
    weak var object: AnyObject?
    var values: [UnsafeRawPointer: StoredValue] = [:]

    /// The values in key order, so that releasing them never depends on hash order.
    var valuesInKeyOrder: [StoredValue] {
      values.sorted { $0.key < $1.key }.map(\.value)
    }
  }

  private let lock = NSLock()
  private var entries: [ObjectIdentifier: Entry] = [:]
  /// The number of entries above which dead objects' entries are dropped.
  private var pruneThreshold = 64

  func value(of object: AnyObject, for key: UnsafeRawPointer) -> Any? {
    lock.withLock {
      guard let entry = entries[ObjectIdentifier(object)], entry.object === object else {
        return nil
      }
      return entry.values[key]?.value
    }
  }

  func setValue(_ value: StoredValue?, of object: AnyObject, for key: UnsafeRawPointer) {
    // Replaced values are released after the lock is, since their deinitializers may come back
    // here.
    var released: [StoredValue] = []
    lock.withLock {
      let id = ObjectIdentifier(object)
      var entry = entries[id] ?? Entry(object: object)
      if entry.object !== object {
        released += entry.valuesInKeyOrder
        entry = Entry(object: object)
      }
      let old =
        if let value { entry.values.updateValue(value, forKey: key) } else {
          entry.values.removeValue(forKey: key)
        }
      if let old { released.append(old) }
      entries[id] = entry.values.isEmpty ? nil : entry
      if entries.count > pruneThreshold { released += pruneDeadEntries() }
    }
    withExtendedLifetime(released) {}
  }

  func removeValues(of object: AnyObject) {
    var released: [StoredValue] = []
    lock.withLock {
      let id = ObjectIdentifier(object)
      if let entry = entries.removeValue(forKey: id) { released = entry.valuesInKeyOrder }
    }
    withExtendedLifetime(released) {}
  }

  /// Drops the values of an object being deallocated; called from its `deinit`, where weak
  /// references to it already read nil.
  func removeValues(ofDeallocated id: ObjectIdentifier) {
    var released: [StoredValue] = []
    lock.withLock {
      guard let entry = entries[id], entry.object == nil else { return }
      entries[id] = nil
      released = entry.valuesInKeyOrder
    }
    withExtendedLifetime(released) {}
  }

  /// Removes the entries whose object is gone and returns their values; the threshold doubles
  /// past the live entries, so that pruning costs O(1) per insertion on average.
  private func pruneDeadEntries() -> [StoredValue] {
    let dead = entries.filter { $0.value.object == nil }.keys.sorted()
    var released: [StoredValue] = []
    for id in dead {
      released += entries.removeValue(forKey: id)?.valuesInKeyOrder ?? []
    }
    pruneThreshold = max(64, 2 * entries.count)
    return released
  }
}
