import Foundation

extension UICollectionViewCompositionalLayout {
  /// Lays a section out from `position` along the scrolling axis: its leading boundary items,
  /// its insets, its groups (along the scrolling axis, or across it in a band of their own
  /// when the section scrolls orthogonally), its trailing boundary items and its backgrounds.
  func layoutSection(
    _ section: NSCollectionLayoutSection, index: Int, count: Int, at position: CGFloat,
    container: CGSize, in collectionView: UICollectionView, mirrored: Bool
  ) -> CompositionalSectionLayout {
    let axis = scrollAxis
    var result = CompositionalSectionLayout(index: index, section: section)
    let insets = effectiveInsets(
      section.contentInsets, reference: section.contentInsetsReference, in: collectionView,
      mirrored: mirrored)
    let thickness = axis.thickness(container)
    let crossStart = axis.cross.startInset(insets)
    let crossEnd = axis.cross.endInset(insets)
    let contentBand = LayoutAxis.Band(
      start: crossStart, thickness: max(thickness - crossStart - crossEnd, 0))
    let supplementaryBand: LayoutAxis.Band
    if section.supplementariesFollowContentInsets {
      supplementaryBand = contentBand
    } else {
      let reference = effectiveInsets(
        .zero, reference: section.supplementaryContentInsetsReference, in: collectionView,
        mirrored: mirrored)
      let start = axis.cross.startInset(reference)
      supplementaryBand = .init(
        start: start, thickness: max(thickness - start - axis.cross.endInset(reference), 0))
    }
    var cursor = position + section.listHeaderTopPadding
    for item in section.boundarySupplementaryItems where item.alignment.isAtStart(of: axis) {
      cursor += placeBoundary(
        item, section: index, at: cursor, band: supplementaryBand, container: container,
        into: &result.boundaries)
    }
    cursor += axis.startInset(insets)
    // Groups size against the section's content area.
    let area = axis.size(
      length: max(axis.length(container) - axis.startInset(insets) - axis.endInset(insets), 0),
      thickness: contentBand.thickness)
    let groupLayout = CompositionalGroupLayout(
      section: index,
      measured: { [measuredSizes] kind, item in
        measuredSizes[
          CollectionElementKey(kind: kind, indexPath: IndexPath(item: item, section: index))]
      },
      traitCollection: collectionView.traitCollection)
    let orthogonal = section.orthogonalScrollingBehavior != .none
    // Along the groups' own axis: the scrolling axis, or across it in an orthogonal band.
    let groupAxis = orthogonal ? axis.cross : axis
    var groupCursor: CGFloat = orthogonal ? crossStart : cursor
    let groupCross: CGFloat = orthogonal ? 0 : contentBand.start
    var bandThickness: CGFloat = 0
    var placed = 0
    while placed < count {
      let slot = section.group.layoutSize.resolved(in: area)
      let content = groupLayout.place(
        section.group, slot: slot, first: placed, limit: count - placed)
      guard !content.items.isEmpty else { break }
      if !result.groups.isEmpty { groupCursor += section.interGroupSpacing }
      let origin = groupAxis.rect(along: groupCursor, across: groupCross, length: 0, thickness: 0)
        .origin
      let itemStart = result.items.count
      let supplementaryStart = result.supplementaries.count
      for cell in content.items {
        let attributes = UICollectionViewLayoutAttributes(
          forCellWith: IndexPath(item: cell.item, section: index))
        attributes.frame = cell.frame.offsetBy(dx: origin.x, dy: origin.y)
        attributes.zIndex = cell.zIndex
        result.items.append(attributes)
      }
      for supplementary in content.supplementaries {
        let attributes = UICollectionViewLayoutAttributes(
          forSupplementaryViewOfKind: supplementary.kind,
          with: IndexPath(item: supplementary.item, section: index))
        attributes.frame = supplementary.frame.offsetBy(dx: origin.x, dy: origin.y)
        attributes.zIndex = supplementary.zIndex
        result.supplementaries.append(attributes)
      }
      result.groups.append(
        .init(
          frame: CGRect(origin: origin, size: content.size),
          items: itemStart..<result.items.count,
          supplementaries: supplementaryStart..<result.supplementaries.count))
      groupCursor += groupAxis.length(content.size)
      bandThickness = max(bandThickness, groupAxis.thickness(content.size))
      placed += content.items.count
    }
    if orthogonal {
      // The band spans the container across the scrolling axis; its content runs from the
      // leading inset to the last group and the trailing inset.
      result.band = axis.rect(along: cursor, across: 0, length: bandThickness, thickness: thickness)
      result.bandContentSize = axis.size(
        length: bandThickness, thickness: max(groupCursor + crossEnd, thickness))
      cursor += bandThickness
    } else {
      cursor = result.groups.isEmpty ? cursor : groupCursor
    }
    cursor += axis.endInset(insets)
    for item in section.boundarySupplementaryItems where !item.alignment.isAtStart(of: axis) {
      cursor += placeBoundary(
        item, section: index, at: cursor, band: supplementaryBand, container: container,
        into: &result.boundaries)
    }
    result.frame = axis.rect(
      along: position, across: 0, length: cursor - position, thickness: thickness)
    for decoration in section.decorationItems {
      let attributes = UICollectionViewLayoutAttributes(
        forDecorationViewOfKind: decoration.elementKind, with: IndexPath(item: 0, section: index))
      attributes.frame = result.frame.inset(
        by: decoration.contentInsets, horizontally: true, vertically: true)
      attributes.zIndex = decoration.zIndex - 1
      result.decorations.append(attributes)
    }
    styleList(&result)
    return result
  }

  /// Mirrors every frame across the content's width for right-to-left; an orthogonal section's
  /// items mirror across its band's content, which then starts scrolled to its end.
  func mirror(width: CGFloat) {
    func flip(_ attributes: UICollectionViewLayoutAttributes, in width: CGFloat) {
      attributes.frame.origin.x = width - attributes.frame.maxX
    }
    for boundary in globalBoundaries { flip(boundary.attributes, in: width) }
    for index in sections.indices {
      var section = sections[index]
      section.frame.origin.x = width - section.frame.maxX
      for boundary in section.boundaries { flip(boundary.attributes, in: width) }
      for decoration in section.decorations { flip(decoration, in: width) }
      let itemsWidth: CGFloat
      if var band = section.band {
        band.origin.x = width - band.maxX
        section.band = band
        itemsWidth = section.bandContentSize.width
      } else {
        itemsWidth = width
      }
      for item in section.items { flip(item, in: itemsWidth) }
      for item in section.supplementaries { flip(item, in: itemsWidth) }
      for group in section.groups.indices {
        section.groups[group].frame.origin.x = itemsWidth - section.groups[group].frame.maxX
      }
      // Groups stay in ascending order along the axis they are searched on.
      if section.isOrthogonal ? !scrollAxis.isHorizontal : scrollAxis.isHorizontal {
        section.groups.reverse()
      }
      sections[index] = section
    }
  }
}
