import UIKit

/// How one layer looks, as plain values: a view's own layer, or a layer added to it with
/// `addSublayer(_:)`, for drawings that look like the screen.
///
/// A view's `layers` list its own layer first, then the layers added under it, depth first in
/// pre-order; `parent` ties each added layer to the layer it was added to. Layers of subviews
/// are not listed there: they are the subviews' own.
public struct LayerSnapshot: Hashable, Sendable {
  /// What a layer draws besides its background and border.
  public enum Content: Hashable, Sendable {
    /// Nothing: a plain layer.
    case none
    /// A gradient layer's gradient.
    case gradient(GradientSnapshot)
    /// A shape layer's shape.
    case shape(ShapeSnapshot)
  }

  /// The layer's type name without its module, for example `CAGradientLayer`.
  public var type: String
  /// The index, in the view's `layers`, of the layer this one was added to; nil for the view's
  /// own layer.
  public var parent: Int?
  /// For a layer added to the view's own layer: how many of the view's subviews' layers are
  /// below it among that layer's sublayers, so that drawings stack them as the screen does.
  public var subviewsBelow: Int
  /// The layer's bounds, in its own coordinates.
  public var bounds: CGRect
  /// Takes the layer's coordinates to those of the layer it is drawn in (its superlayer, or the
  /// window for a window's subview): its position, anchor point, bounds origin and the affine
  /// part of its transform together.
  public var transform: CGAffineTransform
  /// Whether the layer is hidden (for a view's own layer, the view's `isHidden`).
  public var isHidden: Bool
  /// The layer's opacity, 0 to 1 (for a view's own layer, the view's `alpha`); it applies to
  /// the layer and everything drawn in it.
  public var opacity: CGFloat
  /// The background colour, or nil for none.
  public var backgroundColor: SnapshotColor?
  /// The radius of the rounded corners.
  public var cornerRadius: CGFloat
  /// The corners `cornerRadius` rounds.
  public var maskedCorners: CACornerMask
  /// The width of the border, drawn inside the bounds.
  public var borderWidth: CGFloat
  /// The colour of the border, or nil for none.
  public var borderColor: SnapshotColor?
  /// Whether the layer's content and sublayers are clipped to its (rounded) bounds.
  public var masksToBounds: Bool
  /// The shadow, or nil when it does not show.
  public var shadow: ShadowSnapshot?
  /// What the layer draws besides its background and border.
  public var content: Content

  /// Creates a layer snapshot from its values; the defaults are a new `CALayer`'s.
  public init(
    type: String = "CALayer", parent: Int? = nil, subviewsBelow: Int = 0, bounds: CGRect,
    transform: CGAffineTransform = .identity, isHidden: Bool = false, opacity: CGFloat = 1,
    backgroundColor: SnapshotColor? = nil, cornerRadius: CGFloat = 0,
    maskedCorners: CACornerMask = LayerSnapshot.allCorners, borderWidth: CGFloat = 0,
    borderColor: SnapshotColor? = SnapshotColor(red: 0, green: 0, blue: 0),
    masksToBounds: Bool = false, shadow: ShadowSnapshot? = nil, content: Content = .none
  ) {
    self.type = type
    self.parent = parent
    self.subviewsBelow = subviewsBelow
    self.bounds = bounds
    self.transform = transform
    self.isHidden = isHidden
    self.opacity = opacity
    self.backgroundColor = backgroundColor
    self.cornerRadius = cornerRadius
    self.maskedCorners = maskedCorners
    self.borderWidth = borderWidth
    self.borderColor = borderColor
    self.masksToBounds = masksToBounds
    self.shadow = shadow
    self.content = content
  }

  /// All four corners, `maskedCorners`' default.
  public static let allCorners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
}
