import UIKit

/// How `LayoutSnapshot.svg(_:)` draws a snapshot.
public struct SVGOptions: Hashable, Sendable {
  /// Which views' layout margins and readable content guides are drawn.
  public enum GuideScope: Hashable, Sendable, CaseIterable {
    /// The root view's only.
    case root
    /// The root view's and those of every view with subviews: the guides a subview can be
    /// constrained to.
    case containers
    /// Every visible view's.
    case all
  }

  /// The space around the screen, in points.
  public var margin: CGFloat
  /// The labels' font size, in points.
  public var fontSize: CGFloat
  /// Whether views are labelled with their names.
  public var showsLabels: Bool
  /// Whether a legend is drawn below the screen.
  public var showsLegend: Bool
  /// Which views' layout margins and readable content guides are drawn.
  public var guides: GuideScope
  /// Whether the views are drawn as they look (their layers' backgrounds, borders, corners,
  /// shadows, gradients and shapes) under the wireframe; off, only the wireframe is drawn.
  public var showsAppearance: Bool

  /// Creates options; the defaults draw the views' appearance, labels, a legend, and the
  /// guides of containers.
  public init(
    margin: CGFloat = 16, fontSize: CGFloat = 10, showsLabels: Bool = true,
    showsLegend: Bool = true, guides: GuideScope = .containers, showsAppearance: Bool = true
  ) {
    self.margin = margin
    self.fontSize = fontSize
    self.showsLabels = showsLabels
    self.showsLegend = showsLegend
    self.guides = guides
    self.showsAppearance = showsAppearance
  }
}
