import Foundation

// Editing a snapshot. UIKit's rules (`__UIDiffableDataSourceSnapshot.m`): an item already in the
// snapshot that is appended or inserted again moves there; deleting an identifier that is not
// there does nothing; every other misuse raises and changes nothing.

extension NSDiffableDataSourceSnapshot {
  /// Appends items to a section, by default the last; items already in the snapshot move.
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
  ) {
    guard !sectionList.isEmpty else {
      DiffableDiagnostics.raise(
        "There are currently no sections in the data source. Please add a section first.")
      return
    }
    guard itemsAreUnique(identifiers) else { return }
    let section = sectionIdentifier ?? sectionList[sectionList.count - 1]
    guard sectionItems[section] != nil else {
      DiffableDiagnostics.raise("Invalid parameter not satisfying: section != NSNotFound")
      return
    }
    removeItems(identifiers)
    place(identifiers, in: section, at: sectionItems[section]?.count ?? 0)
  }

  /// Inserts items before an item, in its section.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
  ) {
    insert(identifiers, beside: beforeIdentifier, after: false)
  }

  /// Inserts items after an item, in its section.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType
  ) {
    insert(identifiers, beside: afterIdentifier, after: true)
  }

  /// Deletes items; identifiers that are not in the snapshot are ignored.
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    removeItems(identifiers)
  }

  /// Deletes every item and every section.
  public mutating func deleteAllItems() {
    self = Self()
  }

  /// Moves an item before another, into that item's section.
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType
  ) {
    move(identifier, beside: toIdentifier, after: false)
  }

  /// Moves an item after another, into that item's section.
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType
  ) {
    move(identifier, beside: toIdentifier, after: true)
  }

  /// Marks items so that applying the snapshot asks the cell provider for new cells.
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
    guard itemsExist(identifiers, verb: "reload") else { return }
    reloadedItems = Self.union(reloadedItems, identifiers)
  }

  /// Marks items so that applying the snapshot configures their cells again, in place.
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    guard itemsExist(identifiers, verb: "reconfigure") else { return }
    reconfiguredItems = Self.union(reconfiguredItems, identifiers)
  }

  /// Appends sections; a section already in the snapshot raises.
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    guard sectionsAreNew(identifiers) else { return }
    placeSections(identifiers, at: sectionList.count)
  }

  /// Inserts sections before a section.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
  ) {
    insertSections(identifiers, beside: toIdentifier, after: false)
  }

  /// Inserts sections after a section.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
  ) {
    insertSections(identifiers, beside: toIdentifier, after: true)
  }

  /// Deletes sections with their items; identifiers that are not there are ignored.
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    for section in identifiers {
      guard let items = sectionItems.removeValue(forKey: section) else { continue }
      for item in items { itemSection[item] = nil }
      sectionList.removeAll { $0 == section }
    }
  }

  /// Moves a section before another.
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
  ) {
    moveSection(identifier, beside: toIdentifier, after: false)
  }

  /// Moves a section after another.
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
  ) {
    moveSection(identifier, beside: toIdentifier, after: true)
  }

  /// Marks sections so that applying the snapshot asks for all their views again.
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
    if let missing = identifiers.first(where: { sectionItems[$0] == nil }) {
      DiffableDiagnostics.raise(
        "Attempted to reload section identifier that does not exist in the snapshot: "
          + DiffableDiagnostics.describe(missing))
      return
    }
    reloadedSections = Self.union(reloadedSections, identifiers)
  }
}

extension NSDiffableDataSourceSnapshot {
  private static func union<T: Hashable>(_ marked: [T], _ more: [T]) -> [T] {
    var seen = Set(marked)
    return marked + more.filter { seen.insert($0).inserted }
  }

  private func itemsAreUnique(_ identifiers: [Item]) -> Bool {
    let repeated = DiffableDiagnostics.duplicates(in: identifiers)
    guard repeated.isEmpty else {
      DiffableDiagnostics.raise(
        "Fatal: supplied item identifiers are not unique. Duplicate identifiers: "
          + DiffableDiagnostics.describeSet(repeated))
      return false
    }
    return true
  }

  private func itemsExist(_ identifiers: [Item], verb: String) -> Bool {
    guard let missing = identifiers.first(where: { itemSection[$0] == nil }) else { return true }
    DiffableDiagnostics.raise(
      "Attempted to \(verb) item identifier that does not exist in the snapshot: "
        + DiffableDiagnostics.describe(missing))
    return false
  }

