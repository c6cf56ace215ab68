import UIKit

/// A layer's shadow as plain values.
public struct ShadowSnapshot: Hashable, Sendable {
  /// The shadow's colour, its alpha already multiplied by the layer's `shadowOpacity`.
  public var color: SnapshotColor
  /// How far the shadow is moved from the layer's shape, in the layer's coordinates (y down, so
  /// a positive height moves it down).
  public var offset: CGSize
  /// The blur radius, in points.
  public var radius: CGFloat
  /// The shadow's shape, the layer's `shadowPath`; nil to follow the layer's own shape.
  public var path: SnapshotPath?

  /// Creates a shadow from its values.
  public init(color: SnapshotColor, offset: CGSize, radius: CGFloat, path: SnapshotPath? = nil) {
    self.color = color
    self.offset = offset
    self.radius = radius
    self.path = path
  }

  /// The shadow of a layer; nil when it does not show (no colour, or an opacity of 0, the
  /// default).
  public init?(_ layer: CALayer) {
    guard let shadowColor = layer.shadowColor, layer.shadowOpacity > 0 else { return nil }
    var color = SnapshotColor(shadowColor)
    color.alpha *= min(max(CGFloat(layer.shadowOpacity), 0), 1)
    guard color.isVisible else { return nil }
    self.init(
      color: color, offset: layer.shadowOffset, radius: max(0, layer.shadowRadius),
      path: layer.shadowPath.map(SnapshotPath.init))
  }
}
