import Foundation

/// Returns the section at an index for an environment, or nil for an empty section.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
  @MainActor (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// A layout composed of sections of groups of items, each sized against its container
/// (UICollectionViewCompositionalLayout.h; WWDC 2019 session 215).
@MainActor @preconcurrency
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  let provider: UICollectionViewCompositionalLayoutSectionProvider
  private var storedConfiguration: UICollectionViewCompositionalLayoutConfiguration

  /// The layout's settings; setting them copies them and invalidates the layout.
  open var configuration: UICollectionViewCompositionalLayoutConfiguration {
    get {
      storedConfiguration.copy() as? UICollectionViewCompositionalLayoutConfiguration ?? .init()
    }
    set {
      storedConfiguration =
        newValue.copy() as? UICollectionViewCompositionalLayoutConfiguration ?? newValue
      invalidateLayout()
    }
  }

  /// The sections laid out, in order.
  var sections: [CompositionalSectionLayout] = []
  /// The layout's own headers and footers.
  var globalBoundaries: [CompositionalSectionLayout.Boundary] = []
  var contentSize = CGSize.zero
  /// The sizes self-sizing views preferred, by kind ("" for cells) and index path.
  var measuredSizes: [CollectionElementKey: CGSize] = [:]
  /// Whether the last layout mirrored for right-to-left.
  var isMirrored = false
  /// The environment of the last layout.
  var environment: CollectionLayoutEnvironment?

  public convenience init(section: NSCollectionLayoutSection) {
    self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
  }

  public init(
    section: NSCollectionLayoutSection,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    provider = { _, _ in section }
    storedConfiguration = configuration
    super.init()
  }

  public convenience init(
    sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider
  ) {
    self.init(
      sectionProvider: sectionProvider,
      configuration: UICollectionViewCompositionalLayoutConfiguration())
  }

  public init(
    sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    provider = sectionProvider
    storedConfiguration = configuration
    super.init()
  }

  public required init?(coder: NSCoder) {
    provider = { _, _ in nil }
    storedConfiguration = UICollectionViewCompositionalLayoutConfiguration()
    super.init(coder: coder)
  }

  var scrollAxis: LayoutAxis {
    storedConfiguration.scrollDirection == .horizontal ? .horizontal : .vertical
  }

  /// Compositional layouts mirror in right-to-left (Apple: they "automatically" adapt to the
  /// layout direction).
  open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

  open override var collectionViewContentSize: CGSize {
    prepareIfNeeded()
    return contentSize
  }

  open override func prepare() {
    super.prepare()
    computeLayout()
  }

  /// Forgets the preferred sizes when the data source's counts are stale, then invalidates.
  open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    if context.invalidateDataSourceCounts { measuredSizes = [:] }
    super.invalidateLayout(with: context)
  }

  open override func layoutAttributesForElements(
    in rect: CGRect
  ) -> [UICollectionViewLayoutAttributes]? {
    prepareIfNeeded()
    return attributes(in: rect, includingOrthogonalItems: true)
  }

  open override func layoutAttributesForItem(
    at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    prepareIfNeeded()
    guard sections.indices.contains(indexPath.section) else { return nil }
    let section = sections[indexPath.section]
    guard section.items.indices.contains(indexPath.item) else { return nil }
    return section.contentAttributes(section.items[indexPath.item])
  }

  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    prepareIfNeeded()
    if let global = globalBoundaries.first(where: {
      $0.item.elementKind == elementKind && $0.attributes.indexPath == indexPath
    }) {
      return pinned(global, within: CGRect(origin: .zero, size: contentSize))
    }
    guard sections.indices.contains(indexPath.section) else { return nil }
    let section = sections[indexPath.section]
    if let boundary = section.boundaries.first(where: { $0.item.elementKind == elementKind }) {
      return pinned(boundary, within: section.frame)
    }
    return section.supplementaries.first {
      $0.representedElementKind == elementKind && $0.indexPath == indexPath
    }.map(section.contentAttributes)
  }

  /// Self-sizing views whose preferred size differs along an estimated dimension change the
  /// layout (Apple: estimated dimensions size from the views' Auto Layout).
  open override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool {
    guard let size = layoutSize(of: originalAttributes) else { return false }
    // The layout rounds what it places to pixels: a preferred size compares rounded.
    let scale = collectionView?.layoutScale ?? 0
    let preferred =
      scale > 0
      ? CGSize(
        width: preferredAttributes.size.width.roundedToPixels(scale: scale),
        height: preferredAttributes.size.height.roundedToPixels(scale: scale))
      : preferredAttributes.size
    let original = originalAttributes.size
    return (size.widthDimension.selfSizes && abs(preferred.width - original.width) > 0.001)
      || (size.heightDimension.selfSizes && abs(preferred.height - original.height) > 0.001)
  }

  open override func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutInvalidationContext {
    let context = super.invalidationContext(
      forPreferredLayoutAttributes: preferredAttributes,
      withOriginalAttributes: originalAttributes)
    let key = CollectionViewElement(originalAttributes, order: 0).key
    measuredSizes[key] = preferredAttributes.size
    if key.kind.isEmpty {
      context.invalidateItems(at: [key.indexPath])
    } else {
      context.invalidateSupplementaryElements(ofKind: key.kind, at: [key.indexPath])
    }
    return context
  }

  /// Pinned headers move with the bounds: every change of the bounds asks for new attributes.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    super.shouldInvalidateLayout(forBoundsChange: newBounds)
  }

  /// The layout size that placed an element, for self-sizing.
  private func layoutSize(of attributes: UICollectionViewLayoutAttributes)
    -> NSCollectionLayoutSize?
  {
    let path = attributes.indexPath
    guard attributes.representedElementCategory != .decorationView else { return nil }
    guard let kind = attributes.representedElementKind,
      attributes.representedElementCategory == .supplementaryView
    else {
      guard sections.indices.contains(path.section) else { return nil }
      return sections[path.section].section.group.leaf(at: path.item)?.layoutSize
    }
    let boundaries =
      storedConfiguration.boundarySupplementaryItems
      + (sections.indices.contains(path.section)
        ? sections[path.section].section.boundarySupplementaryItems : [])
    if let boundary = boundaries.first(where: { $0.elementKind == kind }) {
      return boundary.layoutSize
    }
    guard sections.indices.contains(path.section) else { return nil }
    return sections[path.section].section.group.supplementary(ofKind: kind)?.layoutSize
  }
}

extension NSCollectionLayoutGroup {
  /// The leaf item that places the item at `index` of repeated groups, found by walking the
  /// group's declared items (a model that holds for groups whose leaves share their sizes'
  /// kinds, which self-sizing needs).
  func leaf(at index: Int) -> NSCollectionLayoutItem? {
    for subitem in subitems {
      if let group = subitem as? NSCollectionLayoutGroup {
        if let leaf = group.leaf(at: index) { return leaf }
      } else {
        return subitem
      }
    }
    return nil
  }

  /// The first supplementary item of `kind` of the group or its items.
  func supplementary(ofKind kind: String) -> NSCollectionLayoutSupplementaryItem? {
    if let own = supplementaryItems.first(where: { $0.elementKind == kind }) { return own }
    for subitem in subitems {
      if let group = subitem as? NSCollectionLayoutGroup,
        let found = group.supplementary(ofKind: kind)
      {
        return found
      }
      if let found = subitem.supplementaryItems.first(where: { $0.elementKind == kind }) {
        return found
      }
    }
    return nil
  }
}
