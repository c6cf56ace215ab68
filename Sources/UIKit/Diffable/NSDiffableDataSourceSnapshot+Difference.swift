import Foundation

/// The batch updates that turn one snapshot into another, as a table or collection view takes
/// them: deletions and reloads at index paths before the update, insertions and moves' ends
/// after it.
///
/// Deterministic: sections and items are visited in their snapshots' order. Sections and items
/// that stay keep their order where they can; those that must move to reach the new order are
/// the fewest possible, found as the complement of a longest increasing run of their old
/// indexes. A section reloaded is deleted and inserted; an item reloaded that also moves is
/// deleted and inserted, one that stays is reloaded in place.
struct DiffableChanges {
  var updates = TableUpdates()
  /// Items to configure again in place, at their index paths after the update.
  var reconfigured: [IndexPath] = []

  var isEmpty: Bool {
    updates.insertedRows.isEmpty && updates.deletedRows.isEmpty
      && updates.reloadedRows.isEmpty && updates.movedRows.isEmpty
      && updates.insertedSections.isEmpty && updates.deletedSections.isEmpty
      && updates.reloadedSections.isEmpty && updates.movedSections.isEmpty
  }
}

extension TableUpdates {
  /// Adds another batch's changes to this one.
  mutating func merge(_ other: TableUpdates) {
    insertedRows += other.insertedRows
    deletedRows += other.deletedRows
    reloadedRows += other.reloadedRows
    movedRows += other.movedRows
    insertedSections.formUnion(other.insertedSections)
    deletedSections.formUnion(other.deletedSections)
    reloadedSections.formUnion(other.reloadedSections)
    movedSections += other.movedSections
  }
}

extension NSDiffableDataSourceSnapshot {
  /// The changes from `old` to this snapshot, its reload and reconfigure marks included.
  func changes(from old: Self) -> DiffableChanges {
    var changes = DiffableChanges()
    let oldSections = Dictionary(
      old.sectionList.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    let newSections = Dictionary(
      sectionList.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    let reloadedSectionSet = Set(reloadedSections)
    // Sections in both snapshots and not reloaded continue; the others are deleted or inserted.
    func continues(_ section: Section) -> Bool {
      oldSections[section] != nil && newSections[section] != nil
        && !reloadedSectionSet.contains(section)
    }
    for (index, section) in old.sectionList.enumerated() where !continues(section) {
      changes.updates.deletedSections.insert(index)
    }
    for (index, section) in sectionList.enumerated() where !continues(section) {
      changes.updates.insertedSections.insert(index)
    }
    let kept = sectionList.filter(continues)
    let keptOld = kept.map { oldSections[$0] ?? 0 }
    let stay = Self.longestIncreasingRun(keptOld)
    for (position, section) in kept.enumerated() where !stay.contains(position) {
      changes.updates.movedSections.append((oldSections[section] ?? 0, newSections[section] ?? 0))
    }
    addItemChanges(from: old, continues: continues, into: &changes)
    return changes
  }

  private func addItemChanges(
    from old: Self, continues: (Section) -> Bool, into changes: inout DiffableChanges
  ) {
    let reloaded = Set(reloadedItems)
    // An item stays when its old and new sections both continue.
    func stays(_ item: Item) -> Bool {
      guard let from = old.itemSection[item], let to = itemSection[item] else { return false }
      return continues(from) && continues(to)
    }
    for section in old.sectionList where continues(section) {
      for item in old.sectionItems[section] ?? [] where !stays(item) {
        if let path = old.indexPath(of: item) { changes.updates.deletedRows.append(path) }
      }
    }
    for section in sectionList where continues(section) {
      let items = sectionItems[section] ?? []
      // Items that stay in this section keep their place unless they must move.
      let sameSection = items.filter { stays($0) && old.itemSection[$0] == section }
      let oldIndexes = sameSection.map { old.indexPath(of: $0)?.item ?? 0 }
      let inPlace = Self.longestIncreasingRun(oldIndexes)
      let unmoved = Set(
        sameSection.enumerated().filter { inPlace.contains($0.offset) }.map(\.element))
      for item in items {
        guard let to = indexPath(of: item) else { continue }
        guard stays(item), let from = old.indexPath(of: item) else {
          changes.updates.insertedRows.append(to)
          continue
        }
        if unmoved.contains(item) {
          if reloaded.contains(item) { changes.updates.reloadedRows.append(from) }
        } else if reloaded.contains(item) {
          changes.updates.deletedRows.append(from)
          changes.updates.insertedRows.append(to)
        } else {
          changes.updates.movedRows.append((from, to))
        }
      }
    }
    for item in reconfiguredItems where stays(item) && !reloaded.contains(item) {
      if let path = indexPath(of: item) { changes.reconfigured.append(path) }
    }
  }

  /// The positions of a longest strictly increasing subsequence of `values`; ties go to the
  /// earliest positions (patience sorting).
  static func longestIncreasingRun(_ values: [Int]) -> Set<Int> {
    var tails: [Int] = []  // positions of the smallest tail of each length
    var previous = [Int](repeating: -1, count: values.count)
    for (position, value) in values.enumerated() {
      var low = 0
      var high = tails.count
      while low < high {
        let middle = (low + high) / 2
        if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
      }
      if low > 0 { previous[position] = tails[low - 1] }
      if low == tails.count { tails.append(position) } else { tails[low] = position }
    }
    var result = Set<Int>()
    var position = tails.last ?? -1
    while position >= 0 {
      result.insert(position)
      position = previous[position]
    }
    return result
  }
}
