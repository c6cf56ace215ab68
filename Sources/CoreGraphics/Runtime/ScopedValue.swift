import Foundation

/// A value in effect for whoever runs: the innermost one entered with `withValue`, else the
/// thread's own when the scoped value gives each thread one, else none.
///
/// The one rule for Bezel's "current" state (Core Animation's context, UIKit's window
/// contexts, the invariant checks' scope). Entering is scoped to a call, so a value entered by
/// one test never leaks into another running meanwhile: within a task it is a task-local value,
/// which the tasks it creates inherit; code outside any task enters on its thread instead, since
/// pushing a task-local value there crashes release builds of Swift 6.3. Such code runs
/// synchronously, so while it has entered a value nothing else runs on its thread; and while it
/// has, what it calls enters on the thread too, so the innermost value is always the one read.
///
/// Unchecked: values are read and entered by one task at a time (a test, the tasks it awaits);
/// each user states which (the main actor, or Core Animation's rule of one task per context).
/// Package-level.
package final class ScopedValue<Value: AnyObject>: @unchecked Sendable {
  /// The value a task entered, carried as its task-local value.
  @usableFromInline final class Entered: @unchecked Sendable {
    @usableFromInline let value: Value
    @usableFromInline init(_ value: Value) { self.value = value }
  }

  /// The state of one thread: the value entered there outside any task, and its own value.
  @usableFromInline final class ThreadState {
    @usableFromInline var enteredOutsideTasks: Value?
    @usableFromInline let own: Value?
    init(own: Value?) { self.own = own }
  }

  // Inlinable, with what it reads, so that a client module reads the current value at the cost
  // of a specialized call (Core Animation's context, on every layer layout).
  @usableFromInline let ofTask = TaskLocal<Entered?>(wrappedValue: nil)
  @usableFromInline let ofThread: ThreadLocal<ThreadState>

  /// A scoped value; `threadDefault` makes each thread's own value on its first read.
  package init(threadDefault: @escaping @Sendable () -> Value? = { nil }) {
    ofThread = ThreadLocal { ThreadState(own: threadDefault()) }
  }

  /// The innermost value entered by the caller, or nil.
  @inlinable package var current: Value? {
    ofThread.value.enteredOutsideTasks ?? ofTask.get()?.value
  }

  /// The innermost value entered by the caller, else the thread's own (one thread-specific read).
  @inlinable package var currentOrThreadDefault: Value? {
    let thread = ofThread.value
    return thread.enteredOutsideTasks ?? ofTask.get()?.value ?? thread.own
  }

  /// The calling thread's own value.
  @inlinable package var threadDefault: Value? {
    ofThread.value.own
  }

  /// Runs `operation` with `value` in effect.
  package func withValue<Result>(_ value: Value, _ operation: () throws -> Result) rethrows
    -> Result
  {
    let thread = ofThread.value
    if thread.enteredOutsideTasks == nil, withUnsafeCurrentTask(body: { $0 != nil }) {
      return try ofTask.withValue(Entered(value), operation: operation)
    }
    let enclosing = thread.enteredOutsideTasks
    thread.enteredOutsideTasks = value
    defer { thread.enteredOutsideTasks = enclosing }
    return try operation()
  }

  /// Runs an asynchronous `operation` with `value` in effect for this task and the tasks it
  /// creates.
  package func withValue<Result>(
    _ value: Value, isolation: isolated (any Actor)? = #isolation,
    _ operation: () async throws -> Result
  ) async rethrows -> Result {
    try await ofTask.withValue(Entered(value), operation: operation, isolation: isolation)
  }
}
