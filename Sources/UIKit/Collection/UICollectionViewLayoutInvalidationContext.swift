import Foundation

/// Which parts of a collection view's layout an invalidation makes stale; a layout reads it in
/// `invalidateLayout(with:)` to recompute only those (UICollectionViewLayout.h).
///
/// The collection view makes one, of its layout's `invalidationContextClass`, when the layout or
/// the data source changes, on `reloadData()` and when a cell's preferred attributes differ
/// from the layout's.
///
/// Swift makes an instance from a class object only through a `required` initializer: `init()`
/// is required here so that the collection view can make a subclass a layout names, as UIKit
/// does from `invalidationContextClass`.
@MainActor @preconcurrency
open class UICollectionViewLayoutInvalidationContext: NSObject {
  var storedInvalidateEverything = false
  var storedInvalidateDataSourceCounts = false
  private var itemIndexPaths: [IndexPath] = []
  private var supplementaryIndexPaths: [String: [IndexPath]] = [:]
  private var decorationIndexPaths: [String: [IndexPath]] = [:]

  public required override init() {
    super.init()
  }

  /// Whether all layout data is stale: set by the collection view when the layout or the data
  /// source changes and on `reloadData()`, and by `invalidateLayout()`.
  open var invalidateEverything: Bool { storedInvalidateEverything }

  /// Whether the layout must ask again for the numbers of sections and items: set by the
  /// collection view on `reloadData()` and when items are inserted or deleted.
  open var invalidateDataSourceCounts: Bool { storedInvalidateDataSourceCounts }

  /// Marks items as stale.
  open func invalidateItems(at indexPaths: [IndexPath]) {
    itemIndexPaths += indexPaths
  }

  /// Marks supplementary views of a kind as stale.
  open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath])
  {
    supplementaryIndexPaths[elementKind, default: []] += indexPaths
  }

  /// Marks decoration views of a kind as stale.
  open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
    decorationIndexPaths[elementKind, default: []] += indexPaths
  }

  /// The items marked stale, in the order marked; nil when none is.
  open var invalidatedItemIndexPaths: [IndexPath]? {
    itemIndexPaths.isEmpty ? nil : itemIndexPaths
  }

  /// The supplementary views marked stale, by kind; nil when none is.
  open var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]? {
    supplementaryIndexPaths.isEmpty ? nil : supplementaryIndexPaths
  }

  /// The decoration views marked stale, by kind; nil when none is.
  open var invalidatedDecorationIndexPaths: [String: [IndexPath]]? {
    decorationIndexPaths.isEmpty ? nil : decorationIndexPaths
  }

  /// How far the collection view's content offset moves when the layout is invalidated.
  open var contentOffsetAdjustment = CGPoint.zero

  /// How much the content size changes; the collection view reads the size from its layout at
  /// the next layout pass.
  open var contentSizeAdjustment = CGSize.zero

  /// The index paths of items moved interactively, before the move; Bezel has no interactive
  /// movement, so nil.
  open var previousIndexPathsForInteractivelyMovingItems: [IndexPath]? { nil }

  /// The index paths of items moved interactively, after the move; nil.
  open var targetIndexPathsForInteractivelyMovingItems: [IndexPath]? { nil }

  /// Where an interactively moved item is; zero.
  open var interactiveMovementTarget: CGPoint { .zero }
}

/// A flow layout's invalidation context: whether the delegate's metrics and the layout's
/// attributes must be asked for again (both true by default; UICollectionViewFlowLayout.h).
@MainActor @preconcurrency
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext
{
  open var invalidateFlowLayoutDelegateMetrics = true
  open var invalidateFlowLayoutAttributes = true
}
