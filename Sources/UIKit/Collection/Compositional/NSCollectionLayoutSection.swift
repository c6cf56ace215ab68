import Foundation

/// Handed a section's visible items, the content offset of what scrolls them (the section's
/// own scroll view for an orthogonal section, else the collection view) and the environment.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
  @MainActor ([NSCollectionLayoutVisibleItem], CGPoint, NSCollectionLayoutEnvironment) -> Void

/// A section of a compositional layout: its group repeated until the section's items are
/// placed, with insets, spacing between groups, headers, footers and backgrounds
/// (NSCollectionLayoutSection.h).
@MainActor @preconcurrency
open class NSCollectionLayoutSection: NSObject, @preconcurrency NSCopying {
  let group: NSCollectionLayoutGroup
  /// Insets of the section's groups, counted from `contentInsetsReference`.
  open var contentInsets = NSDirectionalEdgeInsets.zero
  /// Space between consecutive groups.
  open var interGroupSpacing: CGFloat = 0
  /// What `contentInsets` count from (default `.automatic`).
  open var contentInsetsReference = UIContentInsetsReference.automatic
  /// What the boundary supplementary items' insets count from (default `.automatic`: as the
  /// section's content; iOS 16).
  open var supplementaryContentInsetsReference = UIContentInsetsReference.automatic
  /// Whether the boundary supplementary items take the section's leading and trailing content
  /// insets (default true).
  open var supplementariesFollowContentInsets = true
  open var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  open var decorationItems: [NSCollectionLayoutDecorationItem] = []
  open var visibleItemsInvalidationHandler:
    NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
  /// The list configuration of a section made by `list(using:layoutEnvironment:)`.
  var listConfiguration: UICollectionLayoutListConfiguration?

  public init(group: NSCollectionLayoutGroup) {
    self.group = group
    super.init()
  }

  open func copy(with zone: NSZone? = nil) -> Any { self }
}
