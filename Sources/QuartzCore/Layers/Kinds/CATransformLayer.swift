import Foundation

/// A layer whose sublayers keep their own 3D positions instead of being flattened.
open class CATransformLayer: CALayer {
  override func makePresentationCopy() -> CALayer { CATransformLayer(layer: self) }
}
