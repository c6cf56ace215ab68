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
  /// Whether the wireframe is drawn over the views: their frames and names, the safe area,
  /// layout margins, readable content guides and scroll insets.
  public var showsWireframe: Bool

  /// Creates options; the defaults draw the views' appearance, the wireframe with labels, a
  /// legend, and the guides of containers.
  public init(
    margin: CGFloat = 16, fontSize: CGFloat = 10, showsLabels: Bool = true,
    showsLegend: Bool = true, guides: GuideScope = .containers, showsAppearance: Bool = true,
    showsWireframe: Bool = true
  ) {
    self.margin = margin
    self.fontSize = fontSize
    self.showsLabels = showsLabels
    self.showsLegend = showsLegend
    self.guides = guides
    self.showsAppearance = showsAppearance
    self.showsWireframe = showsWireframe
  }

  /// The screen as the app looks: its appearance, the status bar and home indicator, no
  /// wireframe, legend or margin, so that the drawing is the screen's size.
  public static let app = SVGOptions(
    margin: 0, showsLabels: false, showsLegend: false, showsWireframe: false)
}
