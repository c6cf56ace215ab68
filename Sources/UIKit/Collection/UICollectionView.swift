import Foundation

/// A scroll view of items placed by a layout; only the items in its bounds exist as views,
/// recycled as it scrolls.
@MainActor @preconcurrency
open class UICollectionView: UIScrollView {
  /// The kind of a flow layout's section headers (UIKit's string).
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// The kind of a flow layout's section footers (UIKit's string).
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  /// The axis the content scrolls along (UICollectionView.h raw values).
  public enum ScrollDirection: Int, Sendable {
    case vertical = 0
    case horizontal = 1
  }

  /// What kind of view layout attributes are for (UICollectionViewLayout.h raw values).
  public enum ElementCategory: UInt, Sendable {
    case cell = 0
    case supplementaryView = 1
    case decorationView = 2
  }

  open var collectionViewLayout: UICollectionViewLayout {
    didSet {
      oldValue.collectionView = nil
      collectionViewLayout.collectionView = self
      collectionViewLayout.invalidateLayout()
    }
  }
  open weak var dataSource: UICollectionViewDataSource? { didSet { reloadData() } }
  /// The object told of items about to come into view (`UICollectionView+Prefetching.swift`).
  open weak var prefetchDataSource: UICollectionViewDataSourcePrefetching? {
    didSet { prefetchedIndexPaths = [] }
  }
  /// Whether cell and data prefetching are enabled (default true); false also stops telling
  /// the prefetch data source.
  open var isPrefetchingEnabled = true
  /// The items handed to the prefetch data source and not yet shown or cancelled, the bounds'
  /// origin at the last prefetch, and the direction of the last scroll.
  var prefetchedIndexPaths: [IndexPath] = []
  var prefetchLastOrigin: CGPoint?
  var prefetchDirection = CGVector(dx: 0, dy: 1)

