import Foundation

extension UISplitViewController {
  /// How the columns share the screen (UISplitViewController.h: `Automatic`, `SecondaryOnly`,
  /// `OneBesideSecondary`, `OneOverSecondary`, `TwoBesideSecondary`, `TwoOverSecondary`,
  /// `TwoDisplaceSecondary`, in that order from 0).
  public enum DisplayMode: Int, Sendable {
    case automatic = 0
    case secondaryOnly = 1
    case oneBesideSecondary = 2
    case oneOverSecondary = 3
    case twoBesideSecondary = 4
    case twoOverSecondary = 5
    case twoDisplaceSecondary = 6

    @available(*, deprecated, renamed: "secondaryOnly")
    public static var primaryHidden: DisplayMode { .secondaryOnly }
    @available(*, deprecated, renamed: "oneBesideSecondary")
    public static var allVisible: DisplayMode { .oneBesideSecondary }
    @available(*, deprecated, renamed: "oneOverSecondary")
    public static var primaryOverlay: DisplayMode { .oneOverSecondary }
  }

  /// The side of the primary column (UISplitViewController.h).
  public enum PrimaryEdge: Int, Sendable {
    case leading = 0
    case trailing = 1
  }

  /// The interface's columns (UISplitViewController.h, iOS 14).
  public enum Style: Int, Sendable {
    case unspecified = 0
    case doubleColumn = 1
    case tripleColumn = 2
  }

  /// A column of a split view interface (UISplitViewController.h, iOS 14; `Inspector`, the
  /// trailing column, follows `Compact` in iOS 26's header).
  public enum Column: Int, Sendable {
    case primary = 0
    case supplementary = 1
    case secondary = 2
    case compact = 3
    case inspector = 4
  }
}
