/// Solving everything again from scratch: the way out when the incremental tableau can no longer
/// be trusted (a refusal that a fresh solve of the required constraints contradicts, or a call
/// that ran into the iteration bound).
extension Tableau {
  /// A tableau holding the same constraints, with the constants in force (`constant` for
  /// `overriding`), and the same edit values, solved afresh: required constraints first, then
  /// `adding` (as the latest addition), then optional ones, each in order of addition and keeping
  /// its place in that order.
  ///
  /// Variables keep the order they were first met in and their reported values, so that
  /// ``changes()`` goes on reporting against what it last reported. Nil when the fresh tableau
  /// refuses a constraint.
  func rebuilt(
    overriding: Int = -1, constant: Double = 0, adding: Constraint? = nil
  ) -> Tableau? {
    var fresh = Tableau()
    for variable in externalVariables { _ = fresh.symbol(for: variable) }
    fresh.reportedValues = reportedValues
    fresh.changesAreReported = false
    let sorted = records.values.sorted { $0.sequence < $1.sequence }
    // Required constraints of fewer terms go first: one that fixes a variable alone then defines
    // it outright, instead of leaving its value to cancel out of rows that larger values reached
    // first (`1e-7·x == 313` makes x 3.1e9; `1000·y == -100` must still give y = -0.1 exactly).
    var ordered = sorted.filter { $0.constraint.strength.isRequired }
      .enumerated()
      .sorted {
        ($0.element.constraint.expression.terms.count, $0.offset)
          < ($1.element.constraint.expression.terms.count, $1.offset)
      }
      .map {
        (
          $0.element.constraint,
          $0.element.constraint.id == overriding ? constant : $0.element.constant,
          $0.element.sequence
        )
      }
    if let adding { ordered.append((adding, adding.expression.constant, nextSequence)) }
    ordered += sorted.filter { !$0.constraint.strength.isRequired }.map {
      ($0.constraint, $0.constraint.id == overriding ? constant : $0.constant, $0.sequence)
    }
    for (constraint, constant, sequence) in ordered {
      fresh.nextSequence = sequence
      do { try fresh.add(constraint, constant: constant) } catch { return nil }
    }
    fresh.nextSequence = nextSequence + (adding == nil ? 0 : 1)
    fresh.edits = edits
    fresh.pivotCount = pivotCount + fresh.pivotCount
    fresh.iterationLimitReached = false
    return fresh
  }
}
