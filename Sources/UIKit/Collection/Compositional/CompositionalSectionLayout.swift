import Foundation

/// A laid-out section of a compositional layout, in content coordinates, except the items of
/// an orthogonal section, which are in its band's own (scrolled) coordinates.
@MainActor
struct CompositionalSectionLayout {
  struct Group {
    var frame: CGRect
    /// The indexes of the group's items and of its supplementary items.
    var items: Range<Int>
    var supplementaries: Range<Int>
  }

  struct Boundary {
    var attributes: UICollectionViewLayoutAttributes
    var item: NSCollectionLayoutBoundarySupplementaryItem
  }

  let index: Int
  let section: NSCollectionLayoutSection
  /// The whole section, across the whole container.
  var frame = CGRect.zero
  /// For an orthogonal section, the frame of the scroll view its groups scroll in, and the
  /// size of what scrolls.
  var band: CGRect?
  var bandContentSize = CGSize.zero
  var groups: [Group] = []
  var items: [UICollectionViewLayoutAttributes] = []
  var supplementaries: [UICollectionViewLayoutAttributes] = []
  var boundaries: [Boundary] = []
  var decorations: [UICollectionViewLayoutAttributes] = []

  var isOrthogonal: Bool { band != nil }

  /// The groups that may intersect `rect` (in the groups' coordinates), found by a binary
  /// search on their ends along `axis`: groups come in order along it.
  func groups(in rect: CGRect, along axis: LayoutAxis) -> ArraySlice<Group> {
    var low = 0
    var high = groups.count
    let start = axis.start(rect)
    while low < high {
      let middle = (low + high) / 2
      if axis.end(groups[middle].frame) < start { low = middle + 1 } else { high = middle }
    }
    var end = low
    let limit = axis.end(rect)
    while end < groups.count, axis.start(groups[end].frame) <= limit { end += 1 }
    return groups[low..<end]
  }

  /// The cells and item supplementary views of the groups that intersect `rect`, in the groups'
  /// coordinates.
  func elements(in rect: CGRect, along axis: LayoutAxis) -> [UICollectionViewLayoutAttributes] {
    var result: [UICollectionViewLayoutAttributes] = []
    for group in groups(in: rect, along: axis) {
      for attributes in items[group.items] where attributes.frame.overlaps(rect) {
        result.append(attributes)
      }
      for attributes in supplementaries[group.supplementaries]
      where attributes.frame.overlaps(rect) {
        result.append(attributes)
      }
    }
    return result
  }
}
