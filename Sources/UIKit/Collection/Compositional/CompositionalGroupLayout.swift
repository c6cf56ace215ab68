import Foundation

/// One laid-out group: its size and its items' frames (cells and their supplementary items),
/// relative to the group's origin, left to right.
struct PlacedGroupContent {
  var size: CGSize
  var items: [PlacedCell] = []
  var supplementaries: [PlacedSupplementary] = []
}

struct PlacedCell {
  var item: Int
  var frame: CGRect
  var zIndex = 0
}

struct PlacedSupplementary {
  var kind: String
  var item: Int
  var frame: CGRect
  var zIndex: Int
  var selfSizes: Bool
}

/// Lays groups out: their items along the group's axis (repeated while they fit, or `count`
/// equal ones), sized against the group's content area, with spacing; nested groups recurse.
///
/// Rules (WWDC 2019 session 215; NSCollectionLayoutGroup.h): fractional dimensions are
/// fractions of the containing group's size less its content insets; an item's content insets
/// shrink it inside the space its size takes; edge spacing adds space outside it along the
/// group's axis (moving the items after it) and before it across; flexible spacing grows,
/// equally, to share the space the group's items leave.
@MainActor
struct CompositionalGroupLayout {
  let section: Int
  /// The size a self-sizing element preferred, by its kind ("" for cells) and item.
  let measured: (String, Int) -> CGSize?
  let traitCollection: UITraitCollection

  /// Lays `group` out in a slot of `slot` points from item `first`, placing at most `limit`
  /// items.
  func place(
    _ group: NSCollectionLayoutGroup, slot: CGSize, first: Int, limit: Int
  ) -> PlacedGroupContent {
    let insets = group.contentInsets
    let selfSizingWidth = group.layoutSize.widthDimension.selfSizes
    let selfSizingHeight = group.layoutSize.heightDimension.selfSizes
    let inner = CGRect(origin: .zero, size: slot).inset(
      by: insets, horizontally: !selfSizingWidth, vertically: !selfSizingHeight)
    var content: PlacedGroupContent
    switch group.arrangement {
    case .horizontal:
      content = placeAlong(.horizontal, group, in: inner, first: first, limit: limit)
    case .vertical:
      content = placeAlong(.vertical, group, in: inner, first: first, limit: limit)
    case .custom(let provider):
      content = placeCustom(provider, in: inner, first: first, limit: limit)
    }
    // A self-sizing group is as large as what it holds.
    var size = slot
    // Loops in this file, not `reduce`, `filter` or `map`: a closure formed in main-actor code and
    // passed to the standard library checks its executor at run time on every call.
    var extent = CGRect.null
    for cell in content.items { extent = extent.union(cell.frame) }
    if !extent.isNull {
      if selfSizingWidth { size.width = extent.maxX }
      if selfSizingHeight { size.height = extent.maxY }
    }
    content.size = size
    addSupplementaries(of: group, frame: CGRect(origin: .zero, size: size), to: &content)
    return content
  }

  private struct Child {
    var item: NSCollectionLayoutItem
    var length: CGFloat
    var thickness: CGFloat
    var before: NSCollectionLayoutSpacing?
    var after: NSCollectionLayoutSpacing?
    var content: PlacedGroupContent?
  }

