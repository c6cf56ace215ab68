import Foundation

// Which context is in effect. Core Animation's API is static (`CATransaction.begin()`,
// `CACurrentMediaTime()`), so it reads the context of whoever runs: the innermost one entered
// with `run`, else the thread's own (`ScopedValue`'s rule). Entering is scoped to a call, like a
// task-local value, so that a context entered by one test never leaks into another running
// meanwhile.
//
// The rule is UIKit's own: a context, like a thread's transaction, is used by one task at a
// time; the tasks that enter one (a test, the tasks it awaits) take turns.

extension CoreAnimationContext {
  /// The contexts entered, and each thread's own.
  static let scope = ScopedValue { CoreAnimationContext() }

  /// The context in effect for the caller: the innermost entered, else the thread's own.
  ///
  /// Read on every layer layout and transaction: one thread-specific read and one task-local
  /// read.
  package static var current: CoreAnimationContext {
    // The scope gives every thread a context of its own, so the last fallback is never taken.
    scope.currentOrThreadDefault ?? CoreAnimationContext()
  }

  /// Runs `operation` with this context in effect.
  package func run<Result>(_ operation: () throws -> Result) rethrows -> Result {
    try Self.scope.withValue(self, operation)
  }

  /// Runs an asynchronous `operation` with this context in effect for this task and the tasks
  /// it creates.
  package func runAsync<Result>(
    isolation: isolated (any Actor)? = #isolation, _ operation: () async throws -> Result
  ) async rethrows -> Result {
    try await Self.scope.withValue(self, isolation: isolation, operation)
  }
}
