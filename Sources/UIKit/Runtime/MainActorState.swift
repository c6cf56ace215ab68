/// Reads main-actor state from a nonisolated override such as `description`.
///
/// NSObject's `description` is nonisolated, so UIKit classes' descriptions are called from any
/// context. `MainActor.assumeIsolated` would trap when a test or a log calls one off the main
/// actor; UIKit itself only warns about such calls. Bezel reads the state without the check
/// instead (a description only reads), so that printing an object never crashes.
nonisolated func readingMainActorState<T>(_ body: @MainActor () -> T) -> T {
  withoutActuallyEscaping(body) { isolated in
    unsafeBitCast(isolated, to: (() -> T).self)()
  }
}

/// Runs main-actor work from a view's `deinit`, which Swift makes nonisolated.
///
/// A view is released where it is used, on the main actor (releasing one elsewhere is a misuse
/// UIKit's own dealloc does not guard against either); `MainActor.assumeIsolated` would check
/// that on every deallocation, and trap instead of running.
nonisolated func runningAsMainActor(_ body: @MainActor () -> Void) {
  readingMainActorState(body)
}
