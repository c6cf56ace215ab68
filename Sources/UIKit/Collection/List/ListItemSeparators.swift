import Foundation

/// The separators a list section gives one of its items: the item's final configuration (the
/// section's, through `itemSeparatorHandler`) with automatic visibility resolved.
struct ListItemSeparators: Equatable {
  var configuration: UIListSeparatorConfiguration
  var showsTop: Bool
  var showsBottom: Bool
}

extension UICollectionViewCompositionalLayout {
  /// Gives each row of a list section its separators, asking the configuration's
  /// `itemSeparatorHandler` once per item with the section's separator configuration (Apple:
  /// "the list section treats the configuration that returns from this closure as the final
  /// separator configuration for the item").
  ///
  /// Automatic visibility is Bezel's model: Apple documents only that with `.automatic` "the
  /// collection view list section automatically determines the visibility of the separator"
  /// (UIListSeparatorConfiguration.Visibility), not which it shows. The model follows what
  /// tables draw, which lists imitate (WWDC 2020 session 10026): a row has no top separator; it
  /// has a bottom one, except the last row of a grouped or inset grouped section (whose
  /// section ends in its own edge, as in grouped tables) and every row of a sidebar, whose rows
  /// have none. `showsSeparators` false shows none at all (Apple: the separator configuration
  /// only takes effect if `showsSeparators` is true).
  func assignListSeparators(
    _ layout: inout CompositionalSectionLayout,
    configuration: UICollectionLayoutListConfiguration
  ) {
    let appearance = configuration.appearance
    let sidebar = appearance == .sidebar || appearance == .sidebarPlain
    let grouped = ListSectionMetrics.isGrouped(appearance)
    for (offset, attributes) in layout.items.enumerated() {
      guard configuration.showsSeparators else {
        attributes.listSeparators = nil
        continue
      }
      var separators = configuration.separatorConfiguration
      if let handler = configuration.itemSeparatorHandler {
        separators = handler(attributes.indexPath, separators)
      }
      let isLast = offset == layout.items.count - 1
      attributes.listSeparators = ListItemSeparators(
        configuration: separators,
        showsTop: separators.topSeparatorVisibility == .visible,
        showsBottom: separators.bottomSeparatorVisibility.resolved(
          automatic: !sidebar && !(grouped && isLast)))
    }
  }
}

extension UIListSeparatorConfiguration.Visibility {
  /// Whether a separator of this visibility shows, `automatic` being the list's choice.
  func resolved(automatic: Bool) -> Bool {
    switch self {
    case .automatic: automatic
    case .visible: true
    case .hidden: false
    }
  }
}
