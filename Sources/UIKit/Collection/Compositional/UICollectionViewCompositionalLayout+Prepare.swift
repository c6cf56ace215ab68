import Foundation

extension UICollectionViewCompositionalLayout {
  /// The edges a content insets reference measures from, in the collection view's bounds, left
  /// to right as the layout is computed (swapped in right-to-left, which the layout mirrors).
  func referenceInsets(
    _ reference: UIContentInsetsReference, in collectionView: UICollectionView, mirrored: Bool
  ) -> UIEdgeInsets {
    var resolved = reference
    if resolved == .automatic { resolved = storedConfigurationReference }
    var insets: UIEdgeInsets
    switch resolved {
    case .none: insets = collectionView.adjustedContentInset
    case .automatic, .safeArea: insets = collectionView.safeAreaInsets
    case .layoutMargins: insets = collectionView.effectiveLayoutMargins
    case .readableContent:
      let bounds = collectionView.bounds
      let readable = collectionView.readableContentFrame
      insets = UIEdgeInsets(
        top: collectionView.effectiveLayoutMargins.top, left: readable.minX - bounds.minX,
        bottom: collectionView.effectiveLayoutMargins.bottom, right: bounds.maxX - readable.maxX)
    }
    if mirrored { swap(&insets.left, &insets.right) }
    return insets
  }

  private var storedConfigurationReference: UIContentInsetsReference {
    let reference = configuration.contentInsetsReference
    return reference == .automatic ? .safeArea : reference
  }

  /// A section's insets in content coordinates: its content insets counted from the
  /// reference's edges, never less than the collection view's adjusted content inset (as for
  /// the flow layout's `sectionInsetReference`).
  func effectiveInsets(
    _ insets: NSDirectionalEdgeInsets, reference: UIContentInsetsReference,
    in collectionView: UICollectionView, mirrored: Bool
  ) -> NSDirectionalEdgeInsets {
    var adjusted = collectionView.adjustedContentInset
    if mirrored { swap(&adjusted.left, &adjusted.right) }
    let from = referenceInsets(reference, in: collectionView, mirrored: mirrored)
    return NSDirectionalEdgeInsets(
      top: max(adjusted.top, from.top + insets.top) - adjusted.top,
      leading: max(adjusted.left, from.left + insets.leading) - adjusted.left,
      bottom: max(adjusted.bottom, from.bottom + insets.bottom) - adjusted.bottom,
      trailing: max(adjusted.right, from.right + insets.trailing) - adjusted.right)
  }

  /// Lays every section out along the scrolling axis, then mirrors in right-to-left.
  func computeLayout() {
    sections = []
    globalBoundaries = []
    contentSize = .zero
    isMirrored = false
    guard let collectionView else { return }
    let axis = scrollAxis
    let adjusted = collectionView.adjustedContentInset
    let bounds = collectionView.bounds
    let content = CGSize(
      width: max(bounds.width - adjusted.left - adjusted.right, 0),
      height: max(bounds.height - adjusted.top - adjusted.bottom, 0))
    let mirrored =
      flipsHorizontallyInOppositeLayoutDirection
      && collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft
    let environment = CollectionLayoutEnvironment(
      container: CollectionLayoutContainer(
        contentSize: bounds.size,
        contentInsets: NSDirectionalEdgeInsets(
          top: adjusted.top, leading: mirrored ? adjusted.right : adjusted.left,
          bottom: adjusted.bottom, trailing: mirrored ? adjusted.left : adjusted.right)),
      traitCollection: collectionView.traitCollection)
    self.environment = environment
    let thickness = axis.thickness(content)
    var position: CGFloat = 0
    let global = configuration.boundarySupplementaryItems
    let wholeCross = LayoutAxis.Band(start: 0, thickness: thickness)
    for item in global where item.alignment.isAtStart(of: axis) {
      position += placeBoundary(
        item, section: 0, at: position, band: wholeCross, container: content,
        into: &globalBoundaries)
    }
    let spacing = configuration.interSectionSpacing
    for index in 0..<collectionView.numberOfSections {
      if index > 0 { position += spacing }
      let count = collectionView.numberOfItems(inSection: index)
      guard let section = provider(index, environment) else {
        sections.append(CompositionalSectionLayout(index: index, section: emptySection))
        continue
      }
      var laidOut = layoutSection(
        section, index: index, count: count, at: position, container: content,
        in: collectionView, mirrored: mirrored)
      laidOut.frame = axis.rect(
        along: position, across: 0, length: axis.end(laidOut.frame) - position,
        thickness: thickness)
      position = axis.end(laidOut.frame)
      sections.append(laidOut)
    }
    for item in global where !item.alignment.isAtStart(of: axis) {
      position += placeBoundary(
        item, section: 0, at: position, band: wholeCross, container: content,
        into: &globalBoundaries)
    }
    contentSize = axis.size(length: position, thickness: thickness)
    roundFramesToPixels(scale: collectionView.layoutScale)
    if mirrored {
      isMirrored = true
      mirror(width: contentSize.width)
    }
  }

