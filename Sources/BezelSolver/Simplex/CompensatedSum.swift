/// A sum that carries the low-order bits each addition loses (Neumaier's variant of Kahan
/// summation), so that large terms that cancel leave their small difference exact.
struct CompensatedSum {
  private var sum: Double
  private var compensation = 0.0

  init(_ first: Double) { sum = first }

  mutating func add(_ x: Double) {
    let t = sum + x
    if abs(sum) >= abs(x) {
      compensation += (sum - t) + x
    } else {
      compensation += (x - t) + sum
    }
    sum = t
  }

  var value: Double { sum + compensation }
}
