import Synchronization

/// The time every solver of the process spends inside its calls, while measuring is on: for
/// `bezel-bench`, which reports the solving share of a layout apart from the work around it.
///
/// Off (the default), a call costs one relaxed atomic load more. Each public call of ``Solver``
/// that reaches the tableau is timed once; none calls another, so nothing is counted twice.
package enum SolverTiming {
  private static let measuring = Atomic<Bool>(false)
  private static let nanoseconds = Atomic<Int64>(0)

  /// Whether calls are being timed.
  package static var isMeasuring: Bool {
    get { measuring.load(ordering: .relaxed) }
    set { measuring.store(newValue, ordering: .relaxed) }
  }

  /// The time spent in timed calls since the last ``reset()``, in milliseconds.
  package static var milliseconds: Double {
    Double(nanoseconds.load(ordering: .relaxed)) / 1e6
  }

  /// Forgets the time spent so far.
  package static func reset() {
    nanoseconds.store(0, ordering: .relaxed)
  }

  /// The moment the first measured call started, which the others are counted from.
  private static let epoch = ContinuousClock.now

  /// Nanoseconds since `epoch`, as a plain integer: an optional `ContinuousClock.Instant` costs
  /// a resilient type's witnesses on every call, measured or not.
  ///
  /// Out of line, so that a call not measured reads no clock metadata.
  @inline(never)
  private static func nanosecondsSinceEpoch() -> Int64 {
    let (seconds, attoseconds) = (ContinuousClock.now - epoch).components
    return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
  }

  /// The moment a call starts when measuring, in nanoseconds; -1 otherwise.
  @inline(__always)
  static func start() -> Int64 {
    measuring.load(ordering: .relaxed) ? nanosecondsSinceEpoch() : -1
  }

  /// Adds the time since `start` when it is a moment `start()` gave.
  @inline(__always)
  static func stop(_ start: Int64) {
    guard start >= 0 else { return }
    nanoseconds.add(nanosecondsSinceEpoch() - start, ordering: .relaxed)
  }
}
