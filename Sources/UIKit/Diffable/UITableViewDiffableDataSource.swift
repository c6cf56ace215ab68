import Foundation

/// A table view's data source that holds its state as a snapshot and updates the table by the
/// difference when a new one is applied.
///
/// It makes itself the table view's data source; keep a strong reference to it, as the table
/// view holds its data source weakly.
@MainActor @preconcurrency
open class UITableViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: NSObject, UITableViewDataSource {
  public typealias CellProvider = (
    _ tableView: UITableView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType
  ) -> UITableViewCell?

  typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

  private weak var tableView: UITableView?
  private let cellProvider: CellProvider
  /// The snapshot the table shows, without reload marks.
  private var current = Snapshot()

  /// How inserted, deleted and reloaded rows animate; Bezel does not animate them.
  open var defaultRowAnimation = UITableView.RowAnimation.automatic

  /// Makes the data source and sets it as the table view's.
  public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
    self.tableView = tableView
    self.cellProvider = cellProvider
    super.init()
    tableView.dataSource = self
  }

  /// A copy of the state the table shows.
  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
    current
  }

  /// Updates the table to show `snapshot`: the difference from the current state is applied
  /// as one group of updates, then `completion` runs — after the update's animation when
  /// animating in a window (0.3 s on the clock, Bezel's model), else as the update ends.
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    let changes = snapshot.changes(from: current)
    current = snapshot.withoutMarks()
    guard let tableView else {
      completion?()
      return
    }
    if !changes.isEmpty {
      tableView.record { $0.merge(changes.updates) }
    }
    if !changes.reconfigured.isEmpty {
      tableView.reconfigureRows(at: changes.reconfigured)
    }
    DiffableCompletion.run(completion, animated: animatingDifferences && tableView.window != nil)
  }

  /// Updates the table to show `snapshot` by reloading its data, without a difference or
  /// animation.
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)? = nil
  ) {
    current = snapshot.withoutMarks()
    tableView?.reloadData()
    tableView?.layoutIfNeeded()
    completion?()
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

  // MARK: UITableViewDataSource

  open func numberOfSections(in tableView: UITableView) -> Int {
    current.numberOfSections
  }

  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    current.count(inSectionAt: section)
  }

  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    if let item = current.item(at: indexPath), let cell = cellProvider(tableView, indexPath, item) {
      return cell
    }
    // Bezel's wording; UIKit raises when the cell provider returns nil.
    UIKitDiagnostics.raise(
      "NSInternalInconsistencyException",
      "UITableView dataSource returned a nil cell for row at index path: "
        + "\(indexPath.section)-\(indexPath.row)")
    return UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  /// No title by default; subclasses override it to title sections.
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }

  /// No title by default; subclasses override it to title sections.
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }

  /// False by default; subclasses override it to allow editing.
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    false
  }

  /// False by default; subclasses override it to allow reordering.
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }
}
