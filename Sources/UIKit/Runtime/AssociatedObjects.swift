import Foundation

/// Attaches `value` to `object` under `key`, or removes the value when `value` is nil.
///
/// `object` must be a class instance (an optional is unwrapped). A value type has no identity to
/// attach to: on Apple platforms it is boxed anew on every call, so a value set on it can never be
/// read back; here the call does nothing, and `objc_getAssociatedObject` returns nil for it.
/// Keys are compared by address. Values may be of any type (`String?`, dictionaries, `CGRect?`).
public func objc_setAssociatedObject(
  _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
  AssociationTable.shared.setValue(value, for: object, key: key, policy: policy)
}

/// Returns the value attached to `object` under `key`, or nil.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
  AssociationTable.shared.value(for: object, key: key)
}

/// Removes every value attached to `object`.
public func objc_removeAssociatedObjects(_ object: Any) {
  AssociationTable.shared.removeValues(for: object)
}
