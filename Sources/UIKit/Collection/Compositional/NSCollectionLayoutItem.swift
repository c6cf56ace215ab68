import Foundation

/// The smallest part of a compositional layout: one cell of a size, with its content insets
/// (which shrink it inside the space its size takes), edge spacing (which moves it and its
/// neighbours) and supplementary items anchored to it (NSCollectionLayoutItem.h).
@MainActor @preconcurrency
open class NSCollectionLayoutItem: NSObject, @preconcurrency NSCopying {
  open private(set) var layoutSize: NSCollectionLayoutSize
  /// Insets of the item's content inside the space its layout size takes; ignored along an
  /// estimated dimension (UIKit logs that it ignores them there).
  open var contentInsets = NSDirectionalEdgeInsets.zero
  open var edgeSpacing: NSCollectionLayoutEdgeSpacing?
  open var supplementaryItems: [NSCollectionLayoutSupplementaryItem] { storedSupplementaryItems }
  var storedSupplementaryItems: [NSCollectionLayoutSupplementaryItem]

  public convenience init(layoutSize: NSCollectionLayoutSize) {
    self.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  public init(
    layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]
  ) {
    self.layoutSize = layoutSize
    storedSupplementaryItems = supplementaryItems
    super.init()
  }

  open func copy(with zone: NSZone? = nil) -> Any { self }
}
