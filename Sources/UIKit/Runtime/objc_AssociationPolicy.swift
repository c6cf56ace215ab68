// swift-format-ignore: TypeNamesShouldBeCapitalized
/// How `objc_setAssociatedObject` holds a value, with the Objective-C runtime's raw values
/// (objc/runtime.h: `OBJC_ASSOCIATION_RETAIN` is `01401`, `OBJC_ASSOCIATION_COPY` is `01403`).
///
/// Bezel has no Objective-C runtime; the atomic and nonatomic policies behave alike, since the
/// association table is always locked.
public enum objc_AssociationPolicy: UInt, Sendable {
  /// A weak reference to an object (the runtime keeps an unretained one); a value type is kept.
  case OBJC_ASSOCIATION_ASSIGN = 0
  /// A strong reference.
  case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
  /// A copy of an `NSCopying` object; any other value is kept as it is.
  case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
  /// A strong reference.
  case OBJC_ASSOCIATION_RETAIN = 769
  /// A copy of an `NSCopying` object; any other value is kept as it is.
  case OBJC_ASSOCIATION_COPY = 771
}
