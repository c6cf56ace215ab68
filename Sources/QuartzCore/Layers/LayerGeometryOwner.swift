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
  /// Marks the owner as needing layout for `layer.setNeedsLayout()`; returns whether it took
  /// the mark (the layer then keeps none of its own). The default takes none.
  func layerSetNeedsLayout(_ layer: CALayer) -> Bool
  /// Lays the owner out for `layer.layoutIfNeeded()`; returns whether it did (the layer's own
  /// pass then does nothing). The default does nothing.
  func layerLayoutIfNeeded(_ layer: CALayer) -> Bool
  /// The owner's answer to `layer.needsLayout()`, or nil to let the layer answer.
  func layerNeedsLayout(_ layer: CALayer) -> Bool?
  /// Tells the owner that a plain sublayer of `layer` (or below it) needs layout, so that the
  /// owner's pass lays it out (`CALayer.layOutMarkedPlainSublayers()`). The default does nothing.
  func layerSublayerNeedsLayout(_ layer: CALayer)
  /// Tells the owner that `layer.setNeedsDisplay()` marked the layer. The default does nothing.
  func layerDidRequestDisplay(_ layer: CALayer)
  /// Whether `layer` keeps what its `draw(in:)` just recorded as its contents; false leaves the
  /// contents nil (a view whose class draws nothing of its own has none). The default keeps it.
  func layerKeepsDrawnContents(_ layer: CALayer) -> Bool
  /// Tells the owner that `layer` was hidden or shown. The default does nothing.
  func layerHiddenDidChange(_ layer: CALayer)
}

extension LayerGeometryOwner {
  /// Takes no mark: the layer keeps its own.
  package func layerSetNeedsLayout(_ layer: CALayer) -> Bool { false }
  /// Does nothing: the layer lays itself out.
  package func layerLayoutIfNeeded(_ layer: CALayer) -> Bool { false }
  /// Nil: the layer answers.
  package func layerNeedsLayout(_ layer: CALayer) -> Bool? { nil }
  /// Does nothing.
  package func layerHiddenDidChange(_ layer: CALayer) {}
  /// Does nothing.
  package func layerDidRequestDisplay(_ layer: CALayer) {}
  /// Does nothing: the layer's own pass lays the sublayer out.
  package func layerSublayerNeedsLayout(_ layer: CALayer) {}
  /// Keeps the drawing.
  package func layerKeepsDrawnContents(_ layer: CALayer) -> Bool { true }
}
