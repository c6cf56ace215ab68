/// Checking the required constraints against the values, as the constraints were written.
///
/// The tableau holds each constraint only as rows combined from others; rounding in those rows
/// grows with the magnitudes a sequence of pivots builds up. Whatever the rows say, the values
/// read out must satisfy every required constraint as the caller wrote it.
extension Tableau {
  /// The largest violation of a required constraint a value may show, relative to the larger of
  /// 1 and the largest magnitude among the constraint's constant and terms at those values.
  static let requiredTolerance = 1.0e-9

  /// Whether every required constraint holds at the current values within
  /// ``requiredTolerance``; evaluates the values first.
  ///
  /// When they do, remembers the values, so that the next check can look only at what changed
  /// since (``requiredConstraintsHoldIncrementally()``).
  ///
  /// - Complexity: O(terms of the required constraints).
  mutating func requiredConstraintsHold() -> Bool {
    refreshValues()
    var holds = true
    records.forEachValue { record in
      guard holds, record.constraint.strength.isRequired else { return }
      if !requiredConstraintHolds(record) { holds = false }
    }
    if holds {
      recordVerifiedValues()
    } else {
      verification = nil
    }
    return holds
  }
}

extension Tableau {
  /// Whether adding `constraint` would only define a variable that nothing refers to yet.
  ///
  /// That is the path of ``freshExternal(in:defersZeroPreferring:)``, which moves no other
  /// value: the definition holds its constraint by construction, and every other constraint
  /// keeps its values. Decided from the terms, before any symbol is made.
  ///
  /// - Complexity: O(terms²) for a handful of terms; the constraints of layouts have at most
  ///   three.
  func definesFreshVariable(_ constraint: Constraint) -> Bool {
    let terms = constraint.expression.terms
    var merged: [(variable: Variable, coefficient: Double)] = []
    for term in terms where term.coefficient != 0 {
      if let i = merged.firstIndex(where: { $0.variable == term.variable }) {
        merged[i].coefficient += term.coefficient
      } else {
        merged.append((term.variable, term.coefficient))
      }
    }
    // The slack or errors of `makeRow` take part in the largest pivot with coefficients of 1.
    var largest: Double =
      constraint.relation == .equal && constraint.strength.isRequired ? 0 : 1
    for entry in merged { largest = max(largest, abs(entry.coefficient)) }
    let defersZeroPreferring = constraint.relation != .equal
    return merged.contains { entry in
      guard entry.coefficient != 0, abs(entry.coefficient) * Tolerance.pivotRatio >= largest,
        !(defersZeroPreferring && entry.variable.prefersZero)
      else { return false }
      guard let symbol = symbolOfVariable[entry.variable.id] else { return true }
      return isUnreferenced(symbol)
    }
  }
}
