/// Wall-clock timing helpers for the benchmark.
package enum Timing {
  static let clock = ContinuousClock()

  /// Milliseconds taken by `body`.
  package static func milliseconds(_ body: () throws -> Void) rethrows -> Double {
    let start = clock.now
    try body()
    return (clock.now - start).milliseconds
  }

  package static func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return .nan }
    let sorted = values.sorted()
    let mid = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
  }

  package static func percentile(_ values: [Double], _ q: Double) -> Double {
    guard !values.isEmpty else { return .nan }
    let sorted = values.sorted()
    return sorted[min(sorted.count - 1, Int(q * Double(sorted.count)))]
  }
}

extension Duration {
  var milliseconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) * 1000 + Double(attoseconds) / 1e15
  }
}
