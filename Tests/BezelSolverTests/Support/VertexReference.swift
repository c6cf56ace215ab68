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
    // Hyperplanes written twice (a box side and an equal constraint, say) meet nowhere new: each
    // is tried once. The vertices are the same, so the optimum is too.
    var planes: [([Double], Double)] = []
    for constraint in constraints
    where !planes.contains(where: { $0.0 == constraint.coefficients && $0.1 == constraint.constant }
    ) {
      planes.append((constraint.coefficients, constraint.constant))
    }
    let required = constraints.filter { $0.strength.isRequired }
    var best: Double?
    forEachCombination(planes.count, n) { subset in
      guard let x = solve(subset.map { planes[$0] }, n) else { return }
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

  /// The point where the hyperplanes `a·x + c = 0` meet, or nil when they are not independent.
  static func solve(_ planes: [([Double], Double)], _ n: Int) -> [Double]? {
    var m = planes.map { $0.0 + [-$0.1] }
    for col in 0..<n {
      // The first row of largest magnitude in the column, as `max(by:)` would choose it.
      var pivot = col
      for r in (col + 1)..<n where abs(m[r][col]) > abs(m[pivot][col]) { pivot = r }
      guard abs(m[pivot][col]) > 1e-9 else { return nil }
      m.swapAt(col, pivot)
      for r in 0..<n where r != col {
        let f = m[r][col] / m[col][col]
        for k in col...n { m[r][k] -= f * m[col][k] }
      }
    }
    return (0..<n).map { m[$0][n] / m[$0][$0] }
  }
}
