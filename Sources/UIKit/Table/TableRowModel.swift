import Foundation

/// The vertical geometry of a table view's sections and rows: heights, and the offsets that
/// follow from them.
struct TableRowModel {
  struct Section {
    var header: CGFloat
    var footer: CGFloat
    /// The space above the header (`sectionHeaderTopPadding`).
    var headerPadding: CGFloat = 0
    /// Whether the header's and footer's heights are final, not estimates.
    var headerIsFinal = true
    var footerIsFinal = true
    /// The data source's titles, shown in standard header and footer views.
    var headerTitle: String?
    var footerTitle: String?
    var rowHeights: [CGFloat]
    /// Whether each row's height is final (fixed or measured), not an estimate.
    var isFinal: [Bool]
    /// The top of each row, from the section's first row; one more entry for the end.
    var rowTops: [CGFloat] = []
    /// The top of the section's header in content coordinates.
    var top: CGFloat = 0

    var height: CGFloat { headerPadding + header + (rowTops.last ?? 0) + footer }
    /// The top of the header, from the section's top.
    var headerTop: CGFloat { headerPadding }
    /// The top of the first row, from the section's top.
    var rowsOffset: CGFloat { headerPadding + header }

    /// Sums the heights into the rows' tops, in place: a scroll step that measured a few rows
    /// of a long table rewrites the tops without building a new array.
    mutating func updateRowTops() {
      let count = rowHeights.count
      if rowTops.count != count + 1 { rowTops = [CGFloat](repeating: 0, count: count + 1) }
      rowHeights.withUnsafeBufferPointer { heights in
        rowTops.withUnsafeMutableBufferPointer { tops in
          var y: CGFloat = 0
          for row in 0..<count {
            tops[row] = y
            y += heights[row]
          }
          tops[count] = y
        }
      }
    }
  }

  var headerViewHeight: CGFloat = 0
  var footerViewHeight: CGFloat = 0
  var sections: [Section] = []
  /// The width the heights were found for.
  var width: CGFloat = 0
  /// The automatic header padding of the window's OS era the heights were found with.
  var automaticHeaderTopPadding: CGFloat = 0

  var contentHeight: CGFloat {
    (sections.last.map { $0.top + $0.height } ?? headerViewHeight) + footerViewHeight
  }

  /// Recomputes every offset from the heights.
  mutating func updateOffsets() {
    var top = headerViewHeight
    for index in sections.indices {
      sections[index].top = top
      sections[index].updateRowTops()
      top += sections[index].height
    }
  }

  // The three below read a section where it is stored: a section copied out retains and
  // releases its three arrays and its titles, and a layout asks about every visible row.

