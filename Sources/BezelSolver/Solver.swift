/// An incremental Cassowary constraint solver.
///
/// Add required and optional linear constraints; the solver keeps every required constraint
/// satisfied and minimises the sum of the optional ones' errors, each weighted by its
/// strength. Every call re-solves incrementally: adding, removing, changing a constant or
/// suggesting an edit value touches only the rows involved.
///
/// The solver is deterministic: the same calls give bit-identical values on every run and
/// machine, whatever the hashing seed. A call that fails throws a typed error and leaves the
/// solver exactly as it was. No sequence of calls traps or loops forever: every simplex loop
/// stops at an iteration bound, and a call that reaches it is solved afresh.
///
/// Numbers: every test of zero is relative to the magnitudes involved (see `Tolerance`); a
/// required constraint is refused only when a fresh solve of the required constraints refuses it
/// too; before values are read after a change, every required constraint is checked at them
/// (within 1e-9 of the largest magnitude among its constant and terms), and a violation makes the
/// solver refine the values against the constraints as written and, if that is not enough, solve
/// everything afresh; numbers out of the range double precision solves reliably
/// (``Constraint/isWithinSolverRange``) are refused; and while wide-ranging numbers are held
/// (``Constraint/isWideRange(constant:)``), each call is checked as it is made and refused, as
/// out of range, if no solve keeps every required constraint within 1e-9.
public final class Solver {
  // Every call reaches the tableau; no call reaches it twice at once, so the dynamic exclusivity
  // check each access would make is left out.
  @exclusivity(unchecked) var tableau: Tableau

  /// Whether a refusal is confirmed and explained (the default): a required constraint the
  /// incremental tableau refuses is tried in a fresh tableau of the required set, and a refusal
  /// names a minimal conflicting set.
  ///
  /// Both take fresh tableaus; a caller that retries a constraint and discards the reason can
  /// turn them off, and then gets the failing constraint alone as the conflict, and may see a
  /// refusal that a fresh solve would have turned into an addition.
  public var explainsConflicts = true

  /// The counts ``mentionCount(of:)`` reads, by variable id.
  ///
  /// Nil until first asked for, so that a solver nobody asks keeps no count.
  @exclusivity(unchecked) private var termCounts: IntegerMap?

  /// How many held constraints mention the variable: terms on it, counted in the constraints
  /// (edit constraints included) the solver holds; 0 for a variable no held constraint has.
  ///
  /// A variable that only one held constraint mentions moves nothing else: the layer above
  /// keeps such a constraint in while it measures. The first call counts every held constraint;
  /// the count is kept up to date after it.
  package func mentionCount(of variable: Variable) -> Int {
    if termCounts == nil {
      termCounts = IntegerMap()
      tableau.records.forEachValue { countTerms(of: $0.constraint, by: 1) }
    }
    return Int(termCounts?[variable.id] ?? 0)
  }

  /// Counts the terms of a constraint the solver now holds (`by` 1) or no longer holds (-1),
  /// once anything asked for the counts.
  private func countTerms(of constraint: Constraint, by change: Int32) {
    guard termCounts != nil else { return }
    for term in constraint.expression.terms { termCounts?.add(change, to: term.variable.id) }
  }

  /// How many held constraints have wide-range numbers (``Constraint/isWideRange(constant:)``):
  /// while there are any, every call is checked as it is made.
  var wideRangeConstraints = 0
  /// How many calls were checked as they were made, for tests.
  package var checkedCallCount = 0

  /// The most constraints a solver may hold and still check its calls as they are made.
  ///
  /// A check costs a copy of the tableau and a pass over the required constraints, so checking
  /// every call of a larger system would make building it quadratic; such a system is checked
  /// when its values are read, as narrow ones are. The random sequences that need the check
  /// hold a few dozen constraints.
  public static let largestCheckedSystem = 2_000

  /// Whether a call is checked as it is made: while wide numbers are held or the call brings
  /// them, in a system of at most ``largestCheckedSystem`` constraints.
  func checksCalls(wide: Bool) -> Bool {
    (wideRangeConstraints > 0 || wide) && tableau.records.count <= Self.largestCheckedSystem
  }

  /// Creates an empty solver.
  public init() {
    tableau = Tableau()
  }

