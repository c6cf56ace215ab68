import Foundation

/// A row of a table as its `ViewRealiser` shows it: the cell's key is the row's index path.
struct TableRowElement: PlacedElement {
  var key: IndexPath
  var frame: CGRect
  var zIndex: Int { 0 }
}

/// Which section view an element is: a section's header or its footer.
///
/// Headers come before footers, each in section order, so that a pass ends and begins the display of every header
/// before any footer's.
struct TableSectionViewKey: Hashable, Comparable {
  var isFooter: Bool
  var section: Int

  static func header(_ section: Int) -> TableSectionViewKey {
    TableSectionViewKey(isFooter: false, section: section)
  }

  static func footer(_ section: Int) -> TableSectionViewKey {
    TableSectionViewKey(isFooter: true, section: section)
  }

  static func < (lhs: TableSectionViewKey, rhs: TableSectionViewKey) -> Bool {
    lhs.isFooter != rhs.isFooter ? !lhs.isFooter : lhs.section < rhs.section
  }
}

/// A section's header or footer as the table's `ViewRealiser` shows it: in front of the rows
/// that scroll under it.
struct TableSectionViewElement: PlacedElement {
  var key: TableSectionViewKey
  var frame: CGRect
  var zIndex: Int { 1 }
}
