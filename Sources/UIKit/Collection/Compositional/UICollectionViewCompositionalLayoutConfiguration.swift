import Foundation

/// Settings of a whole compositional layout (UICollectionViewCompositionalLayout.h).
@MainActor @preconcurrency
open class UICollectionViewCompositionalLayoutConfiguration: NSObject, @preconcurrency NSCopying {
  /// The axis the layout scrolls along (default vertical).
  open var scrollDirection = UICollectionView.ScrollDirection.vertical
  /// Space between consecutive sections (default 0).
  open var interSectionSpacing: CGFloat = 0
  /// Headers and footers of the whole layout.
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  /// What the sections' `.automatic` content insets reference resolves to (default
  /// `.automatic`; iOS 14).
  open var contentInsetsReference = UIContentInsetsReference.automatic

  public override init() {
    super.init()
  }

  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = UICollectionViewCompositionalLayoutConfiguration()
    copy.scrollDirection = scrollDirection
    copy.interSectionSpacing = interSectionSpacing
    copy.boundarySupplementaryItems = boundarySupplementaryItems
    copy.contentInsetsReference = contentInsetsReference
    return copy
  }
}
