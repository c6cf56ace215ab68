import Foundation
import UIKit

/// The virtual clock UIKit's animations run on.
///
/// Bezel never reads a wall clock. An animation starts at the clock's time when it is added and
/// ends when a test moves the clock past its end: then its completion runs, in UIKit's order.
/// Work UIKit defers to the next turn of the run loop (the completion of an animation block
/// that animated nothing, the commit of the implicit transaction) runs when the test lets
/// pending work run, and before each step of the clock. Model values are final at once, so a
/// test needs the clock only to assert completions or values in mid-animation
/// (`layer.presentation()`).
///
/// The clock in effect is the one entered with ``withOwnClock(_:)``, else the calling
/// thread's, which tests on the main actor share: a test that animates should run on a clock of
/// its own, or finish what it starts. The clock is not a window's: UIKit's animation API names
/// no window, and one animation block may animate views in two windows and wait for both.
@MainActor
public enum AnimationClock {
  /// The clock's time in seconds: what `CACurrentMediaTime()` returns.
  public static var now: CFTimeInterval { CoreAnimationContext.current.mediaTime }

  /// Moves the clock forward by `seconds`, completing the animations that end by then and
  /// running the work that comes due, in time order.
  public static func advance(by seconds: TimeInterval) {
    CoreAnimationContext.current.advance(by: seconds)
  }

  /// Moves the clock to the end of every animation that ends, completing them in order;
  /// animations that repeat for ever keep running.
  public static func finish() {
    CoreAnimationContext.current.finish()
  }

  /// Runs the work deferred to the next turns of the run loop, without moving the clock.
  public static func runPendingWork() {
    CoreAnimationContext.current.runPendingWork()
  }

  /// Runs `body` on a clock of its own, at time 0, with nothing running or scheduled; the
  /// animations, transactions and deferred work `body` starts stay on that clock.
  public static func withOwnClock<Result>(_ body: () throws -> Result) rethrows -> Result {
    try CoreAnimationContext().run(body)
  }

  /// Runs an asynchronous `body` on a clock of its own, at time 0, with nothing running or
  /// scheduled; the tasks it creates share that clock.
  public static func withOwnClockAsync<Result>(_ body: () async throws -> Result) async rethrows
    -> Result
  {
    try await CoreAnimationContext().runAsync(body)
  }
}