  // MARK: Constraints

  /// Adds a constraint.
  ///
  /// - Throws: ``AddConstraintError/duplicateConstraint(_:)`` if it is already in the solver;
  ///   ``AddConstraintError/nonFiniteConstraint(_:)`` if a number in it is not finite or out of
  ///   the solver's range (``Constraint/isWithinSolverRange``), or if, while wide-ranging numbers
  ///   are held, no solve keeps the required constraints within 1e-9 with it;
  ///   ``AddConstraintError/unsatisfiableConstraint(_:)`` if it is required and conflicts
  ///   with the required constraints already added, naming a minimal conflicting set.
  public func addConstraint(_ constraint: Constraint) throws(AddConstraintError) {
    try addConstraint(constraint, holding: constraint.expression.constant)
  }

  /// Adds a constraint that holds `constant` in place of its expression's, as after
  /// ``updateConstant(of:to:)``.
  ///
  /// Putting back a constraint taken out for a while (a view's frame pin while the view is
  /// measured) with the constant its variables satisfy now, then moving that constant to its own,
  /// makes no row infeasible on the way: the addition needs no artificial variable, and the
  /// move takes only the dual simplex's pivots. The system is the one adding it directly gives.
  package func addConstraint(_ constraint: Constraint, holding constant: Double)
    throws(AddConstraintError)
  {
    let timing = SolverTiming.start()
    defer { SolverTiming.stop(timing) }
    guard !tableau.records.contains(constraint.id) else {
      throw .duplicateConstraint(constraint)
    }
    guard constraint.isFinite, constant.isFinite else { throw .nonFiniteConstraint(constraint) }
    let (isWithin, isWide) = constraint.range(constant: constant)
    guard isWithin else { throw .nonFiniteConstraint(constraint) }
    // A constraint that only defines a new variable moves no other value: nothing to check.
    if checksCalls(wide: isWide) && !tableau.definesFreshVariable(constraint) {
      try checkingEveryRequiredConstraint(refusing: .nonFiniteConstraint(constraint)) {
        () throws(AddConstraintError) in try add(constraint, constant: constant)
      }
    } else {
      try add(constraint, constant: constant)
    }
    if isWide { wideRangeConstraints += 1 }
    countTerms(of: constraint, by: 1)
  }

  /// The work of ``addConstraint(_:)`` once the constraint is known to be new and in range.
  private func add(_ constraint: Constraint, constant: Double) throws(AddConstraintError) {
    do {
      try tableau.add(constraint, constant: constant)
    } catch {
      if constraint.strength.isRequired,
        let conflicts = minimalConflict(
          failing: constraint, constant: constant, certificate: error.certificate)
      {
        throw .unsatisfiableConstraint(Unsatisfiable(constraint: constraint, conflicts: conflicts))
      }
      // An optional constraint always fits, and the required constraints hold together with this
      // one: solve everything afresh, with it.
      guard let fresh = tableau.rebuilt(adding: constraint) else {
        throw .unsatisfiableConstraint(
          Unsatisfiable(constraint: constraint, conflicts: [constraint]))
      }
      tableau = fresh
    }
    recoverIfNeeded()
  }

  /// Removes a constraint added earlier.
  ///
  /// - Throws: ``RemoveConstraintError/unknownConstraint(_:)`` if it is not in the solver.
  public func removeConstraint(_ constraint: Constraint) throws(RemoveConstraintError) {
    let timing = SolverTiming.start()
    defer { SolverTiming.stop(timing) }
    guard let record = tableau.records[constraint.id] else {
      throw .unknownConstraint(constraint)
    }
    if record.constraint.isWideRange(constant: record.constant) { wideRangeConstraints -= 1 }
    tableau.remove(record)
    countTerms(of: record.constraint, by: -1)
    recoverIfNeeded()
  }

  /// Whether the constraint is in the solver.
  public func hasConstraint(_ constraint: Constraint) -> Bool {
    tableau.records.contains(constraint.id)
  }

  /// The constant the solver holds for a constraint: its expression's constant, or the last value
  /// given to ``updateConstant(of:to:)``.
  ///
  /// Nil when the constraint is not in the solver.
  public func constant(of constraint: Constraint) -> Double? {
    tableau.records.constant(forKey: constraint.id)
  }

