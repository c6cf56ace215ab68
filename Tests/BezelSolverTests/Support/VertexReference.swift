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
      zip(coefficients, x).reduce(constant) { $0 + $1.0 * $1.1 }
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
    constraints.filter { !$0.strength.isRequired }
      .reduce(0) { $0 + $1.strength.value * $1.violation(x) }
  }

  /// The optimal objective, or nil when the required constraints have no common point.
  static func optimum(_ constraints: [PlainConstraint], dimension n: Int) -> Double? {
    let planes = constraints.map { ($0.coefficients, $0.constant) }
    var best: Double?
    for subset in combinations(planes.count, n) {
      guard let x = solve(subset.map { planes[$0] }, n) else { continue }
      let feasible = constraints.allSatisfy {
        !$0.strength.isRequired || $0.violation(x) <= tolerance * (1 + abs($0.constant))
      }
      guard feasible else { continue }
      let f = objective(constraints, at: x)
      if best == nil || f < best! { best = f }
    }
    return best
  }

  /// The point where the hyperplanes `a·x + c = 0` meet, or nil when they are not independent.
  static func solve(_ planes: [([Double], Double)], _ n: Int) -> [Double]? {
    var m = planes.map { $0.0 + [-$0.1] }
    for col in 0..<n {
      guard
        let pivot = (col..<n).max(by: { abs(m[$0][col]) < abs(m[$1][col]) }),
        abs(m[pivot][col]) > 1e-9
      else { return nil }
      m.swapAt(col, pivot)
      for r in 0..<n where r != col {
        let f = m[r][col] / m[col][col]
        for k in col...n { m[r][k] -= f * m[col][k] }
      }
    }
    return (0..<n).map { m[$0][n] / m[$0][$0] }
  }

  static func combinations(_ count: Int, _ k: Int) -> [[Int]] {
    if k == 0 { return [[]] }
    if count < k { return [] }
    var result: [[Int]] = []
    func recurse(_ start: Int, _ chosen: [Int]) {
      if chosen.count == k {
        result.append(chosen)
        return
      }
      for i in start..<count { recurse(i + 1, chosen + [i]) }
    }
    recurse(0, [])
    return result
  }
}
