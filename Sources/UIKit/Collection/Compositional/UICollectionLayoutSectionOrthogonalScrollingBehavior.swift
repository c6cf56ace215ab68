/// How a section scrolls along the axis across the layout's, in its own scroll view
/// (UIKit's raw values).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
  /// The section lays its groups along the layout's axis and does not scroll on its own.
  case none = 0
  /// Scrolls freely.
  case continuous = 1
  /// Scrolls freely and comes to rest with a group's leading edge at the leading edge.
  case continuousGroupLeadingBoundary = 2
  /// Scrolls a page (the section's visible width) at a time.
  case paging = 3
  /// Comes to rest with a group's leading edge at the leading edge, one group at a time.
  case groupPaging = 4
  /// Comes to rest with a group centred, one group at a time.
  case groupPagingCentered = 5
}
