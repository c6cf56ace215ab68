import Foundation

// UIKit's Foundation overlay adds these to IndexPath; swift-corelibs-foundation on Linux does
// not declare them (checked on Swift 6.3.1).
extension IndexPath {
  /// An index path of a table view's row: the section first, then the row.
  public init(row: Int, section: Int) {
    self.init(section, row)
  }

  /// An index path of a collection view's item: the section first, then the item.
  public init(item: Int, section: Int) {
    self.init(section, item)
  }

  /// The index path of two indexes, built without an array: Foundation keeps a path of one or
  /// two indexes inline, but `init(indexes:)` takes them in an array, one allocation each time
  /// (a table builds an index path for every row it looks at).
  private init(_ first: Int, _ second: Int) {
    self.init(index: first)
    append(second)
  }

  /// The section, the index path's first index.
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }

  /// The row in a table view, the index path's second index.
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }

  /// The item in a collection view, the index path's second index.
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}
