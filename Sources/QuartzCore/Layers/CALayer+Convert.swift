import Foundation

// Converting points and rectangles between layers through the tree: each layer maps its
// coordinates to its superlayer's by its anchor point, transform and position, and by the
// superlayer's sublayerTransform (CALayer.h: `convertPoint:fromLayer:`). A nil layer stands for
// the root of the receiver's tree.

extension CALayer {
  /// The matrix from the layer's coordinates to its root's.
  var transformToRoot: CATransform3D {
    var m = CATransform3DIdentity
    var current: CALayer = self
    while let parent = current.storedSuperlayer {
      m = CATransform3DConcat(m, current.transformToSuperlayer)
      current = parent
    }
    return m
  }

  var rootLayer: CALayer {
    var current: CALayer = self
    while let parent = current.storedSuperlayer { current = parent }
    return current
  }

  /// The matrix from `layer`'s coordinates (the root's when nil) to this layer's.
  func transform(from layer: CALayer?) -> CATransform3D {
    let fromRoot = CATransform3DInvert(transformToRoot)
    guard let layer else { return fromRoot }
    // Layers of different trees share no space; Core Animation leaves the result undefined, and
    // Bezel treats each tree's root as the same space, as two windows on one screen.
    return CATransform3DConcat(layer.transformToRoot, fromRoot)
  }

  func convertPoint(_ p: CGPoint, from layer: CALayer?) -> CGPoint {
    let r = transform(from: layer).apply(x: p.x, y: p.y)
    return CGPoint(x: r.x, y: r.y)
  }

  func convertRect(_ r: CGRect, from layer: CALayer?) -> CGRect {
    transform(from: layer).boundingBox(of: r)
  }

  func convertPoint(_ p: CGPoint, to layer: CALayer?) -> CGPoint {
    (layer ?? rootLayer).convertPoint(p, from: self)
  }

  func convertRect(_ r: CGRect, to layer: CALayer?) -> CGRect {
    (layer ?? rootLayer).convertRect(r, from: self)
  }
}
