import Foundation

/// Space added outside an item on each edge, which moves it and its neighbours rather than
/// shrinking it (NSCollectionLayoutItem.h; WWDC 2019 session 215).
@MainActor @preconcurrency
open class NSCollectionLayoutEdgeSpacing: NSObject, @preconcurrency NSCopying {
  open private(set) var leading: NSCollectionLayoutSpacing?
  open private(set) var top: NSCollectionLayoutSpacing?
  open private(set) var trailing: NSCollectionLayoutSpacing?
  open private(set) var bottom: NSCollectionLayoutSpacing?

  public init(
    leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
    trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?
  ) {
    self.leading = leading
    self.top = top
    self.trailing = trailing
    self.bottom = bottom
    super.init()
  }

  open func copy(with zone: NSZone? = nil) -> Any { self }
}
