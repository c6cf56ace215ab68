import Foundation

/// A layer that draws its sublayers several times, each copy transformed from the last.
open class CAReplicatorLayer: CALayer {
  /// How many copies are drawn; animatable (default 1).
  open var instanceCount = 1
  /// The delay between copies' animations, in seconds; animatable (default 0).
  open var instanceDelay: CFTimeInterval = 0
  /// The transform from one copy to the next; animatable (default identity).
  open var instanceTransform = CATransform3DIdentity
  /// Whether copies keep their depth (default `false`).
  open var preservesDepth = false
  /// The colour each copy is multiplied by; animatable (default nil (white)).
  open var instanceColor: CGColor?
  /// The red offset from copy to copy (default 0).
  open var instanceRedOffset: Float = 0
  /// The green offset from copy to copy (default 0).
  open var instanceGreenOffset: Float = 0
  /// The blue offset from copy to copy (default 0).
  open var instanceBlueOffset: Float = 0
  /// The alpha offset from copy to copy (default 0).
  open var instanceAlphaOffset: Float = 0

  override func makePresentationCopy() -> CALayer { CAReplicatorLayer(layer: self) }
}
