import Foundation

/// A layer that emits particles from its cells.
///
/// Defaults are CAEmitterLayer.h's. No particle is simulated: Bezel draws no frames over time,
/// so the layer keeps its configuration for code and tests to read.
open class CAEmitterLayer: CALayer {
  /// The cells emitted (default nil).
  open var emitterCells: [CAEmitterCell]?
  /// A multiplier of the cells' birth rates (default 1).
  open var birthRate: Float = 1
  /// A multiplier of the cells' lifetimes (default 1).
  open var lifetime: Float = 1
  /// The centre of the emission shape (default `.zero`).
  open var emitterPosition: CGPoint = .zero
  /// The z coordinate of the emission shape's centre (default 0).
  open var emitterZPosition: CGFloat = 0
  /// The size of the emission shape (default `.zero`).
  open var emitterSize: CGSize = .zero
  /// The depth of the emission shape (default 0).
  open var emitterDepth: CGFloat = 0
  /// The emission shape (default `.point`).
  open var emitterShape: CAEmitterLayerEmitterShape = .point
  /// Where on the shape particles start (default `.volume`).
  open var emitterMode: CAEmitterLayerEmitterMode = .volume
  /// The order particles are drawn in (default `.unordered`).
  open var renderMode: CAEmitterLayerRenderMode = .unordered
  /// Whether particles keep their depth (default `false`).
  open var preservesDepth = false
  /// A multiplier of the cells' velocities (default 1).
  open var velocity: Float = 1
  /// A multiplier of the cells' scales (default 1).
  open var scale: Float = 1
  /// A multiplier of the cells' spins (default 1).
  open var spin: Float = 1
  /// The seed of the particles' random numbers (default 0).
  open var seed: UInt32 = 0

  /// An emitter layer with CAEmitterLayer.h's defaults.
  public override init() { super.init() }

  /// A copy of `layer`, its emitter included.
  public override init(layer: Any) {
    super.init(layer: layer)
    guard let source = layer as? CAEmitterLayer else { return }
    emitterCells = source.emitterCells
    birthRate = source.birthRate
    lifetime = source.lifetime
    emitterPosition = source.emitterPosition
    emitterZPosition = source.emitterZPosition
    emitterSize = source.emitterSize
    emitterDepth = source.emitterDepth
    emitterShape = source.emitterShape
    emitterMode = source.emitterMode
    renderMode = source.renderMode
    preservesDepth = source.preservesDepth
    velocity = source.velocity
    scale = source.scale
    spin = source.spin
    seed = source.seed
  }

  /// An emitter layer from an archive; Bezel reads none and gives the defaults.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  override func makePresentationCopy() -> CALayer { CAEmitterLayer(layer: self) }
}
