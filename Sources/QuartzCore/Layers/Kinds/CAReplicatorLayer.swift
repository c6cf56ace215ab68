import Foundation

/// A layer that draws its sublayers several times, each copy transformed from the last.
///
/// Defaults are CAReplicatorLayer.h's.
open class CAReplicatorLayer: CALayer {
  /// How many copies are drawn (default 1).
  open var instanceCount = 1
  /// The delay between copies' animations, in seconds (default 0).
  open var instanceDelay: CFTimeInterval = 0
  /// The transform from one copy to the next (default identity).
  open var instanceTransform = CATransform3DIdentity
  /// Whether copies keep their depth (default `false`).
  open var preservesDepth = false
  /// The colour each copy is multiplied by (default nil, white).
  open var instanceColor: CGColor?
  /// The red offset from copy to copy (default 0).
  open var instanceRedOffset: Float = 0
  /// The green offset from copy to copy (default 0).
  open var instanceGreenOffset: Float = 0
  /// The blue offset from copy to copy (default 0).
  open var instanceBlueOffset: Float = 0
  /// The alpha offset from copy to copy (default 0).
  open var instanceAlphaOffset: Float = 0

  /// A replicator layer with CAReplicatorLayer.h's defaults.
  public override init() { super.init() }

  /// A copy of `layer`, its replication included.
  public override init(layer: Any) {
    super.init(layer: layer)
    guard let source = layer as? CAReplicatorLayer else { return }
    instanceCount = source.instanceCount
    instanceDelay = source.instanceDelay
    instanceTransform = source.instanceTransform
    preservesDepth = source.preservesDepth
    instanceColor = source.instanceColor
    instanceRedOffset = source.instanceRedOffset
    instanceGreenOffset = source.instanceGreenOffset
    instanceBlueOffset = source.instanceBlueOffset
    instanceAlphaOffset = source.instanceAlphaOffset
  }

  /// A replicator layer from an archive; Bezel reads none and gives the defaults.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  override func makePresentationCopy() -> CALayer { CAReplicatorLayer(layer: self) }
}
