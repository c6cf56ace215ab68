import UIKit

/// One edge of a scroll view's `adjustedContentInset`, split into the app's part and the
/// system's, with the rule that produced the system's part.
public struct ContentInsetEdge: Sendable, Hashable {
  /// Why the system added what it added on this edge.
  public enum Reason: String, Sendable, Hashable, CaseIterable {
    /// `.never`: the system adds nothing.
    case behaviorNever
    /// `.always`: the safe area is added on every edge.
    case behaviorAlways
    /// `.scrollableAxes` or `.automatic`: this edge's axis scrolls (content larger than the
    /// frame, or always bouncing), so the safe area is added.
    case axisScrolls
    /// `.scrollableAxes` or `.automatic`: this edge's axis does not scroll, so nothing is added.
    case axisDoesNotScroll
    /// `.automatic`: the scroll view is the content scroll view of a controller that a
    /// navigation or tab bar controller shows, so top and bottom are adjusted anyway.
    case automaticInBarController
  }

  /// The app's `contentInset` on this edge.
  public var app: CGFloat
  /// What the system added: the scroll view's safe-area inset on this edge, or nothing.
  public var system: CGFloat
  /// The scroll view's safe-area inset on this edge, whether added or not.
  public var safeArea: CGFloat
  /// The rule that decided the system's part.
  public var reason: Reason

  /// Creates an edge.
  public init(app: CGFloat, system: CGFloat, safeArea: CGFloat, reason: Reason) {
    self.app = app
    self.system = system
    self.safeArea = safeArea
    self.reason = reason
  }

  /// The edge's total, `app + system`: the edge of `adjustedContentInset`.
  public var total: CGFloat { app + system }
}

/// A scroll view's `adjustedContentInset`, edge by edge, with a warning for content padded twice
/// by the same safe area.
public struct ContentInsetBreakdown: Sendable, Hashable {
  /// The top edge.
  public var top: ContentInsetEdge
  /// The left edge.
  public var left: ContentInsetEdge
  /// The bottom edge.
  public var bottom: ContentInsetEdge
  /// The right edge.
  public var right: ContentInsetEdge
  /// Edges whose safe area is added twice, with a sentence saying how.
  public var doubleInsetWarnings: [String]

  /// Creates a breakdown from its edges and warnings.
  public init(
    top: ContentInsetEdge, left: ContentInsetEdge, bottom: ContentInsetEdge,
    right: ContentInsetEdge, doubleInsetWarnings: [String] = []
  ) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
    self.doubleInsetWarnings = doubleInsetWarnings
  }
}

extension UIScrollView {
  /// How this scroll view's `adjustedContentInset` is made up, edge by edge.
  ///
  /// A double inset is reported on an edge where the system adds the safe area and either the
  /// app's own `contentInset` already equals that safe area, or content is constrained to the
  /// scroll view's `safeAreaLayoutGuide` on that edge: the content then starts the safe area
  /// twice away from the edge (the problem apps meet when a scroll view moves from `.never` to
  /// `.scrollableAxes` or `.automatic` while padding itself).
  public var contentInsetBreakdown: ContentInsetBreakdown {
    let safe = safeAreaInsets
    let system = systemContentInset
    let app = contentInset
    let behavior = contentInsetAdjustmentBehavior
    let barController = behavior == .automatic && isContentScrollViewOfBarController
    let bounds = self.bounds.size
    let scrollsVertically = contentSize.height > bounds.height || alwaysBounceVertical
    let scrollsHorizontally = contentSize.width > bounds.width || alwaysBounceHorizontal
    func edge(
      _ app: CGFloat, _ system: CGFloat, _ safe: CGFloat, vertical: Bool
    ) -> ContentInsetEdge {
      let reason: ContentInsetEdge.Reason
      switch behavior {
      case .never: reason = .behaviorNever
      case .always: reason = .behaviorAlways
      case .automatic where vertical && barController && !scrollsVertically:
        reason = .automaticInBarController
      default:
        reason =
          (vertical ? scrollsVertically : scrollsHorizontally) ? .axisScrolls : .axisDoesNotScroll
      }
      return ContentInsetEdge(app: app, system: system, safeArea: safe, reason: reason)
    }
    var warnings: [String] = []
    let guided = safeAreaGuideEdgesUsedByContent
    let edges: [(String, CGFloat, CGFloat, CGFloat)] = [
      ("top", app.top, system.top, safe.top), ("left", app.left, system.left, safe.left),
      ("bottom", app.bottom, system.bottom, safe.bottom),
      ("right", app.right, system.right, safe.right),
    ]
    for (name, appPart, systemPart, safePart) in edges where systemPart > 0 {
      if appPart == safePart {
        warnings.append(
          "\(name): contentInset.\(name) \(formatted(appPart)) repeats the safe-area inset the "
            + "system already adds")
      }
      if guided.contains(name) {
        warnings.append(
          "\(name): content is constrained to safeAreaLayoutGuide.\(name) while the system also "
            + "adds the \(formatted(safePart))-point safe-area inset to adjustedContentInset")
      }
    }
    return ContentInsetBreakdown(
      top: edge(app.top, system.top, safe.top, vertical: true),
      left: edge(app.left, system.left, safe.left, vertical: false),
      bottom: edge(app.bottom, system.bottom, safe.bottom, vertical: true),
      right: edge(app.right, system.right, safe.right, vertical: false),
      doubleInsetWarnings: warnings)
  }
}

private func formatted(_ value: CGFloat) -> String {
  value == value.rounded() ? String(Int(value)) : String(Double(value))
}

extension UIScrollView {
  /// The insets the scroll indicators use: the app's `verticalScrollIndicatorInsets` and
  /// `horizontalScrollIndicatorInsets`, plus the system part of `adjustedContentInset` while
  /// `automaticallyAdjustsScrollIndicatorInsets` is true (Bezel's model: UIKit's automatic
  /// indicator insets are not measured).
  public var effectiveScrollIndicatorInsets: (vertical: UIEdgeInsets, horizontal: UIEdgeInsets) {
    effectiveScrollIndicatorInsetsInUIKit
  }
}