  private func placeAlong(
    _ axis: LayoutAxis, _ group: NSCollectionLayoutGroup, in inner: CGRect, first: Int,
    limit: Int
  ) -> PlacedGroupContent {
    var content = PlacedGroupContent(size: inner.size)
    guard !group.subitems.isEmpty, limit > 0 else { return content }
    let available = axis.length(inner.size)
    let spacing = group.interItemSpacing
    let gap = spacing?.spacing ?? 0
    var children: [Child] = []
    var cursor: CGFloat = 0
    var placedItems = 0
    var index = 0
    while placedItems < limit {
      if let count = group.count, index >= count { break }
      let item = group.subitems[index % group.subitems.count]
      var child = measure(item, axis: axis, in: inner.size, item: first + placedItems)
      if let count = group.count, count > 0 {
        // The `count:` forms divide the space equally among the items.
        child.length = max((available - gap * CGFloat(count - 1)) / CGFloat(count), 0)
      }
      let needed =
        (children.isEmpty ? 0 : gap) + (child.before?.spacing ?? 0) + child.length
        + (child.after?.spacing ?? 0)
      // Subitems repeat while they fit; the declared ones are placed at least once.
      if group.count == nil, index >= group.subitems.count, cursor + needed > available + 0.001 {
        break
      }
      if let nested = item as? NSCollectionLayoutGroup {
        let slot = axis.size(length: child.length, thickness: child.thickness)
        let placed = place(
          nested, slot: slot, first: first + placedItems, limit: limit - placedItems)
        guard !placed.items.isEmpty else { break }
        child.length = axis.length(placed.size)
        child.thickness = axis.thickness(placed.size)
        placedItems += placed.items.count
        child.content = placed
      } else {
        placedItems += 1
      }
      cursor += needed
      children.append(child)
      index += 1
    }
    uniformThickness(&children, axis: axis)
    // Flexible spacings share what is left, equally.
    var flexibleGaps = spacing?.isFlexibleSpacing == true ? max(children.count - 1, 0) : 0
    for child in children {
      if child.before?.isFlexibleSpacing == true { flexibleGaps += 1 }
      if child.after?.isFlexibleSpacing == true { flexibleGaps += 1 }
    }
    let extra = flexibleGaps > 0 ? max(available - cursor, 0) / CGFloat(flexibleGaps) : 0
    func grown(_ spacing: NSCollectionLayoutSpacing?) -> CGFloat {
      guard let spacing else { return 0 }
      return spacing.spacing + (spacing.isFlexibleSpacing ? extra : 0)
    }
    var position = axis.start(inner)
    for (offset, child) in children.enumerated() {
      if offset > 0 { position += grown(spacing) }
      position += grown(child.before)
      let across = axis.cross
      // Across the axis, the edge spacing before the item moves it.
      let acrossBefore = across.spacing(child.item.edgeSpacing).before?.spacing ?? 0
      let slot = axis.rect(
        along: position, across: axis.crossStart(inner) + acrossBefore, length: child.length,
        thickness: child.thickness)
      if let nested = child.content {
        for var cell in nested.items {
          cell.frame = cell.frame.offsetBy(dx: slot.minX, dy: slot.minY)
          content.items.append(cell)
        }
        for var supplementary in nested.supplementaries {
          supplementary.frame = supplementary.frame.offsetBy(dx: slot.minX, dy: slot.minY)
          content.supplementaries.append(supplementary)
        }
      } else {
        let item = first + content.items.count
        let size = child.item.layoutSize
        let frame = slot.inset(
          by: child.item.contentInsets, horizontally: !size.widthDimension.selfSizes,
          vertically: !size.heightDimension.selfSizes)
        content.items.append(PlacedCell(item: item, frame: frame))
        addSupplementaries(of: child.item, frame: frame, item: item, to: &content)
      }
      position += child.length + grown(child.after)
    }
    return content
  }

  /// A child's length along the axis and thickness across it in the group's content area; a
  /// self-sizing leaf takes the size its view preferred.
  private func measure(
    _ item: NSCollectionLayoutItem, axis: LayoutAxis, in container: CGSize, item index: Int
  ) -> Child {
    var size = item.layoutSize.resolved(in: container)
    if !(item is NSCollectionLayoutGroup), let preferred = measured("", index) {
      if item.layoutSize.widthDimension.selfSizes { size.width = preferred.width }
      if item.layoutSize.heightDimension.selfSizes { size.height = preferred.height }
    }
    let (before, after) = axis.spacing(item.edgeSpacing)
    return Child(
      item: item, length: axis.length(size), thickness: axis.thickness(size), before: before,
      after: after)
  }

  /// Items whose dimension across the axis is uniform across siblings all take the largest.
  private func uniformThickness(_ children: inout [Child], axis: LayoutAxis) {
    var uniform: [Int] = []
    var largest: CGFloat?
    for index in children.indices
    where axis.cross.dimension(of: children[index].item.layoutSize).isUniformAcrossSiblings
      && children[index].content == nil
    {
      uniform.append(index)
      // As `max()` compares: a later thickness wins only when larger.
      let thickness = children[index].thickness
      if let current = largest, !(current < thickness) { continue }
      largest = thickness
    }
    guard let largest else { return }
    for index in uniform { children[index].thickness = largest }
  }

  private func placeCustom(
    _ provider: NSCollectionLayoutGroupCustomItemProvider, in inner: CGRect, first: Int,
    limit: Int
  ) -> PlacedGroupContent {
    var content = PlacedGroupContent(size: inner.size)
    let environment = CollectionLayoutEnvironment(
      container: CollectionLayoutContainer(contentSize: inner.size),
      traitCollection: traitCollection)
    for custom in provider(environment).prefix(max(limit, 0)) {
      content.items.append(
        PlacedCell(
          item: first + content.items.count,
          frame: custom.frame.offsetBy(dx: inner.minX, dy: inner.minY), zIndex: custom.zIndex))
    }
    return content
  }

  /// Adds an item's or group's supplementary items, anchored to `frame`; a group's name its
  /// first item.
  private func addSupplementaries(
    of item: NSCollectionLayoutItem, frame: CGRect, item index: Int? = nil,
    to content: inout PlacedGroupContent
  ) {
    guard let index = index ?? content.items.first?.item else { return }
    for supplementary in item.supplementaryItems {
      var placed = supplementary.frame(in: frame)
      let size = supplementary.layoutSize
      if let preferred = measured(supplementary.elementKind, index) {
        if size.widthDimension.selfSizes { placed.size.width = preferred.width }
        if size.heightDimension.selfSizes { placed.size.height = preferred.height }
      }
      content.supplementaries.append(
        PlacedSupplementary(
          kind: supplementary.elementKind, item: index, frame: placed,
          zIndex: supplementary.zIndex,
          selfSizes: size.widthDimension.selfSizes || size.heightDimension.selfSizes))
    }
  }
}
