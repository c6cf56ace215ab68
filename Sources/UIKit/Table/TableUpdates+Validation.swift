import Foundation

extension TableUpdates {
  /// For each section after the update, its row (or item) mapping; nil after reporting
  /// UIKit's exception for a row out of range or a row count that does not follow from the
  /// changes.
  ///
  /// Tables and collection views raise the same messages, with `noun` "row" or "item".
  @MainActor
  func validatedRowMappings(
    oldCounts: [Int], sectionMap: [Int?], noun: String, newCount: (Int) -> Int
  ) -> [[Int?]]? {
    var maps: [[Int?]] = []
    maps.reserveCapacity(sectionMap.count)
    for (newSection, oldSection) in sectionMap.enumerated() {
      let newRows = max(newCount(newSection), 0)
      guard let oldSection, oldCounts.indices.contains(oldSection) else {
        maps.append([Int?](repeating: nil, count: newRows))
        continue
      }
      let oldRows = oldCounts[oldSection]
      for indexPath in deletedRows + reloadedRows
      where indexPath.count == 2 && indexPath.section == oldSection && indexPath.item >= oldRows {
        UIKitDiagnostics.raise(
          "NSInternalInconsistencyException",
          "attempt to delete \(noun) \(indexPath.item) from section \(oldSection) which only "
            + "contains \(oldRows) \(noun)s before the update")
        return nil
      }
      for indexPath in insertedRows
      where indexPath.count == 2 && indexPath.section == newSection && indexPath.item >= newRows {
        UIKitDiagnostics.raise(
          "NSInternalInconsistencyException",
          "attempt to insert \(noun) \(indexPath.item) into section \(newSection), but there are "
            + "only \(newRows) \(noun)s in section \(newSection) after the update")
        return nil
      }
      let counts = rowCounts(oldSection: oldSection, newSection: newSection)
      let expected = oldRows + counts.inserted - counts.deleted + counts.movedIn - counts.movedOut
      guard newRows == expected else {
        UIKitDiagnostics.raise(
          "NSInternalInconsistencyException",
          "Invalid update: invalid number of \(noun)s in section \(newSection). The number of "
            + "\(noun)s contained in an existing section after the update (\(newRows)) must be "
            + "equal to the number of \(noun)s contained in that section before the update "
            + "(\(oldRows)), plus or minus the number of \(noun)s inserted or deleted from that "
            + "section (\(counts.inserted) inserted, \(counts.deleted) deleted) and plus or "
            + "minus the number of \(noun)s moved into or out of that section "
            + "(\(counts.movedIn) moved in, \(counts.movedOut) moved out).")
        return nil
      }
      maps.append(
        rowMapping(
          oldSection: oldSection, oldCount: oldRows, newSection: newSection, newCount: newRows))
    }
    return maps
  }
}
