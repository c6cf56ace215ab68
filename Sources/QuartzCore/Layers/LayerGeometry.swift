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
  /// The transform when it is not the identity; nil for the identity, as nearly every layer's is.
  ///
  /// Boxed, so that a layer keeps 8 bytes for it, not the matrix's 128, and a layout pass reads
  /// no matrix to learn that there is none. The box is never changed: a new transform is a new
  /// box, so copies of the geometry stay independent.
  private var transformBox: TransformBox?

  /// Whether ``transform`` is the identity.
  package var transformIsIdentity: Bool { transformBox == nil }

  /// The transform applied about the anchor point.
  ///
  /// A transform equal to the identity is stored as none: one with negative zeros reads back
  /// with positive ones, equal to it.
  package var transform: CATransform3D {
    get { transformBox?.value ?? CATransform3DIdentity }
    set { transformBox = CATransform3DIsIdentity(newValue) ? nil : TransformBox(newValue) }
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
  }

  package static func == (lhs: LayerGeometry, rhs: LayerGeometry) -> Bool {
    guard lhs.bounds == rhs.bounds, lhs.position == rhs.position,
      lhs.anchorPoint == rhs.anchorPoint
    else { return false }
    // The same box, or none on either side, is the same transform, read without a matrix.
    if lhs.transformBox === rhs.transformBox { return true }
    return lhs.transform == rhs.transform
  }
}

/// A transform other than the identity, held by a layer's geometry (`LayerGeometry`).
final class TransformBox: Sendable {
  let value: CATransform3D

  init(_ value: CATransform3D) {
    self.value = value
  }
}