  private var emptySection: NSCollectionLayoutSection {
    NSCollectionLayoutSection(
      group: .horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .absolute(0), heightDimension: .absolute(0)),
        subitems: []))
  }

  /// Places a boundary supplementary item at `position` along the scrolling axis, across
  /// `band`; returns the length it takes (none when it does not extend the boundary).
  func placeBoundary(
    _ item: NSCollectionLayoutBoundarySupplementaryItem, section: Int, at position: CGFloat,
    band: LayoutAxis.Band, container: CGSize,
    into boundaries: inout [CompositionalSectionLayout.Boundary], end: Bool = false
  ) -> CGFloat {
    let axis = scrollAxis
    let path = IndexPath(item: 0, section: section)
    let bandSize = axis.size(length: axis.length(container), thickness: band.thickness)
    var size = item.layoutSize.resolved(in: bandSize)
    if let preferred = measuredSizes[CollectionElementKey(kind: item.elementKind, indexPath: path)]
    {
      if item.layoutSize.widthDimension.selfSizes { size.width = preferred.width }
      if item.layoutSize.heightDimension.selfSizes { size.height = preferred.height }
    }
    let length = axis.length(size)
    // Across the axis the alignment's edges place it in the band.
    let slot = axis.rect(
      along: end ? position - length : position, across: band.start, length: length,
      thickness: band.thickness)
    var frame = NSCollectionLayoutAnchor(edges: item.alignment.edges.across(axis)).frame(
      of: size, in: slot)
    frame = frame.offsetBy(dx: item.offset.x, dy: item.offset.y)
    let attributes = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: item.elementKind, with: path)
    attributes.frame = frame
    attributes.zIndex = item.zIndex
    boundaries.append(.init(attributes: attributes, item: item))
    return item.extendsBoundary ? length : 0
  }
}

extension LayoutAxis {
  /// A stretch across an axis: where it starts and how thick it is.
  struct Band {
    var start: CGFloat
    var thickness: CGFloat
  }
}

extension NSRectAlignment {
  /// Whether the alignment puts the item before the content along a scrolling axis: the top
  /// ones for vertical scrolling, the leading ones for horizontal (Bezel places the others at
  /// the start as well, except the bottom and trailing ones).
  func isAtStart(of axis: LayoutAxis) -> Bool {
    axis.isHorizontal
      ? ![.trailing, .topTrailing, .bottomTrailing].contains(self)
      : ![.bottom, .bottomLeading, .bottomTrailing].contains(self)
  }
}

extension NSDirectionalRectEdge {
  /// The edges across an axis, which place an item in a band along it.
  func across(_ axis: LayoutAxis) -> NSDirectionalRectEdge {
    axis.isHorizontal ? intersection([.top, .bottom]) : intersection([.leading, .trailing])
  }
}
