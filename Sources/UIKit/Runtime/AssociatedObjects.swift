import Foundation

// The Objective-C runtime's associated objects, which layout libraries use to attach their
// bookkeeping to views, guides and constraints (SnapKit, EasyPeasy). On Apple platforms they
// come from the ObjectiveC module; on Linux Bezel's UIKit provides them. Like the runtime's,
// they are thread-safe and free of actor isolation. Keys are the addresses of globals, passed
// as `&key`.

/// Returns the value associated with `object` for `key`, or nil if there is none.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
  AssociationTable.shared.value(of: object as AnyObject, for: key)
}

/// Associates `value` with `object` for `key`, held as `policy` says; nil removes the value.
///
/// Values of any type can be stored: strings, dictionaries and other value types as well as
/// objects. They are released when the object is deallocated.
public func objc_setAssociatedObject(
  _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
  let stored = value.map { AssociationTable.StoredValue($0, policy: policy) }
  AssociationTable.shared.setValue(stored, of: object as AnyObject, for: key)
}

/// Removes every value associated with `object`.
public func objc_removeAssociatedObjects(_ object: Any) {
  AssociationTable.shared.removeValues(of: object as AnyObject)
}
