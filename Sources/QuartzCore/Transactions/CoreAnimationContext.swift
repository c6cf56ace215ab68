import Foundation

/// The state Core Animation keeps between calls: the transaction stack, the media time and the
/// layers with running animations.
///
/// One per thread for now, so that tests running in parallel never share it; DESIGN.md's
/// per-window context will own it when the virtual clock lands (issue 17: "the virtual clock,
/// event queue and transaction stack"). Package-level.
package final class CoreAnimationContext {
  /// Open transactions, outermost first; the first is the implicit one, never committed by
  /// `commit()`.
  var transactions: [TransactionFrame] = [TransactionFrame(isImplicit: true)]
  /// The virtual clock's time, read by `CACurrentMediaTime()`; nil while no clock drives this
  /// context, when `presentation()` reports the model values.
  package var mediaTime: CFTimeInterval?
  /// How many layers layout passes have visited: a test's measure of what a pass touches.
  package var layoutVisits = 0
  /// Layers that have had animations added, in the order they first had one.
  var animatedLayers: [WeakLayer] = []

  private static let key = "BezelCoreAnimationContext"

  /// The calling thread's context.
  package static var current: CoreAnimationContext {
    let dictionary = Thread.current.threadDictionary
    if let context = dictionary[key] as? CoreAnimationContext { return context }
    let context = CoreAnimationContext()
    dictionary[key] = context
    return context
  }

  /// Completes every running animation of every layer: the clock's "finish".
  ///
  /// Model values stay, delegates hear `animationDidStop(_:finished: true)`, animations with
  /// `isRemovedOnCompletion` are removed, and transaction completion blocks waiting only for
  /// them run.
  package func completeAllAnimations() {
    let layers = animatedLayers.compactMap(\.layer)
    animatedLayers = []
    for layer in layers { layer.completeAnimations() }
  }

  func register(_ layer: CALayer) {
    guard !animatedLayers.contains(where: { $0.layer === layer }) else { return }
    animatedLayers.removeAll { $0.layer == nil }
    animatedLayers.append(WeakLayer(layer: layer))
  }
}

/// A layer held weakly.
struct WeakLayer {
  weak var layer: CALayer?
}