  var itemCounts: [Int]?
  var registeredClasses: [String: UICollectionReusableView.Type] = [:]
  var factories: [String: @MainActor (String) -> UICollectionReusableView] = [:]
  var pool = ReusePool<UICollectionReusableView>()
  /// The realised cells and supplementary views, by kind and index path.
  let elementViews = ViewRealiser<CollectionViewElement, UICollectionReusableView>()
  var lastLayoutSize = CGSize.zero
  /// The selected items, in index-path order.
  var selectedItemIndexPaths: [IndexPath] = []
  /// The finger down on an item, which it highlights
  /// (`UICollectionView+TouchSelection.swift`).
  var selectionTouch: SelectionTouch?
  /// The list item whose swipe actions show, if any (`UICollectionView+ListSwipeActions.swift`).
  var listSwipeState: ListSwipeState?
  /// The scroll views of a compositional layout's orthogonal sections, by section.
  var orthogonalScrollers: [Int: _UICollectionViewOrthogonalScrollerEmbeddedScrollView] = [:]
  /// How deep `performBatchUpdates` calls nest, and the changes they collect (deletions and
  /// reloads name items before the update, insertions after it, as for tables).
  var batchDepth = 0
  var pendingUpdates = TableUpdates()
  /// The cell `reconfigureItems(at:)` hands back to the next dequeue of its identifier.
  var reconfiguringCell: UICollectionViewCell?

  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    layout.collectionView = self
  }

  public required init?(coder: NSCoder) {
    collectionViewLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
    collectionViewLayout.collectionView = self
  }

  open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
    collectionViewLayout = layout
  }

  open var numberOfSections: Int { counts.count }

  open func numberOfItems(inSection section: Int) -> Int {
    let counts = self.counts
    return counts.indices.contains(section) ? counts[section] : 0
  }

  /// Forgets every item and asks the data source again at the next layout.
  open func reloadData() {
    itemCounts = nil
    selectedItemIndexPaths = []
    selectionTouch = nil
    for (key, view) in elementViews.shown.removeAll() {
      endDisplaying(view, key: key)
    }
    removeOrthogonalScrollers()
    // Apple: reloadData() invalidates everything and the data source's counts.
    let context = collectionViewLayout.makeInvalidationContext()
    context.storedInvalidateEverything = true
    context.storedInvalidateDataSourceCounts = true
    collectionViewLayout.invalidateLayout(with: context)
    setNeedsLayout()
  }

  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    shownView(for: CollectionElementKey(kind: "", indexPath: indexPath)) as? UICollectionViewCell
  }

  /// The realised cells, in index-path order.
  open var visibleCells: [UICollectionViewCell] {
    allShownViews.compactMap { $0.view as? UICollectionViewCell }
  }

  open var indexPathsForVisibleItems: [IndexPath] {
    allShownViews.map(\.key).filter { $0.kind.isEmpty }.map(\.indexPath)
  }

  open func supplementaryView(
    forElementKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView? {
    shownView(for: CollectionElementKey(kind: elementKind, indexPath: indexPath))
  }

  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    collectionViewLayout.layoutAttributesForItem(at: indexPath)
  }

  open func layoutAttributesForSupplementaryElement(
    ofKind kind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
  }

  /// Whether users can select items; true by default.
  open var allowsSelection = true
  /// Whether several items can be selected at once; false by default.
  open var allowsMultipleSelection = false
  /// The selected items, in index-path order; nil when none is selected.
  open var indexPathsForSelectedItems: [IndexPath]? {
    selectedItemIndexPaths.isEmpty ? nil : selectedItemIndexPaths
  }

  /// Selects an item, or clears the selection for nil, without telling the delegate
  /// (`UICollectionView+Selection.swift`).
  open func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    performSelectItem(at: indexPath, animated: animated, scrollPosition: scrollPosition)
  }

  /// Deselects an item without telling the delegate.
  open func deselectItem(at indexPath: IndexPath, animated: Bool) {
    performDeselectItem(at: indexPath)
  }

  /// The item whose frame holds `point` (in the collection view's coordinates), if any.
  open func indexPathForItem(at point: CGPoint) -> IndexPath? {
    itemIndexPath(at: point)
  }

  open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    shownKey(of: cell).flatMap { $0.kind.isEmpty ? $0.indexPath : nil }
  }

  /// Scrolls so that the item is at `scrollPosition` in the visible area, within the scrollable
  /// range.
  open func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    performScrollToItem(at: indexPath, at: scrollPosition, animated: animated)
  }

  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    registeredClasses[poolKey("", identifier)] = cellClass as? UICollectionReusableView.Type
  }

  open func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) {
    registeredClasses[poolKey(elementKind, identifier)] =
      viewClass as? UICollectionReusableView.Type
  }

  /// A recycled cell with the identifier, or a new one of the registered class.
  open func dequeueReusableCell(
    withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionViewCell {
    let view = dequeue(kind: "", identifier: identifier)
    if let cell = view as? UICollectionViewCell { return cell }
    let cell = UICollectionViewCell(frame: .zero)
    cell.reuseIdentifier = identifier
    return cell
  }

  /// A recycled supplementary view of the kind with the identifier, or a new one.
  open func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    dequeue(kind: elementKind, identifier: identifier)
  }

  /// Applies the insertions, deletions, reloads and moves `updates` makes as one change, then
  /// calls `completion` with true (Bezel does not animate).
  ///
  /// UIKit raises `NSInternalInconsistencyException` when the data source's new counts do not
  /// follow from the changes; Bezel reports UIKit's message and reloads everything.
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    performItemBatchUpdates(updates, completion: completion)
  }

  /// Inserts items at index paths after the update.
  open func insertItems(at indexPaths: [IndexPath]) {
    recordItemUpdate { $0.insertedRows += indexPaths }
  }

  /// Deletes items at index paths before the update.
  open func deleteItems(at indexPaths: [IndexPath]) {
    recordItemUpdate { $0.deletedRows += indexPaths }
  }

  /// Asks the data source again for items at index paths before the update.
  open func reloadItems(at indexPaths: [IndexPath]) {
    recordItemUpdate { $0.reloadedRows += indexPaths }
  }

  /// Moves an item from an index path before the update to one after it.
  open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    recordItemUpdate { $0.movedRows.append((indexPath, newIndexPath)) }
  }

  /// Inserts sections at indexes after the update.
  open func insertSections(_ sections: IndexSet) {
    recordItemUpdate { $0.insertedSections.formUnion(sections) }
  }

  /// Deletes sections at indexes before the update.
  open func deleteSections(_ sections: IndexSet) {
    recordItemUpdate { $0.deletedSections.formUnion(sections) }
  }

  /// Asks the data source again for sections at indexes.
  open func reloadSections(_ sections: IndexSet) {
    recordItemUpdate { $0.reloadedSections.formUnion(sections) }
  }

  /// Moves a section from an index before the update to one after it.
  open func moveSection(_ section: Int, toSection newSection: Int) {
    recordItemUpdate { $0.movedSections.append((section, newSection)) }
  }

  /// Registers a closure that makes the cells of a reuse identifier; Bezel's stand-in for
  /// constructing a registered subclass, which Swift cannot do through a metatype (UIKit's
  /// `init(frame:)` is not a required initializer).
  package func registerFactory(
    _ make: @escaping @MainActor (String) -> UICollectionViewCell,
    forCellWithReuseIdentifier identifier: String
  ) {
    factories[poolKey("", identifier)] = make
    registeredClasses[poolKey("", identifier)] = UICollectionViewCell.self
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutItems()
  }

  // A finger on an item highlights and selects it (`UICollectionView+TouchSelection.swift`);
  // other touches go up the responder chain.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    if !selectionTouchesBegan(touches) { super.touchesBegan(touches, with: event) }
  }
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    if !selectionTouchesEnded(touches) { super.touchesEnded(touches, with: event) }
  }
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    if !selectionTouchesCancelled(touches) { super.touchesCancelled(touches, with: event) }
  }
}
