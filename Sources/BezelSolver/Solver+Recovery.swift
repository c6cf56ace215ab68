/// Recovering from what the incremental tableau could not do well: a simplex loop that ran into
/// its iteration bound, or rows whose rounding left a required constraint violated at the
/// values. In both cases everything is solved afresh
/// (``Tableau/rebuilt(overriding:constant:adding:)``).
extension Solver {
  /// Solves everything afresh when a simplex loop stopped at its iteration bound, which leaves
  /// the tableau short of its optimum or with rows still infeasible.
  func recoverIfNeeded() {
    guard tableau.iterationLimitReached else { return }
    tableau.iterationLimitReached = false
    if let fresh = tableau.rebuilt() { tableau = fresh }
  }

  /// Before values are read after the rows changed: checks every required constraint at the
  /// values, and solves everything afresh if one does not hold.
  ///
  /// - Complexity: O(terms of the required constraints) when rows changed since the last read;
  ///   O(1) otherwise.
  func verifyRequiredConstraints() {
    guard tableau.needsVerification else { return }
    tableau.needsVerification = false
    if tableau.requiredConstraintsHold() { return }
    guard var fresh = tableau.rebuilt() else { return }
    _ = fresh.requiredConstraintsHold()
    fresh.needsVerification = false
    tableau = fresh
  }
}
