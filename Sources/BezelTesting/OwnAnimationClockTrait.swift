import QuartzCore
import Testing

/// Runs each test case on an animation clock of its own, at time 0 with nothing scheduled, so
/// that work another test left on the thread's clock never runs in it, nor its work in others.
///
/// Tests on the main actor share the main thread, and with it the thread's own clock.
public struct OwnAnimationClockTrait: TestTrait, SuiteTrait, TestScoping {
  public var isRecursive: Bool { true }

  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    // A suite's scope and a test's own scope wrap its test cases: each case gets one clock.
    guard testCase != nil else { return try await function() }
    try await CoreAnimationContext().runAsync { try await function() }
  }
}

extension Trait where Self == OwnAnimationClockTrait {
  /// Gives each test case an animation clock of its own.
  public static var ownAnimationClock: Self { OwnAnimationClockTrait() }
}
