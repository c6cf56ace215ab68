import BezelSolver

/// An independent reference for tiny systems: the optimum by enumeration of vertices.
///
/// The objective, the sum of each optional constraint's violation times its strength, is
/// convex and piecewise linear, and every system here lies in a bounded box. So its minimum
/// over the region where the required constraints hold is reached at a point where `n`
/// independent hyperplanes meet — boundaries of required constraints, or hyperplanes where an
/// optional constraint's violation is zero. Trying every such point finds the optimum; no
/// simplex, tableau or code of the solver is involved.
enum VertexReference {
  /// A constraint in plain numbers: `Σ coefficients[i]·x[i] + constant OP 0`.
  struct PlainConstraint {
    var coefficients: [Double]
    var constant: Double
    var relation: Constraint.Relation
    var strength: Strength

    func value(_ x: [Double]) -> Double {
      // Index loops rather than zip and reduce, which the debug build runs several times slower;
      // the sum is taken in the same order.
      var sum = constant
      for i in 0..<min(coefficients.count, x.count) { sum += coefficients[i] * x[i] }
      return sum
    }

    /// How far `x` is from satisfying the constraint; 0 when it holds.
    func violation(_ x: [Double]) -> Double {
      let v = value(x)
      switch relation {
      case .equal: return abs(v)
      case .lessThanOrEqual: return max(0, v)
      case .greaterThanOrEqual: return max(0, -v)
      }
    }
  }

  static let tolerance = 1e-7

  /// The weighted error of the optional constraints at `x`.
  static func objective(_ constraints: [PlainConstraint], at x: [Double]) -> Double {
    var sum = 0.0
    for constraint in constraints where !constraint.strength.isRequired {
      sum += constraint.strength.value * constraint.violation(x)
    }
    return sum
  }

  /// The optimal objective, or nil when the required constraints have no common point.
  static func optimum(_ constraints: [PlainConstraint], dimension n: Int) -> Double? {
    // Each hyperplane `a·x + c = 0` as the row `a, -c` of an augmented matrix. A hyperplane
    // written twice (a box side and an equal constraint, say) meets nowhere new, so each is tried
    // once: the vertices are the same, and so is the optimum. The rows are kept one after another
    // in one array, which the debug build reads several times faster than an array of arrays.
    let width = n + 1
    var planes: [Double] = []
    var planeCount = 0
    for constraint in constraints {
      let row = constraint.coefficients + [-constraint.constant]
      let seen = (0..<planeCount).contains { p in
        (0..<width).allSatisfy { planes[p * width + $0] == row[$0] }
      }
      if !seen {
        planes += row
        planeCount += 1
      }
    }
    let required = constraints.filter { $0.strength.isRequired }
    var best: Double?
    var matrix = [Double](repeating: 0, count: n * width)
    var x = [Double](repeating: 0, count: n)
    forEachCombination(planeCount, n) { subset in
      guard solve(planes, subset, n, in: &matrix, into: &x) else { return }
      for constraint in required
      where constraint.violation(x) > tolerance * (1 + abs(constraint.constant)) {
        return
      }
      let f = objective(constraints, at: x)
      if best == nil || f < best! { best = f }
    }
    return best
  }

  /// Calls `body` with every `k`-element subset of `0..<count`, in lexicographic order, in one
  /// array reused from call to call.
  static func forEachCombination(_ count: Int, _ k: Int, _ body: ([Int]) -> Void) {
    guard k <= count else { return }
    var chosen = Array(0..<k)
    while true {
      body(chosen)
      var i = k - 1
      while i >= 0, chosen[i] == count - k + i { i -= 1 }
      guard i >= 0 else { return }
      chosen[i] += 1
      for j in (i + 1)..<k { chosen[j] = chosen[j - 1] + 1 }
    }
  }

  /// Writes into `x` the point where the hyperplanes of the rows `subset` of `planes` (rows of
  /// `n + 1` numbers one after another) meet, or returns false when they are not independent:
  /// Gauss–Jordan elimination with partial pivoting, in `matrix` (n × (n + 1), reused from call
  /// to call).
  static func solve(
    _ planes: [Double], _ subset: [Int], _ n: Int, in matrix: inout [Double],
    into x: inout [Double]
  ) -> Bool {
    let width = n + 1
    for r in 0..<n {
      let row = subset[r] * width
      for k in 0..<width { matrix[r * width + k] = planes[row + k] }
    }
    for col in 0..<n {
      // The first row of largest magnitude in the column.
      var pivot = col
      for r in (col + 1)..<n where abs(matrix[r * width + col]) > abs(matrix[pivot * width + col]) {
        pivot = r
      }
      guard abs(matrix[pivot * width + col]) > 1e-9 else { return false }
      if pivot != col {
        for k in 0..<width { matrix.swapAt(col * width + k, pivot * width + k) }
      }
      for r in 0..<n where r != col {
        let f = matrix[r * width + col] / matrix[col * width + col]
        for k in col...n { matrix[r * width + k] -= f * matrix[col * width + k] }
      }
    }
    for i in 0..<n { x[i] = matrix[i * width + n] / matrix[i * width + i] }
    return true
  }
}
