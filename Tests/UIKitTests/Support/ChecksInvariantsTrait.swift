import Testing

@testable import UIKit

/// Runs each test of a suite with the view trees' invariants checked after every mutating call
/// (`UIView.checkingInvariants(_:)`), and records each broken invariant as an issue.
struct ChecksInvariantsTrait: TestTrait, SuiteTrait, TestScoping {
  var isRecursive: Bool { true }

  func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    // A suite's scope and a test's own scope wrap its test cases: each case is checked once.
    guard testCase != nil else { return try await function() }
    let found = try await UIView.checkingInvariantsAsync { try await function() }
    for violation in found.prefix(5) {
      Issue.record("broken invariant \(violation)")
    }
  }
}

extension Trait where Self == ChecksInvariantsTrait {
  /// Checks the view trees' invariants after every mutating call of each test.
  static var checksInvariants: Self { ChecksInvariantsTrait() }
}
