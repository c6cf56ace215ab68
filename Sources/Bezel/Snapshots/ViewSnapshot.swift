import UIKit

/// One view of a `LayoutSnapshot`: its name, place in the tree, geometry in window coordinates,
/// and how it looks (its layers).
public struct ViewSnapshot: Hashable, Sendable {
  /// The view's `accessibilityIdentifier`, or else its type's name, numbered from the second
  /// view of that type without an identifier on, in the snapshot's order (`UILabel`,
  /// `UILabel#2`, …).
  public var name: String
  /// The view's type name without its module, for example `UITableView`.
  public var type: String
  /// The number of ancestors in the snapshot: 0 for the root view.
  public var depth: Int
  /// The index of the superview in the snapshot's `views`, or nil at depth 0.
  public var parent: Int?
  /// Whether the view or one of its ancestors is hidden.
  public var isHidden: Bool
  /// The view's bounds in window coordinates.
  public var frame: CGRect
  /// The view's `safeAreaInsets`.
  public var safeAreaInsets: UIEdgeInsets
  /// The view's effective `layoutMargins`.
  public var layoutMargins: UIEdgeInsets
  /// The view's `readableContentGuide.layoutFrame` in window coordinates.
  public var readableContentFrame: CGRect
  /// The scroll view's content geometry, for `UIScrollView` and its subclasses; nil otherwise.
  public var scroll: ScrollViewSnapshot?
  /// The text a label or button shows, in lines, for drawings; nil for other views.
  public var text: SnapshotText?
  /// How the view looks: its own layer first, then the layers added under it with
  /// `addSublayer(_:)`, for drawings; empty when not known (a snapshot read from JSON, whose
  /// form does not hold them, is drawn as a wireframe).
  public var layers: [LayerSnapshot]
  /// What the view draws besides its layers and text, from its top-left corner: an image
  /// view's image, a bar's title and items; for drawings, empty when not known.
  public var marks: [SnapshotMark]

  /// Creates a view snapshot from its values.
  public init(
    name: String, type: String, depth: Int = 0, parent: Int? = nil, isHidden: Bool = false,
    frame: CGRect, safeAreaInsets: UIEdgeInsets = .zero, layoutMargins: UIEdgeInsets = .zero,
    readableContentFrame: CGRect = .zero, scroll: ScrollViewSnapshot? = nil,
    text: SnapshotText? = nil, layers: [LayerSnapshot] = [], marks: [SnapshotMark] = []
  ) {
    self.name = name
    self.type = type
    self.depth = depth
    self.parent = parent
    self.isHidden = isHidden
    self.frame = frame
    self.safeAreaInsets = safeAreaInsets
    self.layoutMargins = layoutMargins
    self.readableContentFrame = readableContentFrame
    self.scroll = scroll
    self.text = text
    self.layers = layers
    self.marks = marks
  }

  /// The frame inset by the safe-area insets: the safe area in window coordinates.
  public var safeAreaFrame: CGRect { inset(frame, by: safeAreaInsets) }

  /// The frame inset by the layout margins: the margins guide in window coordinates.
  public var layoutMarginsFrame: CGRect { inset(frame, by: layoutMargins) }
}

/// A scroll view's content geometry and how its `adjustedContentInset` is made up.
public struct ScrollViewSnapshot: Hashable, Sendable {
  /// The scroll view's `contentSize`.
  public var contentSize: CGSize
  /// The scroll view's `contentOffset`.
  public var contentOffset: CGPoint
  /// The scroll view's `adjustedContentInset`.
  public var adjustedContentInset: UIEdgeInsets
  /// The inset edge by edge: the app's part, the system's and the rule behind it.
  public var breakdown: ContentInsetBreakdown

  /// Creates a scroll view snapshot from its values.
  public init(
    contentSize: CGSize, contentOffset: CGPoint, adjustedContentInset: UIEdgeInsets,
    breakdown: ContentInsetBreakdown
  ) {
    self.contentSize = contentSize
    self.contentOffset = contentOffset
    self.adjustedContentInset = adjustedContentInset
    self.breakdown = breakdown
  }
}

/// `rect` inset by `insets`, never narrower or shorter than zero.
func inset(_ rect: CGRect, by insets: UIEdgeInsets) -> CGRect {
  CGRect(
    x: rect.minX + insets.left, y: rect.minY + insets.top,
    width: max(0, rect.width - insets.left - insets.right),
    height: max(0, rect.height - insets.top - insets.bottom))
}
