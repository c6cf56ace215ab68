import Foundation

/// The four values a layer's frame derives from: Bezel's hook for a view that owns its layer.
///
/// Package-level: a `UIView` reads and writes its geometry through its layer as one value, so
/// that the layer is the only owner of the fact (DESIGN.md, "Where state lives").
package struct LayerGeometry: Equatable, Sendable {
  /// The bounds rectangle.
  package var bounds: CGRect = .zero
  /// The position of the anchor point in the superlayer.
  package var position: CGPoint = .zero
  /// The anchor point in the unit square of the bounds.
  package var anchorPoint = CGPoint(x: 0.5, y: 0.5)
  /// Whether ``transform`` is the identity, kept beside the values a frame derives from: a layout
  /// pass then reads none of the transform's 128 bytes, another two cache lines a layer.
  package private(set) var transformIsIdentity = true
  /// The transform applied about the anchor point.
  package var transform = CATransform3DIdentity {
    didSet { transformIsIdentity = CATransform3DIsIdentity(transform) }
  }

  /// Geometry with Apple's defaults.
  package init() {}

  /// Geometry from its four values.
  package init(
    bounds: CGRect, position: CGPoint, anchorPoint: CGPoint, transform: CATransform3D
  ) {
    self.bounds = bounds
    self.position = position
    self.anchorPoint = anchorPoint
    self.transform = transform
    self.transformIsIdentity = CATransform3DIsIdentity(transform)
  }
}
