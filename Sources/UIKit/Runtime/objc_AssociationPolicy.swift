import Foundation

/// How an associated value is kept: the Objective-C runtime's policies, with its raw values.
///
/// `objc/runtime.h` declares `OBJC_ASSOCIATION_ASSIGN = 0`, `OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1`,
/// `OBJC_ASSOCIATION_COPY_NONATOMIC = 3`, `OBJC_ASSOCIATION_RETAIN = 01401` and
/// `OBJC_ASSOCIATION_COPY = 01403` (octal). Here every access takes the table's lock, so the
/// atomic and nonatomic policies behave alike.
// swift-format-ignore: TypeNamesShouldBeCapitalized
public enum objc_AssociationPolicy: UInt, Sendable {
  /// Keeps a class instance weakly (Objective-C keeps it unretained); a value type is kept as is.
  case OBJC_ASSOCIATION_ASSIGN = 0
  /// Keeps the value strongly.
  case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
  /// Keeps a copy: `copy(with:)` for an `NSCopying` instance; a value type is already a copy.
  case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
  /// Keeps the value strongly.
  case OBJC_ASSOCIATION_RETAIN = 0o1401
  /// Keeps a copy, as `OBJC_ASSOCIATION_COPY_NONATOMIC`.
  case OBJC_ASSOCIATION_COPY = 0o1403
}
