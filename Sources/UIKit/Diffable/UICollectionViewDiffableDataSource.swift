import Foundation

/// A collection view's data source that holds its state as a snapshot and updates the
/// collection view by the difference when a new one is applied.
///
/// It makes itself the collection view's data source; keep a strong reference to it, as the
/// collection view holds its data source weakly.
@MainActor @preconcurrency
open class UICollectionViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: NSObject, UICollectionViewDataSource {
  public typealias CellProvider = (
    _ collectionView: UICollectionView, _ indexPath: IndexPath,
    _ itemIdentifier: ItemIdentifierType
  ) -> UICollectionViewCell?
  public typealias SupplementaryViewProvider = (
    _ collectionView: UICollectionView, _ elementKind: String, _ indexPath: IndexPath
  ) -> UICollectionReusableView?

  typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

  private weak var collectionView: UICollectionView?
  private let cellProvider: CellProvider
  /// The snapshot the collection view shows, without reload marks.
  private var current = Snapshot()
  /// The section snapshots applied, by section.
  private var sectionSnapshots:
    [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<
      ItemIdentifierType
    >] = [:]

  /// Makes the data source and sets it as the collection view's.
  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
    self.collectionView = collectionView
    self.cellProvider = cellProvider
    super.init()
    collectionView.dataSource = self
  }

  /// Makes the views of supplementary elements; without it the collection view gets an empty
  /// view and UIKit's message.
  public var supplementaryViewProvider: SupplementaryViewProvider?

  /// The closures for reordering items; stored (Bezel has no drag interaction).
  open var reorderingHandlers = ReorderingHandlers()

  /// The closures for expanding and collapsing items of section snapshots.
  open var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

  /// A copy of the state the collection view shows.
  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
    current
  }

  /// Updates the collection view to show `snapshot`: the difference from the current state is
  /// applied as one batch of updates, then `completion` runs — after the update's animation
  /// when animating in a window, else as the update ends.
  ///
  /// UIKit's batch-update animation lasts 0.3 seconds on the clock here (Bezel's model; views
  /// are placed at once, as Bezel does not animate batch updates).
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    let changes = snapshot.changes(from: current)
    current = snapshot.withoutMarks()
    sectionSnapshots = sectionSnapshots.filter { current.sectionItems[$0.key] != nil }
    guard let collectionView else {
      completion?()
      return
    }
    if !changes.isEmpty {
      collectionView.recordItemUpdate { $0.merge(changes.updates) }
    }
    if !changes.reconfigured.isEmpty {
      collectionView.reconfigureItems(at: changes.reconfigured)
    }
    DiffableCompletion.run(
      completion, animated: animatingDifferences && collectionView.window != nil)
  }

  /// Updates the collection view to show `snapshot` by reloading its data, without a
  /// difference or animation.
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)? = nil
  ) {
    current = snapshot.withoutMarks()
    sectionSnapshots = sectionSnapshots.filter { current.sectionItems[$0.key] != nil }
    collectionView?.reloadData()
    collectionView?.layoutIfNeeded()
    completion?()
  }

  /// Updates one section to show a section snapshot's visible items.
  open func apply(
    _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
    to section: SectionIdentifierType, animatingDifferences: Bool = true,
    completion: (() -> Void)? = nil
  ) {
    var next = current
    next.setItems(snapshot.visibleItems, ofSection: section)
    apply(next, animatingDifferences: animatingDifferences, completion: completion)
    sectionSnapshots[section] = snapshot
  }

  /// The section snapshot of a section: the one applied to it, else its items as root items.
  open func snapshot(for section: SectionIdentifierType)
    -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  {
    if let stored = sectionSnapshots[section] { return stored }
    var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
    flat.append(current.sectionItems[section] ?? [])
    return flat
  }

  /// The section at an index, or nil.
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    current.sectionList.indices.contains(index) ? current.sectionList[index] : nil
  }

  /// The index of a section, or nil.
  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    current.indexOfSection(sectionIdentifier)
  }

  /// The item at an index path, or nil.
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    current.item(at: indexPath)
  }

  /// The index path of an item, or nil.
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    current.indexPath(of: itemIdentifier)
  }

  // MARK: UICollectionViewDataSource

  open func numberOfSections(in collectionView: UICollectionView) -> Int {
    current.numberOfSections
  }

  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    current.count(inSectionAt: section)
  }

  open func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    if let item = current.item(at: indexPath),
      let cell = cellProvider(collectionView, indexPath, item)
    {
      return cell
    }
    // Bezel's wording; UIKit raises when the cell provider returns nil.
    UIKitDiagnostics.raise(
      "NSInternalInconsistencyException",
      "UICollectionView dataSource returned a nil cell for item at index path: "
        + "\(indexPath.section)-\(indexPath.item)")
    return UICollectionViewCell(frame: .zero)
  }

  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
    UIKitDiagnostics.raise(
      "NSInternalInconsistencyException",
      "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: "
        + "does not have a reuseIdentifier - views must be retrieved by calling "
        + "-dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath:")
    return UICollectionReusableView(frame: .zero)
  }

  /// Whether an item may move: when `reorderingHandlers.canReorderItem` allows it.
  open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  {
    guard let item = current.item(at: indexPath) else { return false }
    return reorderingHandlers.canReorderItem?(item) ?? false
  }
}
