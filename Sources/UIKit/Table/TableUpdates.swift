import Foundation

/// The changes collected between `beginUpdates` and `endUpdates`: deletions and reloads name
/// rows and sections before the update, insertions after it (UIKit's batch-update rule).
struct TableUpdates {
  var insertedRows: [IndexPath] = []
  var deletedRows: [IndexPath] = []
  var reloadedRows: [IndexPath] = []
  var movedRows: [(from: IndexPath, to: IndexPath)] = []
  var insertedSections = IndexSet()
  var deletedSections = IndexSet()
  var reloadedSections = IndexSet()
  var movedSections: [(from: Int, to: Int)] = []

  /// For each section after the update, the section before it that it continues (a moved
  /// section included), or nil for an inserted or reloaded one; nil when the counts do not fit
  /// together.
  func sectionMapping(oldCount: Int, newCount: Int) -> [Int?]? {
    var removed = deletedSections.union(reloadedSections)
    let added = insertedSections.union(reloadedSections)
    var movedTo: [Int: Int] = [:]
    for move in movedSections {
      removed.insert(move.from)
      movedTo[move.to] = move.from
    }
    let kept = (0..<oldCount).filter { !removed.contains($0) }
    var mapping: [Int?] = []
    mapping.reserveCapacity(newCount)
    var next = 0
    for section in 0..<newCount {
      if added.contains(section) {
        mapping.append(nil)
      } else if let from = movedTo[section] {
        mapping.append(from)
      } else {
        guard next < kept.count else { return nil }
        mapping.append(kept[next])
        next += 1
      }
    }
    return next == kept.count ? mapping : nil
  }

  /// For each row of a section after the update, the row before it that it continues (a
  /// reloaded row included), or nil for an inserted or moved-in row.
  func rowMapping(oldSection: Int, oldCount: Int, newSection: Int, newCount: Int) -> [Int?] {
    let removed = Set(
      (deletedRows + movedRows.map(\.from))
        .filter { $0.count == 2 && $0.section == oldSection }.map(\.row))
    let added = Set(
      (insertedRows + movedRows.map(\.to))
        .filter { $0.count == 2 && $0.section == newSection }.map(\.row))
    let kept = (0..<oldCount).filter { !removed.contains($0) }
    var mapping: [Int?] = []
    mapping.reserveCapacity(newCount)
    var next = 0
    for row in 0..<newCount {
      if added.contains(row) || next >= kept.count {
        mapping.append(nil)
      } else {
        mapping.append(kept[next])
        next += 1
      }
    }
    return mapping
  }

  /// Counts of a section's changed rows, for UIKit's message: inserted, deleted, moved in and
  /// moved out (a reloaded row counts as neither).
  func rowCounts(oldSection: Int?, newSection: Int) -> (
    inserted: Int, deleted: Int, movedIn: Int, movedOut: Int
  ) {
    let inserted = Set(insertedRows.filter { $0.count == 2 && $0.section == newSection }).count
    let deleted =
      oldSection.map { old in Set(deletedRows.filter { $0.count == 2 && $0.section == old }).count }
      ?? 0
    // A row moved within its section counts as neither.
    let movedIn = movedRows.filter {
      $0.to.count == 2 && $0.to.section == newSection
        && !($0.from.count == 2 && $0.from.section == oldSection)
    }.count
    let movedOut =
      oldSection.map { old in
        movedRows.filter {
          $0.from.count == 2 && $0.from.section == old
            && !($0.to.count == 2 && $0.to.section == newSection)
        }.count
      } ?? 0
    return (inserted, deleted, movedIn, movedOut)
  }
}
