import Foundation

/// The items of one section as a tree: root items, each with children, each child expanded or
/// collapsed; a data source shows the visible items (those whose ancestors are all expanded),
/// depth first.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>:
  Sendable
{
  typealias Item = ItemIdentifierType

  var roots: [Item] = []
  var childLists: [Item: [Item]] = [:]
  var parents: [Item: Item] = [:]
  var expandedItems: Set<Item> = []
  /// Every item in the snapshot, for membership.
  var members: Set<Item> = []

  /// An empty section snapshot.
  public init() {}

  /// Every item, depth first.
  public var items: [ItemIdentifierType] { flattened(roots, visibleOnly: false) }

  /// The items at the top level, in order.
  public var rootItems: [ItemIdentifierType] { roots }

  /// The items whose ancestors are all expanded, depth first.
  public var visibleItems: [ItemIdentifierType] { flattened(roots, visibleOnly: true) }

  /// Whether the snapshot holds the item.
  public func contains(_ item: ItemIdentifierType) -> Bool { members.contains(item) }

  /// Whether the item is expanded (its children visible when it is).
  public func isExpanded(_ item: ItemIdentifierType) -> Bool { expandedItems.contains(item) }

  /// Whether every ancestor of the item is expanded.
  public func isVisible(_ item: ItemIdentifierType) -> Bool {
    guard members.contains(item) else { return false }
    var current = item
    while let parent = parents[current] {
      guard expandedItems.contains(parent) else { return false }
      current = parent
    }
    return true
  }

  /// The item's depth: 0 for a root item.
  public func level(of item: ItemIdentifierType) -> Int {
    var level = 0
    var current = item
    while let parent = parents[current] {
      level += 1
      current = parent
    }
    return level
  }

  /// The item's index among all items, depth first, or nil.
  public func index(of item: ItemIdentifierType) -> Int? {
    items.firstIndex(of: item)
  }

  /// The item's parent, or nil for a root item.
  public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? {
    parents[child]
  }

  /// The subtree under a parent, with the parent as its only root when `includingParent`.
  public func snapshot(
    of parent: ItemIdentifierType, includingParent: Bool = false
  ) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
    var result = Self()
    guard members.contains(parent) else {
      DiffableDiagnostics.raise(
        "Parent item does not exist in section snapshot: " + DiffableDiagnostics.describe(parent))
      return result
    }
    let tops = includingParent ? [parent] : childLists[parent] ?? []
    result.roots = tops
    for top in tops { copySubtree(top, into: &result) }
    return result
  }

  /// Appends items as children of `parent`, or as root items.
  public mutating func append(
    _ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil
  ) {
    guard areNew(items) else { return }
    if let parent {
      guard exists(parent) else { return }
      childLists[parent, default: []].append(contentsOf: items)
      for item in items { parents[item] = parent }
    } else {
      roots.append(contentsOf: items)
    }
    members.formUnion(items)
  }

  /// Inserts items as siblings before an item.
  public mutating func insert(
    _ items: [ItemIdentifierType], before nextSibling: ItemIdentifierType
  ) {
    insertSiblings(items, beside: nextSibling, after: false)
  }

  /// Inserts items as siblings after an item.
  public mutating func insert(
    _ items: [ItemIdentifierType], after previousSibling: ItemIdentifierType
  ) {
    insertSiblings(items, beside: previousSibling, after: true)
  }

  /// Inserts another snapshot's items, its roots as siblings before an item.
  public mutating func insert(
    _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
    before item: ItemIdentifierType
  ) {
    insertTree(snapshot, beside: item, after: false)
  }

  /// Inserts another snapshot's items, its roots as siblings after an item.
  public mutating func insert(
    _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
    after item: ItemIdentifierType
  ) {
    insertTree(snapshot, beside: item, after: true)
  }

  /// Replaces a parent's children with another snapshot's items, its roots as the children.
  public mutating func replace(
    childrenOf parent: ItemIdentifierType,
    using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  ) {
    guard exists(parent) else { return }
    delete(childLists[parent] ?? [])
    guard areNew(snapshot.items) else { return }
    childLists[parent] = snapshot.roots
    for root in snapshot.roots { parents[root] = parent }
    graft(snapshot)
  }

  /// Deletes items with their descendants; items that are not there are ignored.
  public mutating func delete(_ items: [ItemIdentifierType]) {
    for item in items where members.contains(item) {
      if let parent = parents[item] {
        childLists[parent]?.removeAll { $0 == item }
        if childLists[parent]?.isEmpty == true { childLists[parent] = nil }
      } else {
        roots.removeAll { $0 == item }
      }
      for removed in flattened([item], visibleOnly: false) {
        members.remove(removed)
        parents[removed] = nil
        childLists[removed] = nil
        expandedItems.remove(removed)
      }
    }
  }

  /// Deletes every item.
  public mutating func deleteAll() {
    self = Self()
  }

  /// Expands items, so that their children show when they do.
  public mutating func expand(_ items: [ItemIdentifierType]) {
    expandedItems.formUnion(items.filter { members.contains($0) })
  }

  /// Collapses items, hiding their descendants.
  public mutating func collapse(_ items: [ItemIdentifierType]) {
    expandedItems.subtract(items)
  }

  /// The snapshot drawn as an indented list, one item a line, `+` for an expanded item and `-`
  /// for a collapsed one with children (Bezel's format; Apple's is undocumented).
  public var visualDescription: String {
    items.map { item in
      let mark = childLists[item] == nil ? " " : expandedItems.contains(item) ? "+" : "-"
      return String(repeating: "  ", count: level(of: item)) + mark + " "
        + DiffableDiagnostics.describe(item)
    }.joined(separator: "\n")
  }
}

