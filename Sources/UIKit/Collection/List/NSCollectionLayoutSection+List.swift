import Foundation

extension NSCollectionLayoutSection {
  /// A section laid out as a list of `configuration`: full-width rows that size from their
  /// cells (estimated 44 points tall), with the configuration's headers and footers as
  /// supplementary views of kind `UICollectionView.elementKindSectionHeader` and
  /// `elementKindSectionFooter`; an inset grouped section inset to the layout margins with
  /// rounded corners (WWDC 2020 session 10026, "Lists in UICollectionView").
  public class func list(
    using configuration: UICollectionLayoutListConfiguration,
    layoutEnvironment: NSCollectionLayoutEnvironment
  ) -> NSCollectionLayoutSection {
    typealias Metrics = ListSectionMetrics
    let rowSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1),
      heightDimension: .estimated(Metrics.estimatedRowHeight))
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: rowSize, subitems: [NSCollectionLayoutItem(layoutSize: rowSize)])
    let section = NSCollectionLayoutSection(group: group)
    let appearance = configuration.appearance
    let grouped = Metrics.isGrouped(appearance)
    if configuration.headerMode == .supplementary {
      let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1),
          heightDimension: .estimated(Metrics.estimatedHeaderHeight)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
      // Plain lists keep the header of the section in view at the top (WWDC 2020 session
      // 10026: plain lists have sticky headers, as plain tables do).
      header.pinToVisibleBounds = appearance == .plain
      section.boundarySupplementaryItems.append(header)
    }
    if configuration.footerMode == .supplementary {
      section.boundarySupplementaryItems.append(
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1),
            heightDimension: .estimated(Metrics.estimatedHeaderHeight)),
          elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
    }
    if grouped {
      // Without a header or footer a grouped section keeps the grouped spacing on that side.
      section.contentInsets.top =
        configuration.headerMode == .none ? Metrics.groupedSectionSpacing : 0
      section.contentInsets.bottom =
        configuration.footerMode == .none ? Metrics.groupedSectionSpacing : 0
    }
    if appearance == .insetGrouped {
      section.contentInsetsReference = .layoutMargins
    }
    section.listConfiguration = configuration
    return section
  }
}

extension UICollectionViewCompositionalLayout {
  /// A layout whose every section is a list of `configuration`; it gives the collection view
  /// the configuration's background colour.
  public class func list(
    using configuration: UICollectionLayoutListConfiguration
  ) -> UICollectionViewCompositionalLayout {
    ListCompositionalLayout(configuration: configuration)
  }

  /// The list configuration of the section at `index`, when it is a list.
  func listConfiguration(ofSection index: Int) -> UICollectionLayoutListConfiguration? {
    prepareIfNeeded()
    return sections.indices.contains(index) ? sections[index].section.listConfiguration : nil
  }

  /// Marks a laid-out list section's rows with its appearance and, for an inset grouped
  /// section, the rounded corners of its first and last rows.
  func styleList(_ layout: inout CompositionalSectionLayout) {
    guard let configuration = layout.section.listConfiguration else { return }
    let appearance = configuration.appearance
    let rows = configuration.headerMode == .firstItemInSection ? layout.items.dropFirst() : []
    let rounded = appearance == .insetGrouped ? (rows.isEmpty ? layout.items[...] : rows) : []
    for (offset, attributes) in layout.items.enumerated() {
      attributes.listAppearance = appearance
      attributes.listCorners = []
      guard rounded.indices.contains(offset) else { continue }
      if offset == rounded.startIndex {
        attributes.listCorners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner])
      }
      if offset == rounded.endIndex - 1 {
        attributes.listCorners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
      }
    }
    for boundary in layout.boundaries { boundary.attributes.listAppearance = appearance }
    assignListSeparators(&layout, configuration: configuration)
  }
}

/// A compositional layout of list sections only (`UICollectionViewCompositionalLayout.list`).
@MainActor
final class ListCompositionalLayout: UICollectionViewCompositionalLayout {
  let listConfiguration: UICollectionLayoutListConfiguration

  init(configuration: UICollectionLayoutListConfiguration) {
    listConfiguration = configuration
    super.init(
      sectionProvider: { _, environment in
        .list(using: configuration, layoutEnvironment: environment)
      },
      configuration: UICollectionViewCompositionalLayoutConfiguration())
  }

  required init?(coder: NSCoder) { nil }

  /// The list's background colour goes to the collection view (UIKit's list layout paints
  /// the collection view's background: `backgroundColor`'s documentation).
  override func prepare() {
    let color =
      listConfiguration.backgroundColor
      ?? ListSectionMetrics.backgroundColor(listConfiguration.appearance)
    if let collectionView, collectionView.backgroundColor != color {
      collectionView.backgroundColor = color
    }
    super.prepare()
  }
}

/// The geometry of list sections.
///
/// Bezel's model where Apple publishes no value: rows are estimated at 44 points (the
/// table's default row height, UITableView.h) and take their cells' fitting height; headers
/// and footers are estimated at 44 points likewise; a grouped or inset grouped section without
/// a header or footer keeps 18 points on that side, as Bezel's grouped table does
/// (`UITableView.resolvedSectionHeight`); inset grouped rows round their section's outer
/// corners with a 10-point radius, the radius iOS 13–17 inset grouped tables show.
///
/// A list section's cells are at least 44 points tall, however little their content needs (one
/// body line between the cell's 11-point margins needs 42⅓ at the default text size). Apple
/// publishes no minimum for list cells, and no public recording of one was found; 44 is the default row height of UIKit's lists (a
/// `UITableViewCell` is 44 tall by default, UITableView.h) and the smallest tappable height
/// Apple's Human Interface Guidelines give (44 × 44 points); collection view lists look like
/// tables (WWDC 2020 session 10026, "Lists in UICollectionView"). Bezel's model: the minimum
/// stays 44 at every text size (larger text outgrows it anyway), and
/// holds for every cell a list section places, a header in the first item included, but not
/// for supplementary headers and footers, which are as tall as their content.
enum ListSectionMetrics {
  static let estimatedRowHeight: CGFloat = 44
  static let minimumRowHeight: CGFloat = 44
  static let estimatedHeaderHeight: CGFloat = 44
  static let groupedSectionSpacing: CGFloat = 18
  static let insetGroupedCornerRadius: CGFloat = 10

  static func isGrouped(_ appearance: UICollectionLayoutListConfiguration.Appearance) -> Bool {
    appearance == .grouped || appearance == .insetGrouped
  }

  /// The appearance's background: the system background for plain lists, the grouped
  /// background for grouped ones, the secondary background for sidebars (UIColor's semantic
  /// background colours, documented for these uses).
  @MainActor
  static func backgroundColor(
    _ appearance: UICollectionLayoutListConfiguration.Appearance
  ) -> UIColor {
    switch appearance {
    case .plain, .sidebarPlain: return .systemBackground
    case .grouped, .insetGrouped: return .systemGroupedBackground
    case .sidebar: return .secondarySystemBackground
    }
  }
}

extension NSCollectionLayoutSection {
  /// The space a list section keeps above its header: the configuration's `headerTopPadding`
  /// when it has a header; none for nil (Bezel's model of the system amount, as for the
  /// table's automatic `sectionHeaderTopPadding`).
  var listHeaderTopPadding: CGFloat {
    guard let configuration = listConfiguration, configuration.headerMode != .none,
      let padding = configuration.headerTopPadding
    else { return 0 }
    return max(padding, 0)
  }
}
