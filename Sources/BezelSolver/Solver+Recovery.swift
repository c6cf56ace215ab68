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
  /// values; refines the values if one does not hold (``Tableau/refineRequiredConstraints()``),
  /// and solves everything afresh if that is not enough.
  ///
  /// A tableau that needed refining is checked at every read after any change, since moving a
  /// constant evaluates the values again from the rows, until its values hold unrefined.
  ///
  /// - Complexity: O(terms of the required constraints) when rows changed since the last read;
  ///   O(1) otherwise.
  func verifyRequiredConstraints() {
    guard tableau.needsVerification || (tableau.refinesValues && !tableau.valuesAreCurrent)
    else { return }
    _ = holdsRequiredConstraints()
  }

  /// Whether every required constraint holds at the values, after refining them and, if that is
  /// not enough, solving everything afresh.
  func holdsRequiredConstraints() -> Bool {
    tableau.needsVerification = false
    if tableau.requiredConstraintsHoldIncrementally() ?? tableau.requiredConstraintsHold() {
      // Values that hold unrefined need no checking at every read until rows change again.
      tableau.refinesValues = false
      return true
    }
    if tableau.refineRequiredConstraints() { return true }
    guard var fresh = tableau.rebuilt() else { return false }
    let holds = fresh.requiredConstraintsHold() || fresh.refineRequiredConstraints()
    fresh.needsVerification = false
    tableau = fresh
    return holds
  }

  /// Runs `call` and checks every required constraint after it.
  ///
  /// If no solve keeps them within 1e-9, puts the solver back as it was and throws `refusal`.
  /// For calls made while wide-ranging numbers are held (``Constraint/isWideRange(constant:)``).
  ///
  /// - Complexity: a copy of the tableau, then O(terms of the required constraints).
  func checkingEveryRequiredConstraint<Failure: Error>(
    refusing refusal: Failure, _ call: () throws(Failure) -> Void
  ) throws(Failure) {
    checkedCallCount += 1
    let saved = tableau
    try call()
    if !holdsRequiredConstraints() {
      tableau = saved
      // Symbols found since the copy may be other variables' in it.
      tableau.renewSymbolEpoch()
      throw refusal
    }
  }
}
