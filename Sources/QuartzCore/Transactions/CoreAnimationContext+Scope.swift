import Foundation

// Which context is in effect. Core Animation's API is static (`CATransaction.begin()`,
// `CACurrentMediaTime()`), so it reads the context of whoever runs: the innermost one entered
// with `run`, else the thread's own. Entering is scoped to a call, like a task-local value, so
// that a context entered by one test never leaks into another running meanwhile.

/// A context entered by a task, as the task-local value that carries it.
///
/// Unchecked: Core Animation's API belongs to no actor, so the compiler cannot confine a
/// context to one thread. The rule is UIKit's own: a context, like a thread's transaction, is
/// used by one task at a time; the tasks that enter one (a test, the tasks it awaits) take turns.
final class EnteredAnimationContext: @unchecked Sendable {
  let context: CoreAnimationContext

  init(_ context: CoreAnimationContext) { self.context = context }
}

extension CoreAnimationContext {
  /// The context the current task entered, if any.
  @TaskLocal static var enteredByTask: EnteredAnimationContext?

  /// The context in effect for the caller: the innermost entered, else the thread's own.
  ///
  /// Code outside any task enters on the thread (pushing a task-local value there crashes
  /// release builds of Swift 6.3); such code runs synchronously, so while it has entered a
  /// context nothing else runs on that thread.
  package static var current: CoreAnimationContext {
    let slot = ContextSlot.ofThread
    return slot.enteredOutsideTasks ?? enteredByTask?.context ?? slot.own
  }

  /// Runs `operation` with this context in effect.
  package func run<Result>(_ operation: () throws -> Result) rethrows -> Result {
    let slot = ContextSlot.ofThread
    if slot.enteredOutsideTasks == nil, withUnsafeCurrentTask(body: { $0 != nil }) {
      return try Self.$enteredByTask.withValue(
        EnteredAnimationContext(self), operation: operation)
    }
    let enclosing = slot.enteredOutsideTasks
    slot.enteredOutsideTasks = self
    defer { slot.enteredOutsideTasks = enclosing }
    return try operation()
  }

  /// Runs an asynchronous `operation` with this context in effect for this task and the tasks
  /// it creates.
  package func runAsync<Result>(
    isolation: isolated (any Actor)? = #isolation, _ operation: () async throws -> Result
  ) async rethrows -> Result {
    try await Self.$enteredByTask.withValue(EnteredAnimationContext(self), operation: operation)
  }
}
