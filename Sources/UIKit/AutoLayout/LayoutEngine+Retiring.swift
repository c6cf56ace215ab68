internal import BezelSolver

/// A deactivated constraint's solver constraint stays in the solver, retiring, until the solver is
/// next used: an equal constraint activated before then takes it over, so that deactivating
/// constraints and activating equal new ones leaves the solver untouched.
///
/// Every other use of the solver (adding, values, changes, pins) first removes the retiring
/// constraints, in the order they were deactivated, so the solver goes through the same states as
/// without retiring, less the removals and additions that cancel. An equal constraint holds
/// exactly what the retiring one held, so taking it over can never conflict.
extension LayoutEngine {
  /// Gives an installed constraint made as `solverConstraint` its solver constraint: an equal
  /// retiring one, or `solverConstraint` added to the solver.
  func addUserSolverConstraint(
    _ solverConstraint: Constraint, for constraint: NSLayoutConstraint
  ) throws(AddConstraintError) {
    if !retiringSolverConstraints.isEmpty,
      let retiring = retiringSolverConstraints.removeValue(
        forKey: SolverEquation(solverConstraint))
    {
      constraint.solverConstraint = retiring.constraint
      return
    }
    try solver.addConstraint(solverConstraint)
    constraint.solverConstraint = solverConstraint
  }

  /// Takes the solver constraint from an installed constraint being uninstalled, leaving it
  /// retiring.
  func removeUserSolverConstraint(of constraint: NSLayoutConstraint) {
    guard let solverConstraint = constraint.solverConstraint else { return }
    constraint.solverConstraint = nil
    let equation = SolverEquation(solverConstraint)
    // One dictionary call where a lookup and an insertion took two: an equal one retiring
    // already is rare, and goes back in place of this one.
    if let earlier = retiringSolverConstraints.updateValue(
      RetiringConstraint(constraint: solverConstraint, order: retiringOrder), forKey: equation)
    {
      // `updateValue` also stored this equation as the key: the earlier one goes back whole,
      // key and all, so that nothing of this constraint stays in the table.
      retiringSolverConstraints.removeValue(forKey: equation)
      retiringSolverConstraints[SolverEquation(earlier.constraint)] = earlier
      // An equal one is retiring already: this one goes now, after it.
      try? solver.removeConstraint(solverConstraint)
    } else {
      retiringOrder += 1
    }
  }

  /// Removes the retiring constraints from the solver, in the order they were deactivated.
  func removeRetiringConstraints() {
    let retiring = retiringSolverConstraints.values.sorted { $0.order < $1.order }
    // Emptied first: `solver` below removes the retiring constraints when there are any.
    retiringSolverConstraints = [:]
    retiringOrder = 0
    let solver = self.solver
    for entry in retiring {
      try? solver.removeConstraint(entry.constraint)
    }
  }
}

/// A solver constraint no installed constraint uses, still in the solver.
struct RetiringConstraint {
  let constraint: Constraint
  /// The order of deactivation, for removing the retiring constraints deterministically.
  let order: Int
}

/// What makes two solver constraints the same: their terms in order, constant, relation and
/// strength. (A solver `Constraint` is equal only to itself.)
///
/// The terms are read once, through a buffer pointer, into a hash and, for up to four terms, plain
/// fields: in an unoptimised build, hashing or comparing an array of terms runs generic code that
/// copies each term, and the table hashes and compares keys on every activation while some are
/// retiring.
struct SolverEquation: Hashable {
  private let termCount: Int
  private let constant: Double
  private let relation: Constraint.Relation
  private let strength: Double
  private let terms: InlineTerms
  /// The terms of an equation of more than four.
  private let moreTerms: [Term]?
  private let termsHash: Int

  /// Up to four terms, as variable ids and coefficients; zero past the last.
  private struct InlineTerms: Equatable {
    var id0 = 0, id1 = 0, id2 = 0, id3 = 0
    var coefficient0 = 0.0, coefficient1 = 0.0, coefficient2 = 0.0, coefficient3 = 0.0
  }

  init(_ constraint: Constraint) {
    let expression = constraint.expression
    termCount = expression.terms.count
    constant = expression.constant
    relation = constraint.relation
    strength = constraint.strength.value
    moreTerms = termCount > 4 ? expression.terms : nil
    var inline = InlineTerms()
    var hash = termCount
    expression.terms.withUnsafeBufferPointer { buffer in
      guard let t = buffer.baseAddress else { return }
      var index = 0
      while index < buffer.count {
        let id = t[index].variable.id
        let coefficient = t[index].coefficient
        // FNV-style mixing; the table's Hasher mixes the result again.
        hash = (hash ^ id) &* 0x100_0000_01B3
        hash = (hash ^ Int(truncatingIfNeeded: coefficient.bitPattern)) &* 0x100_0000_01B3
        switch index {
        case 0: (inline.id0, inline.coefficient0) = (id, coefficient)
        case 1: (inline.id1, inline.coefficient1) = (id, coefficient)
        case 2: (inline.id2, inline.coefficient2) = (id, coefficient)
        case 3: (inline.id3, inline.coefficient3) = (id, coefficient)
        default: break
        }
        index += 1
      }
    }
    terms = inline
    termsHash = hash
  }

  static func == (lhs: SolverEquation, rhs: SolverEquation) -> Bool {
    guard lhs.termsHash == rhs.termsHash, lhs.termCount == rhs.termCount,
      lhs.constant == rhs.constant, lhs.relation == rhs.relation, lhs.strength == rhs.strength,
      lhs.terms == rhs.terms
    else { return false }
    guard let left = lhs.moreTerms, let right = rhs.moreTerms else { return true }
    // Variables are equal by id; coefficients compared as numbers.
    return left == right
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(termsHash)
    hasher.combine(constant)
  }
}
