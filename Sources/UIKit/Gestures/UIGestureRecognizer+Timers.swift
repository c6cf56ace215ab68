import Foundation

/// A recognizer's work scheduled on the animation clock.
struct ScheduledTimer {
  let clock: CoreAnimationContext
  let order: Int
}

extension UIGestureRecognizer {
  /// Runs `work` `delay` seconds from now on the animation clock in effect (a long press's
  /// duration, a tap's wait for the next tap), with the window's context current, then brings
  /// the window's recognizers up to date.
  func schedule(after delay: TimeInterval, _ work: @escaping @MainActor () -> Void) {
    let clock = CoreAnimationContext.current
    let window = arenaWindow ?? view?.window
    var order = -1
    order = clock.schedule(at: clock.mediaTime + delay) { [weak self, weak window] in
      MainActor.assumeIsolated {
        guard let self else { return }
        self.scheduledTimers.removeAll { $0.clock === clock && $0.order == order }
        let run = {
          work()
          window?.gestureArena.settle()
        }
        if let context = window?.context { context.run(run) } else { run() }
      }
    }
    scheduledTimers.append(ScheduledTimer(clock: clock, order: order))
  }

  /// Drops every timer the recognizer has scheduled.
  func cancelTimers() {
    for timer in scheduledTimers { timer.clock.cancelScheduled(timer.order) }
    scheduledTimers = []
  }
}
