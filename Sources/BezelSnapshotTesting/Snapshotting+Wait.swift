import Bezel
import Foundation
import SnapshotTesting
import UIKit

extension Snapshotting where Value == UIViewController {
  /// `strategy`'s snapshot after `duration` seconds of the host's own clock.
  ///
  /// Animations started
  /// while the controller appears, and timers, run to that time at once, without the test
  /// waiting (swift-snapshot-testing's `.wait(for:on:)` waits on the main run loop instead).
  /// Waits nest and add up. A strategy that hosts nothing (`.dump`) sees no difference.
  @MainActor
  public static func wait(for duration: TimeInterval, on strategy: Self) -> Self {
    Self(
      pathExtension: strategy.pathExtension, diffing: strategy.diffing,
      asyncSnapshot: { value in
        SnapshotTesting.Async { callback in
          let total = SnapshotHost.pendingWait + max(0, duration)
          SnapshotHost.$pendingWait.withValue(total) {
            strategy.snapshot(value).run(callback)
          }
        }
      })
  }
}
