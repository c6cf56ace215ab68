import Foundation

/// How the separators of a list section's items look: their visibility, insets and colours
/// (UIListSeparatorConfiguration.h, iOS 14.5).
public struct UIListSeparatorConfiguration: Hashable {
  /// Whether a separator shows (UIListSeparatorVisibility).
  public enum Visibility: Int, Sendable {
    /// As the list decides.
    case automatic = 0
    case visible = 1
    case hidden = 2
  }

  /// Insets that tell the list to use its own (Bezel's model of UIKit's unpublished sentinel:
  /// every edge `.greatestFiniteMagnitude`, a value no real inset takes).
  public static let automaticInsets = NSDirectionalEdgeInsets(
    top: .greatestFiniteMagnitude, leading: .greatestFiniteMagnitude,
    bottom: .greatestFiniteMagnitude, trailing: .greatestFiniteMagnitude)

  public var topSeparatorVisibility = Visibility.automatic
  public var bottomSeparatorVisibility = Visibility.automatic
  /// Default `automaticInsets`.
  public var topSeparatorInsets = UIListSeparatorConfiguration.automaticInsets
  /// Default `automaticInsets`.
  public var bottomSeparatorInsets = UIListSeparatorConfiguration.automaticInsets
  /// Default `UIColor.separator`.
  public var color: UIColor = .separator
  /// The colour while the item is in a multiple-selection group; default `UIColor.separator`.
  public var multipleSelectionColor: UIColor = .separator
  public var visualEffect: UIVisualEffect?

  /// A configuration with the defaults of a list of `listAppearance` (the same for every
  /// appearance in Bezel: automatic visibility and insets, the separator colour).
  public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}

  nonisolated public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.topSeparatorVisibility == rhs.topSeparatorVisibility
      && lhs.bottomSeparatorVisibility == rhs.bottomSeparatorVisibility
      && lhs.topSeparatorInsets == rhs.topSeparatorInsets
      && lhs.bottomSeparatorInsets == rhs.bottomSeparatorInsets && lhs.color == rhs.color
      && lhs.multipleSelectionColor == rhs.multipleSelectionColor
      && lhs.visualEffect === rhs.visualEffect
  }

  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(topSeparatorVisibility)
    hasher.combine(bottomSeparatorVisibility)
    hasher.combine(color)
  }
}
