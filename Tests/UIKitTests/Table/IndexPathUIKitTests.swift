import Foundation
import Testing
import UIKit

/// UIKit's additions to `IndexPath`: a row's or an item's path is the two-index path
/// `[section, row]`, equal to the one Foundation builds from the array, with the same hash.
@Suite struct IndexPathUIKitTests {
  @Test(arguments: [(0, 0), (3, 7), (0, 10_000), (Int.max, 1), (-1, -2)])
  func aRowsPathIsTheSectionThenTheRow(section: Int, row: Int) {
    let path = IndexPath(row: row, section: section)
    let fromArray = IndexPath(indexes: [section, row])
    #expect(path == fromArray)
    #expect(path.hashValue == fromArray.hashValue)
    #expect(Array(path) == [section, row])
    #expect(path.section == section)
    #expect(path.row == row)
  }

  @Test(arguments: [(0, 0), (2, 5)])
  func anItemsPathIsTheSectionThenTheItem(section: Int, item: Int) {
    let path = IndexPath(item: item, section: section)
    #expect(path == IndexPath(indexes: [section, item]))
    #expect(path.item == item)
    #expect(path.section == section)
  }

  // Appending to a row's path gives three indexes, as appending to the array's does.
  @Test func aRowsPathGrowsAsAnyOther() {
    var path = IndexPath(row: 4, section: 1)
    path.append(9)
    #expect(path == IndexPath(indexes: [1, 4, 9]))
    #expect(path.count == 3)
  }
}
