import Foundation

/// The contexts a task has entered, innermost first: the one "current value per task" of the
/// UIKit module.
///
/// `UIScreen.main`, the text model and the diagnostics sink are all read from here. Each fact is
/// the innermost entered context's that sets it, else the default. Entering is scoped to a call
/// (`WindowContext.run(_:)`) by QuartzCore's `ScopedValue`, so it never leaks into other tasks:
/// Swift Testing runs tests in parallel, each in its own task. A task created meanwhile inherits
/// the contexts, as it inherits any task-local value; code outside any task keeps them on its
/// thread, the main thread, instead.
@MainActor
final class EnteredContexts: Sendable {
  let innermost: WindowContext
  let enclosing: EnteredContexts?

  init(_ innermost: WindowContext, enclosing: EnteredContexts?) {
    self.innermost = innermost
    self.enclosing = enclosing
  }

  /// The contexts entered by whoever runs, innermost first.
  nonisolated static let scope = ScopedValue<EnteredContexts>()

  /// The contexts entered by whoever is running now.
  static var current: EnteredContexts? {
    scope.current
  }

  /// The first non-nil value of `fact` from the innermost context outwards.
  func first<Value>(_ fact: (WindowContext) -> Value?) -> Value? {
    var node: EnteredContexts? = self
    while let entered = node {
      if let value = fact(entered.innermost) { return value }
      node = entered.enclosing
    }
    return nil
  }
}

extension WindowContext {
  /// Runs `operation` with this context entered: its facts are current for this task, ahead of
  /// the contexts entered before.
  package func run<Result>(_ operation: () throws -> Result) rethrows -> Result {
    let enclosing = EnteredContexts.current
    if enclosing?.innermost === self { return try operation() }
    let entered = EnteredContexts(self, enclosing: enclosing)
    // The API that runs on any thread (UIGraphics.h) reads the facts from the thread instead.
    let facts = ThreadFacts.current
    facts.entered.append(
      ThreadFacts.Entered(
        screenScale: entered.first { $0.screen?.scale },
        diagnostics: entered.first(\.diagnostics)))
    defer { facts.entered.removeLast() }
    return try EnteredContexts.scope.withValue(entered, operation)
  }

  /// Runs an asynchronous `operation` with this context entered for this task and its children.
  package func runAsync<Result>(_ operation: () async throws -> Result) async rethrows -> Result {
    let entered = EnteredContexts(self, enclosing: EnteredContexts.current)
    return try await EnteredContexts.scope.withValue(entered, operation)
  }

  /// The screen `UIScreen.main` answers: the innermost entered context's, else the default.
  package static var currentScreen: UIScreen {
    EnteredContexts.current?.first(\.screen) ?? UIScreen.default
  }

  /// The text model in effect: `window`'s if it sets one, else the innermost entered context's,
  /// else the system font model of the window's (or the innermost entered context's) OS.
  package static func textModel(in window: UIWindow? = nil) -> any TextMeasuring {
    if let model = window?.context.textModel ?? EnteredContexts.current?.first(\.textModel) {
      return model
    }
    let generation =
      window?.context.systemFontGeneration
      ?? EnteredContexts.current?.first(\.systemFontGeneration) ?? .sfPro
    return SystemFontTextModel(generation: generation)
  }

  /// The diagnostics sink in effect: the innermost entered context's, else the process-wide
  /// handler.
  package static var currentDiagnostics: (@Sendable (UIKitDiagnostics.Message) -> Void)? {
    EnteredContexts.current?.first(\.diagnostics)
  }
}
