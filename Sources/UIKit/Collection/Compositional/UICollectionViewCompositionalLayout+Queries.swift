import Foundation

extension CompositionalSectionLayout {
  /// Attributes of an item in content coordinates: an orthogonal section's items as placed in
  /// its band before it scrolls.
  func contentAttributes(
    _ attributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    guard let band else { return attributes }
    let copy = attributes.copyAttributes()
    copy.frame = attributes.frame.offsetBy(dx: band.minX, dy: band.minY)
    return copy
  }
}

extension UICollectionViewCompositionalLayout {
  /// The elements that intersect `rect`: each section's are found by a binary search on its
  /// groups, so that a query costs what the elements found cost.
  func attributes(
    in rect: CGRect, includingOrthogonalItems: Bool
  ) -> [UICollectionViewLayoutAttributes] {
    var result: [UICollectionViewLayoutAttributes] = []
    let whole = CGRect(origin: .zero, size: contentSize)
    for boundary in globalBoundaries {
      let attributes = pinned(boundary, within: whole)
      if attributes.frame.overlaps(rect) { result.append(attributes) }
    }
    for section in sections where section.frame.overlaps(rect) {
      for decoration in section.decorations where decoration.frame.overlaps(rect) {
        result.append(decoration)
      }
      for boundary in section.boundaries {
        let attributes = pinned(boundary, within: section.frame)
        if attributes.frame.overlaps(rect) { result.append(attributes) }
      }
      if let band = section.band {
        guard includingOrthogonalItems, band.overlaps(rect) else { continue }
        let local = rect.offsetBy(dx: -band.minX, dy: -band.minY)
        result += section.elements(in: local, along: scrollAxis.cross).map(
          section.contentAttributes)
      } else {
        result += visible(section.elements(in: rect, along: scrollAxis), of: section)
      }
    }
    return result
  }

  /// A boundary item where pinning puts it for the collection view's bounds: inside the visible
  /// area (less the adjusted content inset) while its container is in it, never outside its
  /// container.
  func pinned(
    _ boundary: CompositionalSectionLayout.Boundary, within container: CGRect
  ) -> UICollectionViewLayoutAttributes {
    guard boundary.item.pinToVisibleBounds, let collectionView else { return boundary.attributes }
    let axis = scrollAxis
    let inset = collectionView.adjustedContentInset
    let offset = collectionView.contentOffset
    let visibleStart = axis.isHorizontal ? offset.x + inset.left : offset.y + inset.top
    let visibleEnd =
      axis.isHorizontal
      ? offset.x + collectionView.bounds.width - inset.right
      : offset.y + collectionView.bounds.height - inset.bottom
    let frame = boundary.attributes.frame
    let length = axis.length(frame.size)
    var start = axis.start(frame)
    if boundary.item.alignment.isAtStart(of: axis) {
      start = min(max(start, visibleStart), axis.end(container) - length)
    } else {
      start = max(min(start, visibleEnd - length), axis.start(container))
    }
    guard start != axis.start(frame) else { return boundary.attributes }
    let copy = boundary.attributes.copyAttributes()
    copy.frame = axis.moved(frame, by: start - axis.start(frame))
    return copy
  }

  /// The section's visible items, through its `visibleItemsInvalidationHandler` when it has
  /// one: the handler changes copies, which are what the collection view shows.
  func visible(
    _ elements: [UICollectionViewLayoutAttributes], of section: CompositionalSectionLayout,
    offset: CGPoint? = nil
  ) -> [UICollectionViewLayoutAttributes] {
    guard let handler = section.section.visibleItemsInvalidationHandler, let environment
    else { return elements }
    let items = elements.map { CollectionLayoutVisibleItem($0.copyAttributes()) }
    handler(items, offset ?? collectionView?.contentOffset ?? .zero, environment)
    return items.map(\.attributes)
  }
}