  /// Changes the constant of a constraint in the solver, as if its expression's constant had
  /// been `constant`, without removing and adding it again.
  ///
  /// - Complexity: proportional to the rows that hold the constraint's marker, plus any dual
  ///   simplex pivots the change makes necessary.
  /// - Throws: ``UpdateConstantError/unknownConstraint(_:)``,
  ///   ``UpdateConstantError/nonFiniteConstant(_:_:)``, or
  ///   ``UpdateConstantError/unsatisfiableConstraint(_:)`` if the constraint is required and,
  ///   with the new constant, conflicts with other required constraints.
  public func updateConstant(of constraint: Constraint, to constant: Double)
    throws(UpdateConstantError)
  {
    let timing = SolverTiming.start()
    defer { SolverTiming.stop(timing) }
    guard let held = tableau.records.constant(forKey: constraint.id) else {
      throw .unknownConstraint(constraint)
    }
    guard constant.isFinite else { throw .nonFiniteConstant(constraint, constant) }
    let (isWithin, isWide) = constraint.range(constant: constant)
    guard isWithin else { throw .nonFiniteConstant(constraint, constant) }
    let wasWide = constraint.isWideRange(constant: held)
    if checksCalls(wide: isWide) {
      try checkingEveryRequiredConstraint(refusing: .nonFiniteConstant(constraint, constant)) {
        () throws(UpdateConstantError) in try update(constraint, to: constant)
      }
    } else {
      try update(constraint, to: constant)
    }
    wideRangeConstraints += (isWide ? 1 : 0) - (wasWide ? 1 : 0)
  }

  /// The work of ``updateConstant(of:to:)`` once the constraint and constant are known good.
  private func update(_ constraint: Constraint, to constant: Double) throws(UpdateConstantError) {
    do {
      try tableau.updateConstant(constraint.id, to: constant)
    } catch {
      let certificate = error.certificate
      if let conflicts = minimalConflict(
        failing: constraint, constant: constant, certificate: certificate)
      {
        throw .unsatisfiableConstraint(Unsatisfiable(constraint: constraint, conflicts: conflicts))
      }
      // The required constraints hold together with the new constant: solve everything afresh.
      guard let fresh = tableau.rebuilt(overriding: constraint.id, constant: constant) else {
        throw .unsatisfiableConstraint(
          Unsatisfiable(constraint: constraint, conflicts: [constraint]))
      }
      tableau = fresh
      tableau.records.setConstant(constant, forKey: constraint.id)
    }
    recoverIfNeeded()
  }

  /// The number of constraints in the solver, edit constraints included.
  public var constraintCount: Int { tableau.records.count }

  /// Calls `body` with each constraint in the solver, edit constraints included, in an order
  /// fixed for a given sequence of calls.
  public func forEachConstraint(_ body: (Constraint) -> Void) {
    tableau.records.forEachValue { body($0.constraint) }
  }

  // MARK: Edit variables

  /// Makes a variable editable: adds an optional constraint `variable == value` whose value
  /// ``suggestValue(_:for:)`` changes.
  ///
  /// The value starts at 0.
  ///
  /// - Throws: ``EditVariableError/duplicateEditVariable(_:)`` if it is editable already;
  /// ``EditVariableError/badStrength(_:_:)`` if the strength is required or not finite.
  public func addEditVariable(_ variable: Variable, strength: Strength) throws(EditVariableError) {
    let timing = SolverTiming.start()
    defer { SolverTiming.stop(timing) }
    guard tableau.edits[variable.id] == nil else { throw .duplicateEditVariable(variable) }
    guard strength.value.isFinite, !strength.isRequired else {
      throw .badStrength(variable, strength)
    }
    let constraint = Constraint(variable.linearExpression, .equal, strength: strength)
    // An optional constraint always fits: if rounding made the incremental addition fail, solving
    // afresh adds it.
    if (try? tableau.add(constraint, constant: 0)) == nil,
      let fresh = tableau.rebuilt(adding: constraint)
    {
      tableau = fresh
    }
    tableau.edits[variable.id] = EditRecord(
      variableID: variable.id, constraint: constraint, value: 0)
    countTerms(of: constraint, by: 1)
    recoverIfNeeded()
  }

