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
  /// - Complexity: O(terms of the required constraints).
  mutating func requiredConstraintsHold() -> Bool {
    refreshValues()
    var holds = true
    records.forEachValue { record in
      guard holds, record.constraint.strength.isRequired else { return }
      var sum = record.constant
      var scale = abs(record.constant)
      for term in record.constraint.expression.terms where term.coefficient != 0 {
        guard let symbol = symbolOfVariable[term.variable.id] else { continue }
        let x = term.coefficient * values[Int(symbol)]
        sum += x
        scale = max(scale, abs(x))
      }
      let violation: Double
      switch record.constraint.relation {
      case .equal: violation = abs(sum)
      case .lessThanOrEqual: violation = sum
      case .greaterThanOrEqual: violation = -sum
      }
      if !(violation <= Self.requiredTolerance * max(1, scale)) { holds = false }
    }
    return holds
  }
}
