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