  /// Whether sections may be added: unique among themselves and new to the snapshot.
  private func sectionsAreNew(_ identifiers: [Section]) -> Bool {
    let repeated = DiffableDiagnostics.duplicates(in: identifiers)
    guard repeated.isEmpty else {
      // Bezel's model of the message, by analogy with the items' one.
      DiffableDiagnostics.raise(
        "Fatal: supplied section identifiers are not unique. Duplicate identifiers: "
          + DiffableDiagnostics.describeSet(repeated))
      return false
    }
    let existing = identifiers.filter { sectionItems[$0] != nil }
    guard existing.isEmpty else {
      let count = existing.count
      let noun =
        count == 1
        ? "section identifier that already exists" : "section identifiers that already exist"
      DiffableDiagnostics.raise(
        "Diffable data source detected an attempt to insert or append \(count) \(noun) in the "
          + "snapshot. Identifiers in a snapshot must be unique. Section identifiers that "
          + "already exist: " + DiffableDiagnostics.describeArray(existing))
      return false
    }
    return true
  }

  private mutating func removeItems(_ identifiers: [Item]) {
    var bySection: [Section: Set<Item>] = [:]
    for item in identifiers {
      guard let section = itemSection.removeValue(forKey: item) else { continue }
      bySection[section, default: []].insert(item)
    }
    for (section, removed) in bySection {
      sectionItems[section]?.removeAll { removed.contains($0) }
    }
  }

  private mutating func place(_ identifiers: [Item], in section: Section, at index: Int) {
    sectionItems[section, default: []].insert(contentsOf: identifiers, at: index)
    for item in identifiers { itemSection[item] = section }
  }

  private mutating func insert(_ identifiers: [Item], beside destination: Item, after: Bool) {
    guard itemsAreUnique(identifiers) else { return }
    guard itemSection[destination] != nil else {
      DiffableDiagnostics.raise("Invalid parameter not satisfying: section != NSNotFound")
      return
    }
    guard !identifiers.contains(destination) else {
      // UIKit's message goes on to describe its internal update object, left out here.
      DiffableDiagnostics.raise(
        "Invalid update: destination for insertion operation ["
          + DiffableDiagnostics.describe(destination)
          + "] is in the insertion identifier list for update.")
      return
    }
    removeItems(identifiers)
    guard let section = itemSection[destination],
      let index = sectionItems[section]?.firstIndex(of: destination)
    else { return }
    place(identifiers, in: section, at: after ? index + 1 : index)
  }

  private mutating func move(_ item: Item, beside destination: Item, after: Bool) {
    guard itemSection[item] != nil else {
      DiffableDiagnostics.raise("Invalid parameter not satisfying: fromIndex != NSNotFound")
      return
    }
    guard itemSection[destination] != nil else {
      DiffableDiagnostics.raise("Invalid parameter not satisfying: toIndex != NSNotFound")
      return
    }
    guard item != destination else {
      DiffableDiagnostics.raise(
        "Invalid update: destination for move operation [" + DiffableDiagnostics.describe(item)
          + "] is in the move identifier list for update.")
      return
    }
    removeItems([item])
    guard let section = itemSection[destination],
      let index = sectionItems[section]?.firstIndex(of: destination)
    else { return }
    place([item], in: section, at: after ? index + 1 : index)
  }

  private mutating func placeSections(_ identifiers: [Section], at index: Int) {
    sectionList.insert(contentsOf: identifiers, at: index)
    for section in identifiers { sectionItems[section] = [] }
  }

  private mutating func insertSections(
    _ identifiers: [Section], beside destination: Section, after: Bool
  ) {
    guard let index = sectionList.firstIndex(of: destination) else {
      DiffableDiagnostics.raise("Invalid parameter not satisfying: insertIndex != NSNotFound")
      return
    }
    guard sectionsAreNew(identifiers) else { return }
    placeSections(identifiers, at: after ? index + 1 : index)
  }

  private mutating func moveSection(_ section: Section, beside destination: Section, after: Bool) {
    guard sectionList.contains(section) else {
      DiffableDiagnostics.raise("Invalid parameter not satisfying: fromSection != NSNotFound")
      return
    }
    guard sectionList.contains(destination) else {
      DiffableDiagnostics.raise("Invalid parameter not satisfying: toSection != NSNotFound")
      return
    }
    guard section != destination else {
      DiffableDiagnostics.raise(
        "Invalid update: destination for section move operation ["
          + DiffableDiagnostics.describe(section) + "] is in the move identifier list for update.")
      return
    }
    sectionList.removeAll { $0 == section }
    guard let index = sectionList.firstIndex(of: destination) else { return }
    sectionList.insert(section, at: after ? index + 1 : index)
  }
}
