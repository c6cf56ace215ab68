import Foundation

/// The object told when a layer's geometry changes: Bezel's hook for the view that owns a layer.
///
/// Contract: `layerGeometryDidChange(_:from:)` is called once per change made through the
/// layer's public API (`bounds`, `position`, `anchorPoint`, `transform`, `frame`, key-value
/// coding, `setAffineTransform`), after the new values are stored, with the values before the
/// change; a refused change (NaN, infinite) calls nothing. Changes the owner makes through
/// `CALayer.setGeometryFromOwner(_:)` call nothing. A public class of another module of the
/// package may conform (a protocol's access does not limit who conforms within the package).
package protocol LayerGeometryOwner: AnyObject {
  /// Tells the owner that `layer`'s geometry changed from `old`.
  func layerGeometryDidChange(_ layer: CALayer, from old: LayerGeometry)
}
