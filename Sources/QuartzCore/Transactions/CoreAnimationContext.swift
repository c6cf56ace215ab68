import Foundation

/// The state Core Animation keeps between calls: the transaction stack, the media time and the
/// layers with running animations.
///
/// The one in effect is the innermost entered with ``run(_:)`` (`CoreAnimationContext+Scope.swift`),
/// else the thread's own: code that enters a context of its own (a test, through Bezel's
/// `AnimationClock.withOwnClock`) sees no animation, transaction or scheduled work of anyone
/// else's. Package-level.
package final class CoreAnimationContext {
  /// Open transactions, outermost first; the first is the implicit one, never committed by
  /// `commit()`.
  var transactions: [TransactionFrame] = [TransactionFrame(isImplicit: true)]
  /// The virtual clock's time, read by `CACurrentMediaTime()`: 0 until a test advances it
  /// (`CoreAnimationContext+Clock.swift`).
  package var mediaTime: CFTimeInterval = 0
  /// Work UIKit runs at the next turn of the run loop, in the order it was asked for.
  var nextTurnWork: [() -> Void] = []
  /// Work due at a media time, in the order it was scheduled.
  var timedWork: [TimedWork] = []
  /// The order the next added animation or scheduled work takes among those ending together.
  var nextOrder = 0
  /// How many layers layout passes have visited: a test's measure of what a pass touches.
  package var layoutVisits = 0
  /// Layers that have had animations added, in the order they first had one.
  var animatedLayers: [WeakLayer] = []
  /// Display links in a run loop, in the order they were added; the run loop holds them.
  var displayLinks: [CADisplayLink] = []
  /// The display's refresh rate, which display links fire at: 60 Hz, the rate of every iPhone
  /// and iPad without ProMotion (`UIScreen.maximumFramesPerSecond`).
  package var framesPerSecond = 60
  /// UIKit's `UIView.areAnimationsEnabled`, kept with the clock the animations it governs run
  /// on (`ViewAnimationBlock`); QuartzCore only stores it.
  package var viewAnimationsEnabled = true

  /// A context at media time 0, with nothing running, scheduled or open but the implicit
  /// transaction.
  package init() {}

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

/// Work due at a media time.
struct TimedWork {
  let time: CFTimeInterval
  let order: Int
  let work: () -> Void
}

/// A layer held weakly.
struct WeakLayer {
  weak var layer: CALayer?
}