  /// Removes a variable's edit constraint.
  ///
  /// - Throws: ``EditVariableError/unknownEditVariable(_:)`` if it is not editable.
  public func removeEditVariable(_ variable: Variable) throws(EditVariableError) {
    let timing = SolverTiming.start()
    defer { SolverTiming.stop(timing) }
    guard let edit = tableau.edits.removeValue(forKey: variable.id),
      let record = tableau.records[edit.constraint.id]
    else { throw .unknownEditVariable(variable) }
    tableau.remove(record)
    countTerms(of: record.constraint, by: -1)
    recoverIfNeeded()
  }

  /// Whether the variable has an edit constraint.
  public func hasEditVariable(_ variable: Variable) -> Bool {
    tableau.edits[variable.id] != nil
  }

  /// Suggests a value for an edit variable; the solver moves it as close as the constraints
  /// and their strengths allow.
  ///
  /// - Complexity: proportional to the rows that depend on the variable's edit constraint,
  ///   plus the dual simplex pivots the new value makes necessary.
  /// - Throws: ``EditVariableError/unknownEditVariable(_:)`` or
  ///   ``EditVariableError/nonFiniteValue(_:_:)``.
  public func suggestValue(_ value: Double, for variable: Variable) throws(EditVariableError) {
    let timing = SolverTiming.start()
    defer { SolverTiming.stop(timing) }
    guard let edit = tableau.edits[variable.id] else { throw .unknownEditVariable(variable) }
    guard value.isFinite, abs(value) <= Constraint.largestMagnitude else {
      throw .nonFiniteValue(variable, value)
    }
    if checksCalls(wide: abs(value) > Constraint.narrowMagnitude) {
      try checkingEveryRequiredConstraint(refusing: .nonFiniteValue(variable, value)) {
        () throws(EditVariableError) in suggest(value, for: variable, edit)
      }
    } else {
      suggest(value, for: variable, edit)
    }
  }

  /// The work of ``suggestValue(_:for:)`` once the value is known good.
  private func suggest(_ value: Double, for variable: Variable, _ edit: EditRecord) {
    var edit = edit
    // The edit constraint is `variable + c == 0`, so the value v is the constant -v.
    // It is optional, so the change cannot be unsatisfiable: if rounding made the incremental
    // change fail, solving afresh makes it.
    if (try? tableau.updateConstant(edit.constraint.id, to: -value)) == nil,
      var fresh = tableau.rebuilt(overriding: edit.constraint.id, constant: -value)
    {
      fresh.records[edit.constraint.id]?.constant = -value
      tableau = fresh
    }
    edit.value = value
    tableau.edits[variable.id] = edit
    recoverIfNeeded()
  }

  // MARK: Values

  /// The variable's current value; 0 for a variable the solver has never seen.
  ///
  /// - Complexity: O(1) when nothing changed since the last read; otherwise one pass over
  ///   the tableau.
  public func value(of variable: Variable) -> Double {
    let timing = SolverTiming.start()
    defer { SolverTiming.stop(timing) }
    verifyRequiredConstraints()
    return tableau.value(of: variable)
  }

  /// The current values of four variables (a rectangle's), read with one check of the required
  /// constraints; as four calls of ``value(of:)``.
  public func values(
    of a: Variable, _ b: Variable, _ c: Variable, _ d: Variable
  ) -> (Double, Double, Double, Double) {
    values(ofIDs: a.id, b.id, c.id, d.id)
  }

  /// ``values(of:_:_:_:)`` for the variables with these ids: for a caller that keeps variables
  /// in a class and reads four at a time, which would otherwise copy each one out.
  package func values(
    ofIDs a: Int, _ b: Int, _ c: Int, _ d: Int
  ) -> (Double, Double, Double, Double) {
    let timing = SolverTiming.start()
    defer { SolverTiming.stop(timing) }
    verifyRequiredConstraints()
    return tableau.values(ofIDs: a, b, c, d)
  }

  /// Where the variables with these ids are kept, for ``values(at:)``; nil when one of them is in
  /// no constraint held.
  package func symbols(ofIDs a: Int, _ b: Int, _ c: Int, _ d: Int) -> VariableSymbols? {
    tableau.symbols(ofIDs: a, b, c, d)
  }

