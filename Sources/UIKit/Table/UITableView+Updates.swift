import Foundation

extension UITableView {
  /// How inserted, deleted and reloaded rows would animate (UITableView.h raw values); Bezel
  /// does not animate.
  public enum RowAnimation: Int, Sendable {
    case fade = 0
    case right = 1
    case left = 2
    case top = 3
    case bottom = 4
    case none = 5
    case middle = 6
    case automatic = 100
  }

  /// The work of `endUpdates`.
  func performEndUpdates() {
    guard updateDepth > 0 else { return }
    updateDepth -= 1
    guard updateDepth == 0 else { return }
    let updates = pendingUpdates
    pendingUpdates = TableUpdates()
    apply(updates)
  }

  /// The work of `performBatchUpdates`.
  func performPerformBatchUpdates(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    beginUpdates()
    updates?()
    endUpdates()
    completion?(true)
  }

  /// Adds a change to the open group, or applies it alone outside one.
  func record(_ change: (inout TableUpdates) -> Void) {
    beginUpdates()
    change(&pendingUpdates)
    endUpdates()
  }

  /// Checks the data source's new counts against the changes, then applies them.
  ///
  /// On a mismatch it reports UIKit's exception and reloads everything. Otherwise rows that
  /// stay keep their heights and cells, and the others are asked for again.
  func apply(_ updates: TableUpdates) {
    // A table never laid out has nothing to update: the next layout asks for everything.
    guard let old = rowModel, let dataSource else {
      reloadData()
      return
    }
    let newCount = max(dataSource.numberOfSections(in: self), 0)
    guard let sectionMap = validatedSectionMapping(updates, old: old, newCount: newCount),
      let rowMaps = updates.validatedRowMappings(
        oldCounts: old.sections.map(\.rowHeights.count), sectionMap: sectionMap, noun: "row",
        newCount: { dataSource.tableView(self, numberOfRowsInSection: $0) })
    else {
      reloadData()
      return
    }
    var model = buildRowModel()
    let reloaded = Set(updates.reloadedRows)
    var survivors: [IndexPath: IndexPath] = [:]
    for (newSection, rowMap) in rowMaps.enumerated() {
      guard let oldSection = sectionMap[newSection], model.sections.indices.contains(newSection)
      else { continue }
      let oldEntry = old.sections[oldSection]
      for (newRow, oldRow) in rowMap.enumerated() {
        guard let oldRow, model.sections[newSection].rowHeights.indices.contains(newRow),
          !reloaded.contains(IndexPath(row: oldRow, section: oldSection))
        else { continue }
        let oldIndexPath = IndexPath(row: oldRow, section: oldSection)
        survivors[oldIndexPath] = IndexPath(row: newRow, section: newSection)
        // Rows in view are measured again at the next layout, as an empty update is how apps
        // ask for new heights; the others keep theirs.
        if !model.sections[newSection].isFinal[newRow], oldEntry.isFinal[oldRow],
          rowViews.shown[oldIndexPath] == nil
        {
          model.sections[newSection].rowHeights[newRow] = oldEntry.rowHeights[oldRow]
          model.sections[newSection].isFinal[newRow] = true
        }
      }
    }
    // Moved rows keep their cells and measured heights too.
    for move in updates.movedRows
    where isIndexPath(move.from, in: old) && isIndexPath(move.to, in: model) {
      survivors[move.from] = move.to
      guard old.sections[move.from.section].isFinal[move.from.row],
        !model.sections[move.to.section].isFinal[move.to.row]
      else { continue }
      model.sections[move.to.section].rowHeights[move.to.row] =
        old.sections[move.from.section].rowHeights[move.from.row]
      model.sections[move.to.section].isFinal[move.to.row] = true
    }
    model.updateOffsets()
    rekeyCells(survivors)
    selectedIndexPaths = selectedIndexPaths.compactMap { survivors[$0] }.sorted()
    recycleAllSectionViews()
    rowModel = model
    setNeedsLayout()
    layoutIfNeeded()
  }

  private func isIndexPath(_ indexPath: IndexPath, in model: TableRowModel) -> Bool {
    indexPath.count == 2 && model.sections.indices.contains(indexPath.section)
      && model.sections[indexPath.section].rowHeights.indices.contains(indexPath.row)
  }

  /// Gives the cells of rows that stay their new index paths; the others leave.
  private func rekeyCells(_ survivors: [IndexPath: IndexPath]) {
    for (indexPath, cell) in rowViews.shown.rekey({ survivors[$0] }) {
      endDisplaying(cell, at: indexPath)
    }
  }

  /// The section mapping, or nil after reporting UIKit's exception for a section count that
  /// does not follow from the changes.
  private func validatedSectionMapping(
    _ updates: TableUpdates, old: TableRowModel, newCount: Int
  ) -> [Int?]? {
    let oldCount = old.sections.count
    let inserted = updates.insertedSections.count
    let deleted = updates.deletedSections.count
    if let invalid = updates.deletedSections.first(where: { $0 >= oldCount }) {
      UIKitDiagnostics.raise(
        "NSInternalInconsistencyException",
        "attempt to delete section \(invalid), but there are only \(oldCount) sections before "
          + "the update")
      return nil
    }
    if let invalid = updates.insertedSections.first(where: { $0 >= newCount }) {
      UIKitDiagnostics.raise(
        "NSInternalInconsistencyException",
        "attempt to insert section \(invalid) but there are only \(newCount) sections after "
          + "the update")
      return nil
    }
    for move in updates.movedSections where !(0..<oldCount).contains(move.from) {
      UIKitDiagnostics.raise(
        "NSInternalInconsistencyException",
        "attempt to move section \(move.from), but there are only \(oldCount) sections before "
          + "the update")
      return nil
    }
    for move in updates.movedSections where !(0..<newCount).contains(move.to) {
      UIKitDiagnostics.raise(
        "NSInternalInconsistencyException",
        "attempt to move section \(move.from) to section \(move.to), but there are only "
          + "\(newCount) sections after the update")
      return nil
    }
    guard newCount == oldCount + inserted - deleted,
      let mapping = updates.sectionMapping(oldCount: oldCount, newCount: newCount)
    else {
      UIKitDiagnostics.raise(
        "NSInternalInconsistencyException",
        "Invalid update: invalid number of sections. The number of sections contained in the "
          + "table view after the update (\(newCount)) must be equal to the number of sections "
          + "contained in the table view before the update (\(oldCount)), plus or minus the "
          + "number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted).")
      return nil
    }
    return mapping
  }
}
