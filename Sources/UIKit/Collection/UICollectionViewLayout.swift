import Foundation

/// The object that places a collection view's items: subclasses compute attributes in
/// `prepare()` and answer the queries.
@MainActor @preconcurrency
open class UICollectionViewLayout: NSObject {
  /// The collection view that uses the layout.
  open internal(set) weak var collectionView: UICollectionView?
  /// Whether the layout needs `prepare()` before the next query.
  var needsPrepare = true

  public override init() {
    super.init()
  }

  public required init?(coder: NSCoder) {
    super.init()
  }

  /// Computes the layout; called before the first query after an invalidation.
  open func prepare() {}

  /// The size of all the content.
  open var collectionViewContentSize: CGSize { .zero }

  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    nil
  }

  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    nil
  }

  open func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// Asks for `prepare()` again before the next query.
  open func invalidateLayout() {
    needsPrepare = true
    collectionView?.setNeedsLayout()
  }

  /// Whether a change of the collection view's bounds needs a new layout; by default when the
  /// size changes.
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    guard let collectionView else { return false }
    return newBounds.size != collectionView.bounds.size
  }

  /// Whether the layout mirrors in right-to-left; flow layouts do (Apple: the flow layout
  /// "automatically flips" for right-to-left languages).
  open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

  /// Prepares if an invalidation asked for it.
  func prepareIfNeeded() {
    guard needsPrepare else { return }
    needsPrepare = false
    prepare()
  }
}