  /// ``values(ofIDs:_:_:_:)`` for the variables `found` locates, without looking them up; nil
  /// when the solver has numbered its symbols anew since they were found.
  package func values(at found: VariableSymbols) -> (Double, Double, Double, Double)? {
    let timing = SolverTiming.start()
    defer { SolverTiming.stop(timing) }
    // Checking may solve everything afresh, in a new numbering: the epoch is compared after it.
    verifyRequiredConstraints()
    return tableau.values(at: found)
  }

  /// The variables whose values changed since the last call, with their new values, in the order
  /// the solver first met them.
  ///
  /// A variable not reported before counts as having been 0.
  ///
  /// - Complexity: one pass over the tableau's symbols.
  public func fetchChanges() -> [(variable: Variable, value: Double)] {
    let timing = SolverTiming.start()
    defer { SolverTiming.stop(timing) }
    verifyRequiredConstraints()
    return tableau.changes()
  }

  /// The ids of the variables ``fetchChanges()`` would return, fetched as it fetches them, in
  /// `ids` (emptied first): for a caller that needs only which variables moved, and so neither
  /// copies the variables nor frees them, and that keeps one array for every fetch (a relayout
  /// of thousands of views would otherwise take fresh pages for each).
  package func fetchChangedVariableIDs(into ids: inout [Int]) {
    let timing = SolverTiming.start()
    defer { SolverTiming.stop(timing) }
    verifyRequiredConstraints()
    tableau.changedVariableIDs(into: &ids)
  }

  /// Removes every constraint and edit variable.
  public func reset() {
    tableau.reset()
    termCounts = nil
    wideRangeConstraints = 0
  }

  /// A deterministic text image of the tableau: objective, rows, definitions, infeasible
  /// rows, variables, edit variables and constraints.
  public func dump() -> String {
    tableau.dump()
  }
}

extension Solver {
  /// The number of cells the tableau's rows and definitions hold, for tests.
  package var tableauCellCount: Int { tableau.cellCount }

  /// The number of symbols the tableau holds, live or left behind by removed constraints, for
  /// tests.
  package var symbolCount: Int { tableau.symbolCount }

  /// The simplex pivots made since the solver was created, for tests.
  package var pivotCount: Int { tableau.pivotCount }

  /// The most pivots the next call may make: each simplex loop stops at the iteration bound, a
  /// call runs at most five of them, and solving afresh runs three per constraint.
  package var pivotBound: Int { tableau.iterationLimit * (3 * tableau.records.count + 8) }

  /// Every broken internal invariant, described; empty when the tableau is sound.
  ///
  /// For tests.
  package func invariantViolations() -> [String] {
    tableau.invariantViolations()
  }

  /// What the check of the required constraints from the last one answers now, beside what
  /// checking every one answers.
  ///
  /// The first looks only at what changed since the last check that found them holding; it is
  /// nil when there is no such check to start from or when checking everything costs less.
  /// Leaves the solver as it was.
  ///
  /// For tests.
  package func incrementalAndFullVerification() -> (incremental: Bool?, full: Bool) {
    var incremental = tableau
    var full = tableau
    return (incremental.requiredConstraintsHoldIncrementally(), full.requiredConstraintsHold())
  }

  /// The values of the variables, in order of first use, as the next read evaluates them
  /// (only what moved, when little did) beside evaluating every definition when a read
  /// evaluates; and whether the read would evaluate only what moved.
  ///
  /// Leaves the solver as it was. For tests.
  package func movedAndFullValues() -> (moved: [Double], full: [Double], evaluatesMoved: Bool) {
    var moved = tableau
    var full = tableau
    let evaluatesMoved = !moved.valuesAreCurrent && !moved.evaluatesEverything
    moved.refreshValues()
    // Values a read finds current (refined ones, say) are read as they are by both.
    if !full.valuesAreCurrent {
      full.forgetMoves()
      full.refreshValues()
    }
    return (
      moved.externalSymbols.map { moved.values[Int($0)] },
      full.externalSymbols.map { full.values[Int($0)] }, evaluatesMoved
    )
  }
}
