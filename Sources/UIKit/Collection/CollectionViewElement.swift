import Foundation

/// Identifies a realised view of a collection view: a cell (no kind) or a supplementary view
/// of a kind, at an index path; index path first, so that a section's items and its views
/// interleave as they do on screen.
struct CollectionElementKey: Hashable, Comparable {
  var kind: String
  var indexPath: IndexPath

  static func < (lhs: CollectionElementKey, rhs: CollectionElementKey) -> Bool {
    (lhs.indexPath, lhs.kind) < (rhs.indexPath, rhs.kind)
  }
}

/// An element of a collection view's layout as its `ViewRealiser` shows it: the layout's
/// attributes, under the key of the view they place.
struct CollectionViewElement: PlacedElement {
  let key: CollectionElementKey
  let attributes: UICollectionViewLayoutAttributes
  /// Where the layout listed the attributes, which decides between two for one element.
  let order: Int

  var frame: CGRect { attributes.frame }
  var zIndex: Int { attributes.zIndex }

  init(_ attributes: UICollectionViewLayoutAttributes, order: Int) {
    let kind =
      attributes.representedElementCategory == .cell
      ? "" : (attributes.representedElementKind ?? "")
    key = CollectionElementKey(kind: kind, indexPath: attributes.indexPath)
    self.attributes = attributes
    self.order = order
  }

  /// The shown attributes of `attributes` in key order, each element once.
  ///
  /// Of two attributes for one element the later wins. Layouts mostly list their attributes in order already,
  /// which costs one walk.
  static func ordered(_ attributes: [UICollectionViewLayoutAttributes]) -> [CollectionViewElement] {
    var elements: [CollectionViewElement] = []
    elements.reserveCapacity(attributes.count)
    for (order, element) in attributes.enumerated() where !element.isHidden {
      elements.append(CollectionViewElement(element, order: order))
    }
    // A loop, not `allSatisfy`: a closure formed in main-actor code and passed to the standard
    // library checks its executor at run time on every call.
    var isOrdered = true
    for index in elements.indices.dropFirst() where !(elements[index - 1].key < elements[index].key)
    {
      isOrdered = false
      break
    }
    guard !isOrdered else { return elements }
    elements.sort { ($0.key, $0.order) < ($1.key, $1.order) }
    var unique: [CollectionViewElement] = []
    unique.reserveCapacity(elements.count)
    for element in elements {
      if let last = unique.last, last.key == element.key {
        unique[unique.count - 1] = element
      } else {
        unique.append(element)
      }
    }
    return unique
  }
}
