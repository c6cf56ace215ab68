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
/// The clock belongs to the calling thread, like Core Animation's transactions: each test that
/// animates should finish what it starts.
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
}