  /// Whether the model has the row.
  func hasRow(_ indexPath: IndexPath) -> Bool {
    guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return false }
    return sections.withUnsafeBufferPointer {
      $0[indexPath.section].rowHeights.indices.contains(indexPath.row)
    }
  }

  func rect(forRow indexPath: IndexPath, width: CGFloat) -> CGRect {
    guard hasRow(indexPath) else { return .zero }
    return sections.withUnsafeBufferPointer { sections in
      let section = indexPath.section
      let row = indexPath.row
      return CGRect(
        x: 0,
        y: sections[section].top + sections[section].rowsOffset + sections[section].rowTops[row],
        width: width, height: sections[section].rowHeights[row])
    }
  }

  /// Whether the row's height is final (fixed or measured), not an estimate; false for a row
  /// the model does not have.
  func isFinal(_ indexPath: IndexPath) -> Bool {
    guard hasRow(indexPath) else { return false }
    return sections.withUnsafeBufferPointer { $0[indexPath.section].isFinal[indexPath.row] }
  }

  func rect(forSection index: Int, width: CGFloat) -> CGRect {
    guard sections.indices.contains(index) else { return .zero }
    return CGRect(x: 0, y: sections[index].top, width: width, height: sections[index].height)
  }

  func rectForHeader(inSection index: Int, width: CGFloat) -> CGRect {
    guard sections.indices.contains(index) else { return .zero }
    let section = sections[index]
    return CGRect(
      x: 0, y: section.top + section.headerTop, width: width, height: section.header)
  }

  func rectForFooter(inSection index: Int, width: CGFloat) -> CGRect {
    guard sections.indices.contains(index) else { return .zero }
    let section = sections[index]
    return CGRect(
      x: 0, y: section.top + section.height - section.footer, width: width,
      height: section.footer)
  }

  /// The sections whose rectangles meet the span of content y from `minY` to `maxY`.
  func sectionRange(from minY: CGFloat, to maxY: CGFloat) -> Range<Int> {
    guard !sections.isEmpty, maxY > minY else { return 0..<0 }
    var low = lastSection(atMost: minY) ?? 0
    while low < sections.count, sections[low].top + sections[low].height <= minY { low += 1 }
    var high = low
    while high < sections.count, sections[high].top < maxY { high += 1 }
    return low..<high
  }

  /// The last section whose top is at most `y`, or nil; a binary search.
  func lastSection(atMost y: CGFloat) -> Int? {
    var low = 0
    var high = sections.count
    while low < high {
      let middle = (low + high) / 2
      if sections[middle].top <= y { low = middle + 1 } else { high = middle }
    }
    return low == 0 ? nil : low - 1
  }

  /// The row whose rectangle contains the content y, or nil.
  func indexPath(at y: CGFloat) -> IndexPath? {
    guard let sectionIndex = lastSection(atMost: y) else { return nil }
    let section = sections[sectionIndex]
    let local = y - section.top - section.rowsOffset
    guard local >= 0, let row = lastIndex(in: section.rowTops, atMost: local),
      row < section.rowHeights.count, local < section.rowTops[row + 1]
    else { return nil }
    return IndexPath(row: row, section: sectionIndex)
  }

  /// The most rows a table realises at once, and the most rows one search looks at.
  ///
  /// A table as tall as its content (a million rows in a view a million screens high) would need
  /// a cell for every row, as UIKit would try to make; Bezel realises the first rows of such a
  /// span only, so that one layout pass stays bounded. No screen shows this many rows.
  static let maximumVisibleRows = 2_000
  static let maximumScannedRows = 100_000

  /// The rows whose rectangles intersect the span of content y from `minY` to `maxY`, in
  /// order; a binary search per section keeps the cost to the rows returned, at most
  /// `maximumVisibleRows` of them.
  func indexPaths(from minY: CGFloat, to maxY: CGFloat) -> [IndexPath] {
    var result: [IndexPath] = []
    guard maxY > minY else { return result }
    var scanned = 0
    for (sectionIndex, section) in sections.enumerated() {
      if result.count >= Self.maximumVisibleRows || scanned >= Self.maximumScannedRows { break }
      let rowsTop = section.top + section.rowsOffset
      let rowsBottom = rowsTop + (section.rowTops.last ?? 0)
      if rowsBottom <= minY { continue }
      if rowsTop >= maxY { break }
      var row = lastIndex(in: section.rowTops, atMost: minY - rowsTop) ?? 0
      while row < section.rowHeights.count, rowsTop + section.rowTops[row] < maxY,
        result.count < Self.maximumVisibleRows, scanned < Self.maximumScannedRows
      {
        if section.rowHeights[row] > 0, rowsTop + section.rowTops[row + 1] > minY {
          result.append(IndexPath(row: row, section: sectionIndex))
        }
        row += 1
        scanned += 1
      }
    }
    return result
  }

  /// The last index whose value is at most `value` in an ascending array, or nil.
  private func lastIndex(in values: [CGFloat], atMost value: CGFloat) -> Int? {
    var low = 0
    var high = values.count
    while low < high {
      let middle = (low + high) / 2
      if values[middle] <= value { low = middle + 1 } else { high = middle }
    }
    return low == 0 ? nil : low - 1
  }
}
