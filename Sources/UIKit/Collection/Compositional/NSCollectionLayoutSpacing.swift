import Foundation

/// Space between items of a group, or around an item (NSCollectionLayoutItem.h).
///
/// Fixed, or flexible: at least the spacing, growing to share the space the group leaves.
/// Public rather than open: its factories return `Self`, which Swift builds only through a
/// required initializer, and UIKit's has none to make public.
@MainActor @preconcurrency
public class NSCollectionLayoutSpacing: NSObject, @preconcurrency NSCopying {
  /// The spacing in points; for flexible spacing, the least.
  public private(set) var spacing: CGFloat
  public private(set) var isFlexibleSpacing: Bool

  required init(spacing: CGFloat, flexible: Bool) {
    self.spacing = spacing
    isFlexibleSpacing = flexible
    super.init()
  }

  public class func flexible(_ flexibleSpacing: CGFloat) -> Self {
    Self(spacing: flexibleSpacing, flexible: true)
  }

  public class func fixed(_ fixedSpacing: CGFloat) -> Self {
    Self(spacing: fixedSpacing, flexible: false)
  }

  public var isFixedSpacing: Bool { !isFlexibleSpacing }

  public func copy(with zone: NSZone? = nil) -> Any { self }
}
