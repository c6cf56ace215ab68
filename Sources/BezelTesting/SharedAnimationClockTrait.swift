import QuartzCore
import Testing

/// Records an issue when a test leaves animations or scheduled work unfinished on the thread's
/// shared animation clock.
///
/// Code that runs on no clock of its own (outside `AnimationClock.withOwnClock`, a
/// `DeviceHost`'s `perform`, or the ``Trait/ownAnimationClock`` trait) runs on its thread's
/// clock, which every test on the main actor shares: what one test leaves running there ends in
/// whichever test next moves that clock. The check counts only what the test itself added.
public struct SharedAnimationClockTrait: TestTrait, SuiteTrait, TestScoping {
  public var isRecursive: Bool { true }

  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    guard testCase != nil else { return try await function() }
    let mark = await MainActor.run { CoreAnimationContext.ofThread.mark }
    try await function()
    let left = await MainActor.run { SharedClockLeftovers(since: mark) }
    if let message = left.message {
      Issue.record(Comment(rawValue: message))
    }
  }
}

extension Trait where Self == SharedAnimationClockTrait {
  /// Records an issue when the test leaves work unfinished on the thread's shared clock.
  public static var checksSharedAnimationClock: Self { SharedAnimationClockTrait() }
}

/// What a test left unfinished on its thread's shared animation clock since a mark.
struct SharedClockLeftovers: Equatable, Sendable {
  var animations = 0
  var scheduled = 0
  var nextTurn = 0

  init(animations: Int = 0, scheduled: Int = 0, nextTurn: Int = 0) {
    self.animations = animations
    self.scheduled = scheduled
    self.nextTurn = nextTurn
  }

  @MainActor
  init(since mark: CoreAnimationContext.Mark) {
    let left = CoreAnimationContext.ofThread.unfinishedWork(since: mark)
    self.init(animations: left.animations, scheduled: left.scheduled, nextTurn: left.nextTurn)
  }

  /// The issue's text, or `nil` when nothing was left.
  var message: String? {
    var parts: [String] = []
    if animations > 0 { parts.append("\(animations) running animation(s)") }
    if scheduled > 0 { parts.append("\(scheduled) scheduled item(s)") }
    if nextTurn > 0 { parts.append("\(nextTurn) item(s) deferred to the next turn") }
    guard !parts.isEmpty else { return nil }
    return "The test left " + parts.joined(separator: ", ")
      + " on the thread's shared animation clock; run it on a clock of its own "
      + "(AnimationClock.withOwnClock, a DeviceHost's perform, or .ownAnimationClock) "
      + "or finish what it starts."
  }
}