extension NSDiffableDataSourceSectionSnapshot {
  func flattened(_ tops: [Item], visibleOnly: Bool) -> [Item] {
    var result: [Item] = []
    var stack = Array(tops.reversed())
    while let item = stack.popLast() {
      result.append(item)
      guard let children = childLists[item], !visibleOnly || expandedItems.contains(item)
      else { continue }
      stack.append(contentsOf: children.reversed())
    }
    return result
  }

  private func copySubtree(_ top: Item, into result: inout Self) {
    for item in flattened([top], visibleOnly: false) {
      result.members.insert(item)
      if item != top { result.parents[item] = parents[item] }
      if let children = childLists[item] { result.childLists[item] = children }
      if expandedItems.contains(item) { result.expandedItems.insert(item) }
    }
  }

  private func areNew(_ items: [Item]) -> Bool {
    let repeated =
      DiffableDiagnostics.duplicates(in: items) + items.filter { members.contains($0) }
    guard repeated.isEmpty else {
      DiffableDiagnostics.raise(
        "Identifiers in a section snapshot must be unique. Duplicate item identifiers: "
          + DiffableDiagnostics.describeSet(repeated))
      return false
    }
    return true
  }

  private func exists(_ item: Item) -> Bool {
    guard members.contains(item) else {
      // Bezel's model of the message; UIKit's is unpublished.
      DiffableDiagnostics.raise(
        "Item does not exist in section snapshot: " + DiffableDiagnostics.describe(item))
      return false
    }
    return true
  }

  /// Places `items` among the siblings of `sibling`.
  private mutating func placeSiblings(_ items: [Item], beside sibling: Item, after: Bool) {
    if let parent = parents[sibling] {
      var list = childLists[parent] ?? []
      let index = (list.firstIndex(of: sibling) ?? list.count) + (after ? 1 : 0)
      list.insert(contentsOf: items, at: min(index, list.count))
      childLists[parent] = list
      for item in items { parents[item] = parent }
    } else {
      let index = (roots.firstIndex(of: sibling) ?? roots.count) + (after ? 1 : 0)
      roots.insert(contentsOf: items, at: min(index, roots.count))
    }
  }

  private mutating func insertSiblings(_ items: [Item], beside sibling: Item, after: Bool) {
    guard areNew(items), exists(sibling) else { return }
    placeSiblings(items, beside: sibling, after: after)
    members.formUnion(items)
  }

  private mutating func insertTree(_ snapshot: Self, beside sibling: Item, after: Bool) {
    guard areNew(snapshot.items), exists(sibling) else { return }
    placeSiblings(snapshot.roots, beside: sibling, after: after)
    graft(snapshot)
  }

  /// Takes the members, links and expansion of another snapshot whose roots are placed.
  private mutating func graft(_ snapshot: Self) {
    members.formUnion(snapshot.members)
    for item in snapshot.items {
      if let parent = snapshot.parents[item] { parents[item] = parent }
      if let children = snapshot.childLists[item] { childLists[item] = children }
    }
    expandedItems.formUnion(snapshot.expandedItems)
  }
}
