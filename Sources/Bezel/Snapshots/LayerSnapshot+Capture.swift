import UIKit

extension LayerSnapshot {
  /// The appearance of `layer`, placed in the layer it is drawn in; `parent` and
  /// `subviewsBelow` say where it is among the view's layers.
  ///
  /// The transform takes a point `p` of the layer to `position + transform(p − anchor)`, with
  /// `anchor` the anchor point in the bounds (CALayer.h: `position` is the anchor point's
  /// place in the superlayer, and `transform` applies about it), then through the superlayer's
  /// `sublayerTransform` about the superlayer's anchor point, as layers convert coordinates.
  /// Only the affine part of the 3-D result is kept, as `CATransform3DGetAffineTransform` gives
  /// it.
  public init(_ layer: CALayer, parent: Int? = nil, subviewsBelow: Int = 0) {
    let bounds = layer.bounds
    let own = anchor(of: layer)
    var matrix = CATransform3DMakeTranslation(-own.x, -own.y, 0)
    matrix = CATransform3DConcat(matrix, layer.transform)
    matrix = CATransform3DConcat(
      matrix, CATransform3DMakeTranslation(layer.position.x, layer.position.y, 0))
    if let superlayer = layer.superlayer, !CATransform3DIsIdentity(superlayer.sublayerTransform) {
      let center = anchor(of: superlayer)
      matrix = CATransform3DConcat(matrix, CATransform3DMakeTranslation(-center.x, -center.y, 0))
      matrix = CATransform3DConcat(matrix, superlayer.sublayerTransform)
      matrix = CATransform3DConcat(matrix, CATransform3DMakeTranslation(center.x, center.y, 0))
    }
    let transform = CATransform3DGetAffineTransform(matrix)
    let content: Content
    if let gradient = layer as? CAGradientLayer {
      content = .gradient(GradientSnapshot(gradient))
    } else if let shape = layer as? CAShapeLayer, let snapshot = ShapeSnapshot(shape) {
      content = .shape(snapshot)
    } else {
      content = .none
    }
    self.init(
      type: typeName(of: layer), parent: parent,
      subviewsBelow: subviewsBelow, bounds: bounds, transform: transform,
      isHidden: layer.isHidden, opacity: min(max(CGFloat(layer.opacity), 0), 1),
      backgroundColor: layer.backgroundColor.map(SnapshotColor.init),
      cornerRadius: max(0, layer.cornerRadius), maskedCorners: layer.maskedCorners,
      borderWidth: max(0, layer.borderWidth),
      borderColor: layer.borderColor.map(SnapshotColor.init),
      masksToBounds: layer.masksToBounds, shadow: ShadowSnapshot(layer), content: content)
  }
}

/// The layer's type name without its module; Core Animation's common classes without asking the
/// runtime, which takes longer than the rest of a layer's capture.
private func typeName(of layer: CALayer) -> String {
  let type = Swift.type(of: layer)
  if type == CALayer.self { return "CALayer" }
  if type == CAShapeLayer.self { return "CAShapeLayer" }
  if type == CAGradientLayer.self { return "CAGradientLayer" }
  return String(describing: type)
}

/// The anchor point of `layer` in its bounds' coordinates.
private func anchor(of layer: CALayer) -> CGPoint {
  let bounds = layer.bounds
  return CGPoint(
    x: bounds.minX + layer.anchorPoint.x * bounds.width,
    y: bounds.minY + layer.anchorPoint.y * bounds.height)
}

/// Reads a view's layer and the layers added under it.
@MainActor
enum LayerCapture {
  /// The view's own layer, then the layers added under it (not the layers of views), depth
  /// first in pre-order.
  static func layers(of view: UIView) -> [LayerSnapshot] {
    let root = view.layer
    var layers = [LayerSnapshot(root)]
    // An explicit stack instead of recursion: a deep tree cannot overflow the call stack.
    var stack: [(layer: CALayer, parent: Int, subviewsBelow: Int)] = []
    func push(sublayersOf layer: CALayer, parent: Int) {
      var pending: [(layer: CALayer, parent: Int, subviewsBelow: Int)] = []
      var subviewsBelow = 0
      for sublayer in layer.sublayers ?? [] {
        // A view's layer belongs to its view, drawn from the view's own snapshot.
        if sublayer.delegate is UIView {
          subviewsBelow += 1
          continue
        }
        pending.append((sublayer, parent, parent == 0 ? subviewsBelow : 0))
      }
      stack.append(contentsOf: pending.reversed())
    }
    push(sublayersOf: root, parent: 0)
    while let next = stack.popLast() {
      let index = layers.count
      layers.append(
        LayerSnapshot(next.layer, parent: next.parent, subviewsBelow: next.subviewsBelow))
      push(sublayersOf: next.layer, parent: index)
    }
    return layers
  }

}
