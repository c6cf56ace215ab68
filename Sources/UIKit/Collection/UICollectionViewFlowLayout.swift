import Foundation

/// A layout of items in lines that wrap, with optional headers and footers per section.
@MainActor @preconcurrency
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// What section insets are measured from (UICollectionViewFlowLayout.h raw values).
  public enum SectionInsetReference: Int, Sendable {
    case fromContentInset = 0
    case fromSafeArea = 1
    case fromLayoutMargins = 2
  }

  /// The estimated size that asks each cell for its own size: UIKit's
  /// `UICollectionViewFlowLayoutAutomaticSize`, the largest finite size.
  public static let automaticSize = CGSize(
    width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

  /// The item size when the delegate gives none (default 50 × 50).
  open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
  /// Non-zero to size items from their cells, starting from this estimate.
  open var estimatedItemSize = CGSize.zero { didSet { invalidateLayout() } }
  /// The least space between lines (default 10).
  open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  /// The least space between items of a line (default 10).
  open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  /// Space around each section's items (default zero).
  open var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }
  /// What the section insets count from (default `.fromContentInset`; Apple,
  /// UICollectionViewFlowLayout.sectionInsetReference).
  open var sectionInsetReference = SectionInsetReference.fromContentInset {
    didSet { invalidateLayout() }
  }
  open var scrollDirection = UICollectionView.ScrollDirection.vertical {
    didSet { invalidateLayout() }
  }
  /// The header's height (vertical) or width (horizontal); zero for none.
  open var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
  /// The footer's height (vertical) or width (horizontal); zero for none.
  open var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }

  var itemAttributes: [[UICollectionViewLayoutAttributes]] = []
  var headerAttributes: [UICollectionViewLayoutAttributes?] = []
  var footerAttributes: [UICollectionViewLayoutAttributes?] = []
  var contentSize = CGSize.zero
  /// Sizes the cells asked for, by index path, while `estimatedItemSize` is set.
  var measuredSizes: [IndexPath: CGSize] = [:]
  /// Whether the last layout mirrored for right-to-left.
  var isMirrored = false

  open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

  open override var collectionViewContentSize: CGSize {
    prepareIfNeeded()
    return contentSize
  }

  open override func invalidateLayout() {
    super.invalidateLayout()
  }

  /// Forgets the sizes measured from the cells when the data source's counts are stale (the
  /// collection view's `reloadData()`), then invalidates.
  open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    if context.invalidateDataSourceCounts { measuredSizes = [:] }
    super.invalidateLayout(with: context)
  }

  open override class var invalidationContextClass: AnyClass {
    UICollectionViewFlowLayoutInvalidationContext.self
  }

  /// The flow layout measures its cells while it prepares, with `estimatedItemSize` set (Bezel's
  /// model: every item is measured at once, so the content size is exact from the start).
  override var asksViewsForPreferredAttributes: Bool { false }

  open override func prepare() {
    super.prepare()
    computeLayout()
  }

  open override func layoutAttributesForElements(
    in rect: CGRect
  ) -> [UICollectionViewLayoutAttributes]? {
    prepareIfNeeded()
    var result: [UICollectionViewLayoutAttributes] = []
    for section in itemAttributes.indices {
      if let header = headerAttributes[section], header.frame.intersects(rect) {
        result.append(header)
      }
      result.append(contentsOf: itemsIntersecting(rect, inSection: section))
      if let footer = footerAttributes[section], footer.frame.intersects(rect) {
        result.append(footer)
      }
    }
    return result
  }

  open override func layoutAttributesForItem(
    at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    prepareIfNeeded()
    guard itemAttributes.indices.contains(indexPath.section),
      itemAttributes[indexPath.section].indices.contains(indexPath.item)
    else { return nil }
    return itemAttributes[indexPath.section][indexPath.item]
  }

  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    prepareIfNeeded()
    guard headerAttributes.indices.contains(indexPath.section) else { return nil }
    switch elementKind {
    case UICollectionView.elementKindSectionHeader: return headerAttributes[indexPath.section]
    case UICollectionView.elementKindSectionFooter: return footerAttributes[indexPath.section]
    default: return nil
    }
  }

  /// A new layout for a new size, and for a change of the insets that depend on the bounds'
  /// position only when the size changes.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    super.shouldInvalidateLayout(forBoundsChange: newBounds)
  }

  /// The items of a section that intersect a rectangle: items are in scrolling order, so a
  /// binary search finds the first line that can intersect.
  private func itemsIntersecting(
    _ rect: CGRect, inSection section: Int
  ) -> [UICollectionViewLayoutAttributes] {
    let items = itemAttributes[section]
    let vertical = scrollDirection == .vertical
    // Mirrored horizontal lines run right to left: no order to search.
    if !vertical, isMirrored { return items.filter { $0.frame.intersects(rect) } }
    let start = vertical ? rect.minY : rect.minX
    let end = vertical ? rect.maxY : rect.maxX
    // Lines end in scrolling order; find the first item whose line can reach `start`.
    var low = 0
    var high = items.count
    while low < high {
      let middle = (low + high) / 2
      let frame = items[middle].frame
      if (vertical ? frame.maxY : frame.maxX) + lineExtentSlack <= start {
        low = middle + 1
      } else {
        high = middle
      }
    }
    var result: [UICollectionViewLayoutAttributes] = []
    var index = low
    while index < items.count {
      let frame = items[index].frame
      if (vertical ? frame.minY : frame.minX) - lineExtentSlack >= end { break }
      if frame.intersects(rect) { result.append(items[index]) }
      index += 1
    }
    return result
  }

  /// The most an item of a line can differ from its line's extent, which keeps the binary
  /// search above safe with items of different sizes in a line.
  var lineExtentSlack: CGFloat = 0
}
