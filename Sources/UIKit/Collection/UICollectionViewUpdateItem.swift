import Foundation

/// One change of a batch of updates, as the layout hears of it in
/// `prepare(forCollectionViewUpdates:)` (UICollectionViewUpdateItem.h).
///
/// A section's change has index paths whose item is `NSNotFound`, as UIKit gives them.
@MainActor @preconcurrency
open class UICollectionViewUpdateItem: NSObject {
  /// The kind of change (UICollectionViewUpdateItem.h raw values).
  public enum Action: Int, Sendable {
    case insert = 0
    case delete = 1
    case reload = 2
    case move = 3
    case none = 4
  }

  /// The element's index path before the change; nil for an insertion.
  open var indexPathBeforeUpdate: IndexPath? { before }
  /// The element's index path after the change; nil for a deletion.
  open var indexPathAfterUpdate: IndexPath? { after }
  /// What the change does.
  open var updateAction: Action { action }

  private let before: IndexPath?
  private let after: IndexPath?
  private let action: Action

  init(action: Action, before: IndexPath?, after: IndexPath?) {
    self.action = action
    self.before = before
    self.after = after
    super.init()
  }

  public override init() {
    action = .none
    before = nil
    after = nil
    super.init()
  }
}

extension TableUpdates {
  /// The changes as update items, Bezel's order (UIKit documents none): sections deleted,
  /// inserted, reloaded and moved, then items deleted, inserted, reloaded and moved, each kind
  /// in index-path order (moves in the order made).
  @MainActor
  var collectionUpdateItems: [UICollectionViewUpdateItem] {
    func section(_ index: Int) -> IndexPath { IndexPath(item: NSNotFound, section: index) }
    var items: [UICollectionViewUpdateItem] = []
    items += deletedSections.map { .init(action: .delete, before: section($0), after: nil) }
    items += insertedSections.map { .init(action: .insert, before: nil, after: section($0)) }
    items += reloadedSections.map {
      .init(action: .reload, before: section($0), after: section($0))
    }
    items += movedSections.map {
      .init(action: .move, before: section($0.from), after: section($0.to))
    }
    items += deletedRows.sorted().map { .init(action: .delete, before: $0, after: nil) }
    items += insertedRows.sorted().map { .init(action: .insert, before: nil, after: $0) }
    items += reloadedRows.sorted().map { .init(action: .reload, before: $0, after: $0) }
    items += movedRows.map { .init(action: .move, before: $0.from, after: $0.to) }
    return items
  }
}
