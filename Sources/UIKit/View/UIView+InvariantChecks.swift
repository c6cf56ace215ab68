import Foundation

/// Running the invariant checks (`UIView+Invariants.swift`) after every mutation, in tests.
///
/// The main mutating entry points (adding, inserting, moving and removing subviews; activating,
/// deactivating and editing constraints; `layoutIfNeeded()`) end with a test of one static flag,
/// off unless a test turns it on with `checkingInvariants(_:)`; when it is on, they check the
/// trees they touched and record what is broken.
extension UIView {
  /// Whether any scope of checking is open.
  ///
  /// The entry points' one test, cheap to make when none is; which calls are checked is decided
  /// by the task's scope (`InvariantCheckScope`).
  package private(set) static var checksInvariants = false
  /// How many scopes of checking are open.
  private static var invariantCheckScopes = 0

  /// Runs `body` with the checks on for the calls it makes, and returns the violations found.
  package static func checkingInvariants(_ body: () -> Void) -> [String] {
    let scope = InvariantCheckScope()
    openInvariantCheckScope()
    InvariantCheckScope.scope.withValue(scope) { body() }
    closeInvariantCheckScope()
    return scope.violations
  }

  /// Runs `body` with the checks on for the calls made by its task, and returns the violations
  /// found; tests running meanwhile are checked only if they opened their own scope.
  package static func checkingInvariantsAsync(
    _ body: () async throws -> Void
  ) async throws -> [String] {
    let scope = InvariantCheckScope()
    openInvariantCheckScope()
    defer { closeInvariantCheckScope() }
    try await InvariantCheckScope.scope.withValue(scope) { try await body() }
    return scope.violations
  }

  private static func openInvariantCheckScope() {
    invariantCheckScopes += 1
    checksInvariants = true
  }

  private static func closeInvariantCheckScope() {
    invariantCheckScopes -= 1
    checksInvariants = invariantCheckScopes > 0
  }

  /// Runs `body`, the work of the entry point `operation`, checking the trees of `views` (read
  /// before `body` runs) afterwards when checks are on.
  ///
  /// Inlined, so that with checks off an entry point pays one test of a flag: the views are
  /// not gathered and the closure is not escaping.
  @inline(__always)
  static func checked(
    after operation: String, in views: @autoclosure () -> [UIView?], _ body: () -> Void
  ) {
    guard checksInvariants else { return body() }
    checkInvariants(after: operation, in: views(), body)
  }

  /// How many checked entry points are running, one inside another: only the outermost checks,
  /// as the inner ones may run in the middle of a pass (a stack view activating its constraints
  /// from `updateConstraints`).
  static var invariantCheckDepth = 0

  /// Runs `body`, the work of the entry point `operation`; then, when no other checked entry
  /// point is running, checks the trees of `views` (each tree once, found after `body`) and
  /// records their violations.
  static func checkInvariants(after operation: String, in views: [UIView?], _ body: () -> Void) {
    invariantCheckDepth += 1
    body()
    invariantCheckDepth -= 1
    guard invariantCheckDepth == 0, let scope = InvariantCheckScope.current else { return }
    var roots: [UIView] = []
    for case let view? in views {
      var root = view
      while let superview = root.storedSuperview { root = superview }
      if !roots.contains(where: { $0 === root }) { roots.append(root) }
    }
    for root in roots {
      for problem in root.invariantViolations() {
        scope.violations.append("after \(operation): \(problem)")
      }
    }
  }
}

extension NSLayoutConstraint {
  /// `UIView.checked(after:in:_:)` for the trees of the constraints' items.
  @inline(__always)
  static func checked(
    after operation: String, of constraints: @autoclosure () -> [NSLayoutConstraint],
    _ body: () -> Void
  ) {
    UIView.checked(after: operation, in: hierarchyViews(of: constraints()), body)
  }

  private static func hierarchyViews(of constraints: [NSLayoutConstraint]) -> [UIView?] {
    var views: [UIView?] = []
    for constraint in constraints {
      for item in constraint.layoutItems { views.append(item.hierarchyView) }
    }
    return views
  }
}

/// What the checks found for the calls of one task (a test), which entered it as its scope.
package final class InvariantCheckScope: @unchecked Sendable {
  /// The scopes entered, innermost in effect (QuartzCore's `ScopedValue`).
  static let scope = ScopedValue<InvariantCheckScope>()
  /// The scope of the running task, if it checks.
  package static var current: InvariantCheckScope? { scope.current }
  /// The violations found, each prefixed by the call after which it was found.
  ///
  /// Written on the main actor only, by the checks.
  package fileprivate(set) var violations: [String] = []
}
