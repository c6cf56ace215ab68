import UIKit

/// The properties of a collection view: a compositional layout of sections, or a list.
struct SceneCollectionProperties: Sendable {
  /// One dimension of a compositional layout's size.
  enum Dimension: Sendable, Equatable {
    case absolute(Double)
    case estimated(Double)
    case fractionalWidth(Double)
    case fractionalHeight(Double)
  }

  /// A section of a compositional layout: its items in repeated groups.
  struct Section: Sendable {
    var items = 0
    var itemWidth = Dimension.fractionalWidth(1)
    var itemHeight = Dimension.fractionalHeight(1)
    var groupWidth = Dimension.fractionalWidth(1)
    var groupHeight = Dimension.absolute(44)
    var groupIsVertical = false
    var interItemSpacing: Double?
    var interGroupSpacing: Double?
    var contentInsets: NSDirectionalEdgeInsets?
    var orthogonalScrolling = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
    /// The height of the section's header, when it has one.
    var headerHeight: Double?
    var pinsHeader = false
  }

  /// A list's settings, when the collection view is a list.
  struct List: Sendable {
    var appearance = UICollectionLayoutListConfiguration.Appearance.plain
    var headerMode = UICollectionLayoutListConfiguration.HeaderMode.none
    var footerMode = UICollectionLayoutListConfiguration.FooterMode.none
  }

  var list: List?
  var sections: [Section] = []
}
