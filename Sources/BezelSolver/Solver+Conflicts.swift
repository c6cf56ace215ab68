/// Naming the required constraints behind an unsatisfiable call.
///
/// The failed row names candidates: the constraints whose markers it still holds are the ones
/// it was combined from. A deletion filter then makes the set minimal, testing each subset in
/// a fresh tableau of its own.
extension Solver {
  /// Largest candidate set the deletion filter is run on when the failed row's candidates
  /// do not conflict on their own and every required constraint has to be considered.
  static let conflictSearchLimit = 400

  func minimalConflict(
    failing: Constraint, constant: Double, certificate: [Symbol]
  ) -> [Constraint] {
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
      guard candidates.count <= Self.conflictSearchLimit else { return candidates.map(\.0) }
    }
    var index = 0
    while index < candidates.count {
      if candidates[index].0.id == failing.id {
        index += 1
        continue
      }
      var trial = candidates
      trial.remove(at: index)
      if Self.conflicts(trial) { candidates = trial } else { index += 1 }
    }
    return candidates.map(\.0)
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
