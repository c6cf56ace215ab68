internal import BezelSolver

/// Installed constraints that are the same equation share one solver constraint.
///
/// A required constraint equal to one already in the solver adds nothing to what the solver holds,
/// so it takes the same solver constraint and a count goes up; each `NSLayoutConstraint` stays
/// active, installed and deactivatable on its own. An optional one is not shared while the other
/// is in use: two equal optional constraints weigh twice as much as one.
///
/// A solver constraint that no installed constraint uses any more stays in the solver, retiring,
/// until the solver is next used: installing the same equation before then takes it back, of any
/// priority, so that deactivating constraints and activating equal new ones leaves the solver
/// untouched. Every other use of the solver removes the retiring constraints first, so the solver
/// goes through the same states as without sharing, less the removals and additions that cancel.
extension LayoutEngine {
  /// Gives an installed constraint made as `solverConstraint` its solver constraint: an equal one
  /// the engine holds, or `solverConstraint` added to the solver.
  func addUserSolverConstraint(
    _ solverConstraint: Constraint, for constraint: NSLayoutConstraint
  ) throws(AddConstraintError) {
    let equation = SolverEquation(solverConstraint)
    let shared = sharedSolverConstraints[equation]
    if let shared, shared.users == 0 || solverConstraint.strength.isRequired {
      shared.users += 1
      constraint.solverConstraint = shared.constraint
      constraint.sharedSolverConstraint = shared
      return
    }
    try solver.addConstraint(solverConstraint)
    constraint.solverConstraint = solverConstraint
    // An optional equation already in use keeps its own entry; this one is then not shared.
    if shared == nil {
      let entry = SharedSolverConstraint(solverConstraint, equation)
      sharedSolverConstraints[equation] = entry
      constraint.sharedSolverConstraint = entry
    }
  }

  /// Gives up the solver constraint of an installed constraint being uninstalled.
  func removeUserSolverConstraint(of constraint: NSLayoutConstraint) {
    guard let solverConstraint = constraint.solverConstraint else { return }
    let shared = constraint.sharedSolverConstraint
    constraint.solverConstraint = nil
    constraint.sharedSolverConstraint = nil
    guard let shared, shared.isInTable, shared.constraint.id == solverConstraint.id else {
      try? solver.removeConstraint(solverConstraint)
      return
    }
    shared.users -= 1
    if shared.users == 0 && !shared.isRetiring {
      shared.isRetiring = true
      retiringSolverConstraints.append(shared)
    }
  }

  /// Whether other installed constraints use the constraint's solver constraint too.
  func sharesSolverConstraint(_ constraint: NSLayoutConstraint) -> Bool {
    guard let shared = constraint.sharedSolverConstraint, shared.isInTable else { return false }
    return shared.users > 1
  }

  /// Stops offering the solver constraint of an installed constraint, its only user, to equal
  /// ones: its constant is about to change in place.
  func unshare(_ constraint: NSLayoutConstraint) {
    guard let shared = constraint.sharedSolverConstraint else { return }
    constraint.sharedSolverConstraint = nil
    if shared.isInTable {
      shared.isInTable = false
      sharedSolverConstraints[shared.equation] = nil
    }
  }

  /// Removes from the solver the retiring constraints that nothing took back.
  func removeRetiringConstraints() {
    let retiring = retiringSolverConstraints
    // Emptied first: `solver` below removes the retiring constraints when there are any.
    retiringSolverConstraints = []
    let solver = self.solver
    for shared in retiring {
      shared.isRetiring = false
      if shared.users > 0 || !shared.isInTable { continue }
      shared.isInTable = false
      sharedSolverConstraints[shared.equation] = nil
      try? solver.removeConstraint(shared.constraint)
    }
  }
}

/// A solver constraint of installed constraints, and how many use it.
///
/// A class, so that counting a user changes the entry without storing it in the table again, and
/// an installed constraint finds its entry without a lookup.
final class SharedSolverConstraint {
  let constraint: Constraint
  let equation: SolverEquation
  // Changed by plain assignments only: no dynamic exclusivity checks.
  @exclusivity(unchecked) var users = 1
  /// Whether the entry is in `sharedSolverConstraints`; once out, it never comes back.
  @exclusivity(unchecked) var isInTable = true
  /// Whether the entry waits in `retiringSolverConstraints`.
  @exclusivity(unchecked) var isRetiring = false

  init(_ constraint: Constraint, _ equation: SolverEquation) {
    self.constraint = constraint
    self.equation = equation
  }
}

/// What makes two solver constraints the same: their terms in order, constant, relation and
/// strength. (A solver `Constraint` is equal only to itself.)
///
/// The terms are read once, through a buffer pointer, into a hash and, for up to four terms, plain
/// fields: in an unoptimised build, hashing or comparing an array of terms runs generic code that
/// copies each term, and the table hashes and compares keys on every activation.
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
