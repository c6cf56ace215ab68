import Foundation

// One step of a conversion between a layer and its superlayer: the anchor point of the bounds
// sits at `position`, the transform applies about it, and the superlayer's sublayerTransform
// about the superlayer's anchor point (CALayer.h, `anchorPoint`, `sublayerTransform`). Layer and
// view conversions, and hit testing, all take their steps here.

extension CALayer {
  /// `point`, in this layer's coordinates, in its superlayer's.
  package func pointInSuperlayer(_ point: CGPoint) -> CGPoint {
    if let anchor = untransformedAnchor {
      return CGPoint(x: point.x - anchor.x, y: point.y - anchor.y)
    }
    let mapped = transformToSuperlayer.apply(x: point.x, y: point.y)
    return CGPoint(x: mapped.x, y: mapped.y)
  }

  /// `point`, in the superlayer's coordinates, in this layer's.
  package func pointFromSuperlayer(_ point: CGPoint) -> CGPoint {
    if let anchor = untransformedAnchor {
      return CGPoint(x: point.x + anchor.x, y: point.y + anchor.y)
    }
    let mapped = CATransform3DInvert(transformToSuperlayer).apply(x: point.x, y: point.y)
    return CGPoint(x: mapped.x, y: mapped.y)
  }

  /// The offset from the superlayer's coordinates to this layer's, when it is a translation.
  ///
  /// With no transform on the layer and no sublayerTransform on its superlayer, it is the anchor
  /// point's place in the bounds less the position; `nil` otherwise.
  private var untransformedAnchor: CGPoint? {
    let g = storedGeometry
    guard g.transformIsIdentity else { return nil }
    if let parent = storedSuperlayer, !CATransform3DIsIdentity(parent.storedSublayerTransform) {
      return nil
    }
    return CGPoint(
      x: g.bounds.minX + g.anchorPoint.x * g.bounds.width - g.position.x,
      y: g.bounds.minY + g.anchorPoint.y * g.bounds.height - g.position.y)
  }
}
