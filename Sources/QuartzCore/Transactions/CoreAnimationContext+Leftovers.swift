import Foundation

// What a context still has to do: the running animations, scheduled work and work waiting for
// the next turn of the run loop, counted from a mark, so that a test can tell what it left on a
// clock that others share.

extension CoreAnimationContext {
  /// The calling thread's own context: the one code that entered none runs on.
  package static var ofThread: CoreAnimationContext {
    // The scope gives every thread a context of its own, so the fallback is never taken.
    scope.threadDefault ?? CoreAnimationContext()
  }

  /// A mark to count from: animations added and work scheduled after it take higher orders.
  package struct Mark: Sendable {
    package let order: Int
    package let nextTurnCount: Int
  }

  /// A mark at this moment.
  package var mark: Mark { Mark(order: nextOrder, nextTurnCount: nextTurnWork.count) }

  /// What was added since `mark` and has not ended: running animations (not repeating for ever
  /// included), scheduled work not yet run, and work queued for the next turn beyond what was
  /// queued at the mark.
  package func unfinishedWork(since mark: Mark) -> (
    animations: Int, scheduled: Int, nextTurn: Int
  ) {
    var animations = 0
    for layer in animatedLayers.compactMap(\.layer) {
      for entry in layer.animationEntries
      where !entry.animation.hasFinished && entry.animation.addOrder >= mark.order {
        animations += 1
      }
    }
    let scheduled = timedWork.filter { $0.order >= mark.order }.count
    return (animations, scheduled, max(0, nextTurnWork.count - mark.nextTurnCount))
  }
}
