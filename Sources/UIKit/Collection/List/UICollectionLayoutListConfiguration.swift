import Foundation

/// How a list section looks and behaves: its appearance, separators, background, headers,
/// footers and swipe actions (UICollectionLayoutList.h, iOS 14).
///
/// Hand one to `NSCollectionLayoutSection.list(using:layoutEnvironment:)` for one section, or to
/// `UICollectionViewCompositionalLayout.list(using:)` for a layout of list sections only.
@MainActor @preconcurrency
public struct UICollectionLayoutListConfiguration {
  /// The look of a list (UICollectionLayoutListAppearance).
  public enum Appearance: Int, @unchecked Sendable {
    case plain = 0
    case grouped = 1
    case insetGrouped = 2
    case sidebar = 3
    case sidebarPlain = 4
  }

  /// Where a section's header comes from (UICollectionLayoutListHeaderMode).
  public enum HeaderMode: Int, @unchecked Sendable {
    /// No headers.
    case none = 0
    /// Supplementary views of kind `UICollectionView.elementKindSectionHeader`.
    case supplementary = 1
    /// The section's first item, styled as a header.
    case firstItemInSection = 2
  }

  /// Where a section's footer comes from (UICollectionLayoutListFooterMode).
  public enum FooterMode: Int, @unchecked Sendable {
    /// No footers.
    case none = 0
    /// Supplementary views of kind `UICollectionView.elementKindSectionFooter`.
    case supplementary = 1
  }

  /// Returns the swipe actions of the item at an index path, or nil for none.
  public typealias SwipeActionsConfigurationProvider =
    @MainActor (IndexPath) -> UISwipeActionsConfiguration?

  /// Returns the separator configuration of the item at an index path, handed the section's.
  public typealias ItemSeparatorHandler =
    @MainActor (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration

  /// The list's appearance, fixed at creation.
  public private(set) var appearance: Appearance
  /// Whether the list shows separators between its rows (default true).
  public var showsSeparators = true
  /// The section's separators (iOS 14.5): the appearance's defaults.
  public var separatorConfiguration: UIListSeparatorConfiguration
  /// Adjusts one item's separators (iOS 14.5).
  public var itemSeparatorHandler: ItemSeparatorHandler?
  /// The list's background; nil gives the appearance's (system background for plain lists,
  /// grouped background for the others).
  public var backgroundColor: UIColor?
  public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
  public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
  /// Where headers come from (default `.none`).
  public var headerMode = HeaderMode.none
  /// Space above each section's header (iOS 15); nil for the system's amount.
  public var headerTopPadding: CGFloat?
  /// Where footers come from (default `.none`).
  public var footerMode = FooterMode.none

  /// A configuration of `appearance` with its defaults.
  public init(appearance: Appearance) {
    self.appearance = appearance
    separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
  }
}
