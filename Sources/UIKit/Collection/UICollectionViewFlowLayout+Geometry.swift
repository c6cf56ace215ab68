import Foundation

extension UICollectionViewFlowLayout {
  /// A section's insets in content coordinates for the current reference (Apple,
  /// UICollectionViewFlowLayout.sectionInsetReference): measured
  /// from the content inset, the safe area or the layout margins, and never less than the
  /// collection view's content inset ("if … the adjusted content inset is greater than the
  /// combination of the safe area and section insets, then the section's content is aligned
  /// with the content inset instead").
  func effectiveInset(_ inset: UIEdgeInsets, in collectionView: UICollectionView) -> UIEdgeInsets {
    let adjusted = collectionView.adjustedContentInset
    let reference: UIEdgeInsets
    switch sectionInsetReference {
    case .fromContentInset: reference = adjusted
    case .fromSafeArea: reference = collectionView.safeAreaInsets
    case .fromLayoutMargins: reference = collectionView.layoutMargins
    }
    return UIEdgeInsets(
      top: max(adjusted.top, reference.top + inset.top) - adjusted.top,
      left: max(adjusted.left, reference.left + inset.left) - adjusted.left,
      bottom: max(adjusted.bottom, reference.bottom + inset.bottom) - adjusted.bottom,
      right: max(adjusted.right, reference.right + inset.right) - adjusted.right)
  }

  /// Lays every section out: header, lines of items, footer, along the scrolling axis.
  ///
  /// Lines fill greedily with at least `minimumInteritemSpacing` between items; a line of
  /// several items spreads them to both ends, a line of one item centres it, and items are
  /// centred across their line (UIKit's flow layout behaviour as commonly observed; Bezel's
  /// model). In right-to-left the layout mirrors.
  func computeLayout() {
    itemAttributes = []
    headerAttributes = []
    footerAttributes = []
    contentSize = .zero
    lineExtentSlack = 0
    isMirrored = false
    guard let collectionView else { return }
    let vertical = scrollDirection == .vertical
    let bounds = collectionView.bounds
    let adjusted = collectionView.adjustedContentInset
    let crossExtent = max(
      vertical
        ? bounds.width - adjusted.left - adjusted.right
        : bounds.height - adjusted.top - adjusted.bottom, 0)
    let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
    var position: CGFloat = 0
    for section in 0..<collectionView.numberOfSections {
      let rawInset =
        delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section)
        ?? sectionInset
      let inset = effectiveInset(rawInset, in: collectionView)
      let lineSpacing =
        delegate?.collectionView(
          collectionView, layout: self, minimumLineSpacingForSectionAt: section)
        ?? minimumLineSpacing
      let interitemSpacing =
        delegate?.collectionView(
          collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
        ?? minimumInteritemSpacing
      let headerSize =
        delegate?.collectionView(
          collectionView, layout: self, referenceSizeForHeaderInSection: section)
        ?? headerReferenceSize
      let footerSize =
        delegate?.collectionView(
          collectionView, layout: self, referenceSizeForFooterInSection: section)
        ?? footerReferenceSize
      let sectionPath = IndexPath(item: 0, section: section)

      func supplementary(_ kind: String, _ size: CGSize) -> UICollectionViewLayoutAttributes? {
        let extent = vertical ? size.height : size.width
        guard extent > 0 else { return nil }
        let attributes = UICollectionViewLayoutAttributes(
          forSupplementaryViewOfKind: kind, with: sectionPath)
        attributes.frame =
          vertical
          ? CGRect(x: 0, y: position, width: crossExtent, height: extent)
          : CGRect(x: position, y: 0, width: extent, height: crossExtent)
        position += extent
        return attributes
      }

      headerAttributes.append(supplementary(UICollectionView.elementKindSectionHeader, headerSize))
      position += vertical ? inset.top : inset.left
      let crossStart = vertical ? inset.left : inset.top
      let available = max(crossExtent - crossStart - (vertical ? inset.right : inset.bottom), 0)
      let count = collectionView.numberOfItems(inSection: section)
      var sizes: [CGSize] = []
      sizes.reserveCapacity(count)
      for item in 0..<count {
        let indexPath = IndexPath(item: item, section: section)
        sizes.append(size(ofItemAt: indexPath, in: collectionView, delegate: delegate))
      }
      var attributes: [UICollectionViewLayoutAttributes] = []
      attributes.reserveCapacity(count)
      var lineStart = 0
      var isFirstLine = true
      while lineStart < count {
        // Fill a line.
        var lineEnd = lineStart
        var used: CGFloat = 0
        while lineEnd < count {
          let cross = vertical ? sizes[lineEnd].width : sizes[lineEnd].height
          let needed = used + (lineEnd > lineStart ? interitemSpacing : 0) + cross
          if lineEnd > lineStart, needed > available + 0.0001 { break }
          used = needed
          lineEnd += 1
        }
        if !isFirstLine { position += lineSpacing }
        isFirstLine = false
        let lineItems = lineStart..<lineEnd
        let thickness = lineItems.map { vertical ? sizes[$0].height : sizes[$0].width }.max() ?? 0
        lineExtentSlack = max(lineExtentSlack, thickness)
        let crossSizes = lineItems.map { vertical ? sizes[$0].width : sizes[$0].height }
        let total = crossSizes.reduce(0, +)
        var cross: CGFloat
        var gap = interitemSpacing
        if lineItems.count == 1 {
          cross = crossStart + (available - total) / 2
        } else {
          cross = crossStart
          gap = max((available - total) / CGFloat(lineItems.count - 1), interitemSpacing)
        }
        for item in lineItems {
          let size = sizes[item]
          let along = vertical ? size.height : size.width
          let itemAttributes = UICollectionViewLayoutAttributes(
            forCellWith: IndexPath(item: item, section: section))
          let offset = position + (thickness - along) / 2
          itemAttributes.frame =
            vertical
            ? CGRect(x: cross, y: offset, width: size.width, height: size.height)
            : CGRect(x: offset, y: cross, width: size.width, height: size.height)
          attributes.append(itemAttributes)
          cross += (vertical ? size.width : size.height) + gap
        }
        position += thickness
        lineStart = lineEnd
      }
      position += vertical ? inset.bottom : inset.right
      itemAttributes.append(attributes)
      footerAttributes.append(supplementary(UICollectionView.elementKindSectionFooter, footerSize))
    }
    contentSize =
      vertical
      ? CGSize(width: crossExtent, height: position)
      : CGSize(width: position, height: crossExtent)
    if flipsHorizontallyInOppositeLayoutDirection,
      collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft
    {
      isMirrored = true
      let width = contentSize.width
      let all =
        itemAttributes.joined() + headerAttributes.compactMap { $0 }
        + footerAttributes.compactMap { $0 }
      for attributes in all {
        attributes.frame.origin.x = width - attributes.frame.maxX
      }
    }
  }

  /// An item's size: the delegate's, the fixed `itemSize`, or with `estimatedItemSize` set the
  /// size its cell prefers.
  private func size(
    ofItemAt indexPath: IndexPath, in collectionView: UICollectionView,
    delegate: UICollectionViewDelegateFlowLayout?
  ) -> CGSize {
    if estimatedItemSize != .zero {
      if let measured = measuredSizes[indexPath] { return measured }
      let estimate = estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize
      let measured = collectionView.preferredSize(ofItemAt: indexPath, estimate: estimate)
      measuredSizes[indexPath] = measured
      return measured
    }
    return delegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath)
      ?? itemSize
  }
}
