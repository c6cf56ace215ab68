import Foundation

/// Items laid out along an axis, or where a provider says (NSCollectionLayoutGroup.h).
///
/// A compositional layout's unit of layout, repeated along its section.
/// Public rather than open: its factories return `Self`, which Swift builds only through a
/// required initializer, and UIKit's has none to make public.
@MainActor @preconcurrency
public class NSCollectionLayoutGroup: NSCollectionLayoutItem {
  enum Arrangement {
    case horizontal, vertical
    case custom(NSCollectionLayoutGroupCustomItemProvider)
  }

  let arrangement: Arrangement
  /// The number of equal items of the `count:` forms; nil when the subitems repeat while they
  /// fit.
  let count: Int?
  public private(set) var subitems: [NSCollectionLayoutItem]
  /// Space between the group's items along its axis.
  public var interItemSpacing: NSCollectionLayoutSpacing?

  /// The group's own supplementary items (settable, unlike an item's).
  public override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
    get { storedSupplementaryItems }
    set { storedSupplementaryItems = newValue }
  }

  required init(
    layoutSize: NSCollectionLayoutSize, arrangement: Arrangement,
    subitems: [NSCollectionLayoutItem],
    count: Int?
  ) {
    self.arrangement = arrangement
    self.subitems = subitems
    self.count = count
    super.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  /// A group of `count` copies of `subitem`, sized equally along the horizontal axis with
  /// `interItemSpacing` between them (Apple: "the group will divide the space equally among the
  /// items").
  public class func horizontal(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
    count: Int
  ) -> Self {
    Self(layoutSize: layoutSize, arrangement: .horizontal, subitems: [subitem], count: count)
  }

  @available(*, deprecated, renamed: "horizontal(layoutSize:repeatingSubitem:count:)")
  public class func horizontal(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  ) -> Self {
    Self(layoutSize: layoutSize, arrangement: .horizontal, subitems: [subitem], count: count)
  }

  /// A group of `subitems` along the horizontal axis, repeated while they fit.
  public class func horizontal(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> Self {
    Self(layoutSize: layoutSize, arrangement: .horizontal, subitems: subitems, count: nil)
  }

  /// A group of `count` copies of `subitem`, sized equally along the vertical axis.
  public class func vertical(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
    count: Int
  ) -> Self {
    Self(layoutSize: layoutSize, arrangement: .vertical, subitems: [subitem], count: count)
  }

  @available(*, deprecated, renamed: "vertical(layoutSize:repeatingSubitem:count:)")
  public class func vertical(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  ) -> Self {
    Self(layoutSize: layoutSize, arrangement: .vertical, subitems: [subitem], count: count)
  }

  /// A group of `subitems` along the vertical axis, repeated while they fit.
  public class func vertical(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> Self {
    Self(layoutSize: layoutSize, arrangement: .vertical, subitems: subitems, count: nil)
  }

  /// A group whose items are where `itemProvider` says, one item per frame it returns.
  public class func custom(
    layoutSize: NSCollectionLayoutSize,
    itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider
  ) -> Self {
    Self(layoutSize: layoutSize, arrangement: .custom(itemProvider), subitems: [], count: nil)
  }

  /// A text description of the group's layout (UIKit draws an ASCII picture; Bezel lists the
  /// arrangement and subitems).
  public func visualDescription() -> String {
    let name: String
    switch arrangement {
    case .horizontal: name = "horizontal"
    case .vertical: name = "vertical"
    case .custom: name = "custom"
    }
    return "NSCollectionLayoutGroup(\(name), \(subitems.count) subitems"
      + (count.map { ", count: \($0)" } ?? "") + ")"
  }
}
