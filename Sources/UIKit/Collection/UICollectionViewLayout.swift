import Foundation

/// The object that places a collection view's items: subclasses compute attributes in
/// `prepare()` and answer the queries.
@MainActor @preconcurrency
open class UICollectionViewLayout: NSObject {
  /// The collection view that uses the layout.
  open internal(set) weak var collectionView: UICollectionView?
  /// Whether the layout needs `prepare()` before the next query.
  var needsPrepare = true
  /// The decoration view classes registered, by kind.
  var decorationClasses: [String: UICollectionReusableView.Type] = [:]

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

  open func layoutAttributesForDecorationView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// Registers the class of the decoration views of a kind, which the collection view makes
  /// (and reuses) for attributes of that kind.
  open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
    decorationClasses[elementKind] = viewClass as? UICollectionReusableView.Type
  }

  /// Asks for `prepare()` again before the next query: hands `invalidateLayout(with:)` a
  /// context of `invalidationContextClass` whose `invalidateEverything` is true.
  open func invalidateLayout() {
    let context = makeInvalidationContext()
    context.storedInvalidateEverything = true
    invalidateLayout(with: context)
  }

  /// Asks for `prepare()` again before the next query, and moves the collection view's content
  /// offset by the context's `contentOffsetAdjustment`; a subclass that overrides it reads its
  /// own context's properties and calls `super`.
  open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    needsPrepare = true
    guard let collectionView else { return }
    let adjustment = context.contentOffsetAdjustment
    if adjustment != .zero {
      let offset = collectionView.contentOffset
      collectionView.contentOffset = CGPoint(x: offset.x + adjustment.x, y: offset.y + adjustment.y)
    }
    collectionView.setNeedsLayout()
  }

  /// The class of the invalidation contexts the collection view makes for the layout (a
  /// `UICollectionViewLayoutInvalidationContext` subclass).
  open class var invalidationContextClass: AnyClass {
    UICollectionViewLayoutInvalidationContext.self
  }

  /// The context for a change of the collection view's bounds: a new one of
  /// `invalidationContextClass`.
  open func invalidationContext(
    forBoundsChange newBounds: CGRect
  ) -> UICollectionViewLayoutInvalidationContext {
    makeInvalidationContext()
  }

  /// Whether a self-sizing view's preferred attributes need a new layout; false by default, so
  /// that a layout sizes its views itself unless it opts in (Apple,
  /// UICollectionViewLayout.shouldInvalidateLayout(forPreferredLayoutAttributes:…)).
  open func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool {
    false
  }

  /// The context for a self-sizing view's preferred attributes: a new one of
  /// `invalidationContextClass`, which a subclass configures after calling `super` (Apple,
  /// UICollectionViewLayout.invalidationContext(forPreferredLayoutAttributes:…)).
  open func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutInvalidationContext {
    makeInvalidationContext()
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

  /// The class of the attributes the layout makes; a subclass that makes a subclass of
  /// `UICollectionViewLayoutAttributes` returns it (UICollectionViewLayout.h).
  open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

  /// The content offset to use after a layout change (updates, a new layout); by default the
  /// proposed one.
  open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint)
    -> CGPoint
  {
    proposedContentOffset
  }

  /// Where a drag released with `velocity` (points per millisecond) comes to rest.
  ///
  /// By default where the scroll view's deceleration takes it. The collection view asks before its
  /// delegate's `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`.
  open func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    proposedContentOffset
  }

  /// Told of the changes of a batch of updates, after the layout prepared for the new counts
  /// and before the collection view lays its views out again (UICollectionViewLayout.h).
  open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

  /// Told that the collection view has laid out the result of a batch of updates.
  open func finalizeCollectionViewUpdates() {}

  /// Where an inserted item starts its animation: nil, its final attributes, by default.
  ///
  /// Bezel does not animate updates, so it does not ask.
  open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    nil
  }

  /// Where a deleted item ends its animation: nil by default (Bezel does not ask).
  open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    nil
  }

  /// The supplementary-view counterparts of the two above; nil by default.
  open func initialLayoutAttributesForAppearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }

  open func finalLayoutAttributesForDisappearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// The decoration-view counterparts; nil by default.
  open func initialLayoutAttributesForAppearingDecorationElement(
    ofKind elementKind: String, at decorationIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }

  open func finalLayoutAttributesForDisappearingDecorationElement(
    ofKind elementKind: String, at decorationIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// Whether the collection view asks the views it shows for their preferred attributes and
  /// offers them to the layout; the flow layout measures its cells itself while it prepares.
  var asksViewsForPreferredAttributes: Bool { true }

  /// A new context of the layout's `invalidationContextClass`, or of the base class when that
  /// is not an invalidation context class.
  func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
    let contextClass: AnyClass = type(of: self).invalidationContextClass
    guard let contextType = contextClass as? UICollectionViewLayoutInvalidationContext.Type else {
      UIKitDiagnostics.raise(
        "NSInternalInconsistencyException",
        "invalidationContextClass \(contextClass) is not a subclass of "
          + "UICollectionViewLayoutInvalidationContext")
      return UICollectionViewLayoutInvalidationContext()
    }
    return contextType.init()
  }

  /// Prepares if an invalidation asked for it.
  func prepareIfNeeded() {
    guard needsPrepare else { return }
    needsPrepare = false
    prepare()
  }
}
