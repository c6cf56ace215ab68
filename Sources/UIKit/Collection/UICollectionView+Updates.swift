import Foundation

extension UICollectionView {
  /// The work of `performBatchUpdates`: the changes `updates` makes are applied together, then
  /// `completion` hears true (Bezel does not animate).
  func performItemBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
    batchDepth += 1
    updates?()
    endItemBatch()
    completion?(true)
  }

  /// Adds a change to the open batch, or applies it alone outside one.
  func recordItemUpdate(_ change: (inout TableUpdates) -> Void) {
    batchDepth += 1
    change(&pendingUpdates)
    endItemBatch()
  }

  /// Closes a batch; the outermost applies what the batches collected.
  private func endItemBatch() {
    batchDepth -= 1
    guard batchDepth == 0 else { return }
    let collected = pendingUpdates
    pendingUpdates = TableUpdates()
    apply(collected)
  }

  /// Checks the data source's new counts against the changes, then applies them.
  ///
  /// On a mismatch it reports UIKit's exception and reloads everything. Otherwise the views of
  /// items and sections that stay move to their new index paths, the others leave, and the
  /// layout is invalidated with the data source's counts (Apple,
  /// UICollectionViewLayoutInvalidationContext.invalidateDataSourceCounts).
  func apply(_ updates: TableUpdates) {
    // A collection view that never asked for its counts has nothing to update.
    guard let oldCounts = itemCounts, let dataSource else {
      reloadData()
      return
    }
    let newCount = max(dataSource.numberOfSections(in: self), 0)
    guard
      let sectionMap = validatedSectionMapping(updates, oldCounts: oldCounts, newCount: newCount),
      let itemMaps = updates.validatedRowMappings(
        oldCounts: oldCounts, sectionMap: sectionMap, noun: "item",
        newCount: { dataSource.collectionView(self, numberOfItemsInSection: $0) })
    else {
      reloadData()
      return
    }
    itemCounts = itemMaps.map(\.count)
    let reloadedItems = Set(updates.reloadedRows)
    var newSection: [Int: Int] = [:]
    var newItem: [IndexPath: IndexPath] = [:]
    for (section, oldSection) in sectionMap.enumerated() {
      guard let oldSection else { continue }
      newSection[oldSection] = section
      for (item, oldItem) in itemMaps[section].enumerated() {
        guard let oldItem else { continue }
        let old = IndexPath(item: oldItem, section: oldSection)
        if !reloadedItems.contains(old) { newItem[old] = IndexPath(item: item, section: section) }
      }
    }
    for move in updates.movedRows where move.from.count == 2 && move.to.count == 2 {
      newItem[move.from] = move.to
    }
    let leaving = elementViews.shown.rekey { key in
      if key.kind.isEmpty {
        return newItem[key.indexPath].map { CollectionElementKey(kind: "", indexPath: $0) }
      }
      guard key.indexPath.count == 2, let section = newSection[key.indexPath.section] else {
        return nil
      }
      return CollectionElementKey(
        kind: key.kind, indexPath: IndexPath(item: key.indexPath.item, section: section))
    }
    for (key, view) in leaving { endDisplaying(view, key: key) }
    let layout = collectionViewLayout
    let context = layout.makeInvalidationContext()
    context.storedInvalidateDataSourceCounts = true
    layout.invalidateLayout(with: context)
    // The layout prepares for the new counts, hears the changes, is laid out, may move the
    // content offset, and hears that the updates are done (UICollectionViewLayout.h).
    layout.prepareIfNeeded()
    layout.prepare(forCollectionViewUpdates: updates.collectionUpdateItems)
    layoutIfNeeded()
    let target = layout.targetContentOffset(forProposedContentOffset: contentOffset)
    if target != contentOffset {
      contentOffset = target
      layoutIfNeeded()
    }
    layout.finalizeCollectionViewUpdates()
  }

  /// The section mapping, or nil after reporting UIKit's exception for a section count that
  /// does not follow from the changes.
  private func validatedSectionMapping(
    _ updates: TableUpdates, oldCounts: [Int], newCount: Int
  ) -> [Int?]? {
    let oldCount = oldCounts.count
    let inserted = updates.insertedSections.count
    let deleted = updates.deletedSections.count
    guard newCount == oldCount + inserted - deleted,
      updates.deletedSections.allSatisfy({ $0 < oldCount }),
      updates.insertedSections.allSatisfy({ $0 < newCount }),
      let mapping = updates.sectionMapping(oldCount: oldCount, newCount: newCount)
    else {
      UIKitDiagnostics.raise(
        "NSInternalInconsistencyException",
        "Invalid update: invalid number of sections. The number of sections contained in the "
          + "collection view after the update (\(newCount)) must be equal to the number of "
          + "sections contained in the collection view before the update (\(oldCount)), plus "
          + "or minus the number of sections inserted or deleted (\(inserted) inserted, "
          + "\(deleted) deleted).")
      return nil
    }
    return mapping
  }
}
