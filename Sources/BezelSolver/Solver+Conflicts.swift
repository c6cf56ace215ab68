/// Naming the required constraints behind an unsatisfiable call.
///
/// The failed row names candidates: the constraints whose markers it still holds are the ones
/// it was combined from. QuickXplain (Junker, AAAI 2004) then makes the set minimal, testing
/// subsets in fresh tableaus of their own: a conflict of k among n candidates takes about
/// k·log(n/k) tests, where a deletion filter takes n.
extension Solver {
  /// Largest candidate set the search is run on when the failed row's candidates
  /// do not conflict on their own and every required constraint has to be considered.
  static let conflictSearchLimit = 400

  ///
  /// Nil when the required constraints, with the failing one, hold together after all when
  /// solved afresh: the refusal came from the incremental tableau, not from the constraints.
  func minimalConflict(
    failing: Constraint, constant: Double, certificate: [Symbol]
  ) -> [Constraint]? {
    // A caller that retries and discards the reason takes the refusal as it came, unconfirmed and
    // unexplained: at worst a constraint that would fit stays out until its next retry.
    guard explainsConflicts else { return [failing] }
    let t = tableau
    var owners = Set<Int>()
    for symbol in certificate where symbol >= 0 && Int(symbol) < t.symbolCount {
      owners.insert(t.symbolInfo[Int(symbol)].owner)
    }
    func required(_ filter: (ConstraintRecord) -> Bool) -> [(Constraint, Double)] {
      var list = t.records.values
        .filter {
          $0.constraint.strength.isRequired && $0.constraint.id != failing.id && filter($0)
        }
        .sorted { $0.sequence < $1.sequence }
        .map { ($0.constraint, $0.constant) }
      list.append((failing, constant))
      return list
    }
    var candidates = required { owners.contains($0.constraint.id) }
    if !Self.conflicts(candidates) {
      candidates = required { _ in true }
      if !Self.conflicts(candidates) { return nil }
      guard candidates.count <= Self.conflictSearchLimit else { return candidates.map(\.0) }
    }
    // The failing constraint is always in the set: the others held together before it came.
    if Self.conflicts([(failing, constant)]) { return [failing] }
    let others = candidates.filter { $0.0.id != failing.id }
    var core = Self.quickXplain(background: [(failing, constant)], delta: false, others[...])
    // Rounding can make a fresh tableau's verdict depend on the set's history: a last deletion
    // pass drops any member the rest conflicts without.
    var i = 0
    while i < core.count && core.count > 1 {
      var fewer = core
      fewer.remove(at: i)
      if Self.conflicts(fewer + [(failing, constant)]) { core = fewer } else { i += 1 }
    }
    return core.map(\.0) + [failing]
  }

  /// A minimal subset of `candidates` that conflicts together with `background`, in the order
  /// given; `delta` says whether `background` grew since the caller last tested it.
  ///
  /// `background` and all of `candidates` must conflict.
  static func quickXplain(
    background: [(Constraint, Double)], delta: Bool, _ candidates: ArraySlice<(Constraint, Double)>
  ) -> [(Constraint, Double)] {
    if delta && conflicts(background) { return [] }
    if candidates.count <= 1 { return Array(candidates) }
    let middle = candidates.startIndex + candidates.count / 2
    let first = candidates[..<middle]
    let second = candidates[middle...]
    let fromSecond = quickXplain(
      background: background + first, delta: !first.isEmpty, second)
    let fromFirst = quickXplain(
      background: background + fromSecond, delta: !fromSecond.isEmpty, first)
    return fromFirst + fromSecond
  }

  /// Whether the constraints, with these constants, cannot all hold.
  static func conflicts(_ constraints: [(Constraint, Double)]) -> Bool {
    var scratch = Tableau()
    for (constraint, constant) in constraints {
      do {
        try scratch.add(constraint, constant: constant)
      } catch {
        return true
      }
    }
    return false
  }
}
