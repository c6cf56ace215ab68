/// What the last check of the required constraints that found them all holding saw, so that the
/// next check can look only at what moved since (``Tableau/requiredConstraintsHoldIncrementally()``).
///
/// A required constraint's check reads its constant, its terms (fixed) and the values of its
/// variables, nothing else. One that held, whose constant is the same and whose variables have
/// bitwise the same values, holds again: evaluating it again would compute the same numbers.
/// So a check needs to look only at the constraints added or given a new constant since
/// (`pending`), and at those with a term on a variable whose value changed (found through
/// `index`). The answer is the one a check of every required constraint would give.
struct VerificationBaseline {
  /// The value of each variable at the last check, by position in `Tableau.externalSymbols`;
  /// variables met since lie past the end.
  var values: [Double]
  /// The required constraints added or given a new constant since the last check, by id.
  var pending: [Int] = []
  /// The required constraints that hold a term on each symbol; built at the first check that
  /// uses it, then kept up to date while it lives.
  var index: RequiredConstraintIndex?
}

/// For each variable's symbol, the required constraints with a term on it: lists linked through
/// one flat array, with no allocation per symbol or per constraint.
///
/// A removed constraint leaves its links behind; a link counts while a constraint with its id
/// and its sequence number is held (a constraint removed and added again has a new sequence
/// number, and new links). Once the links left behind outnumber the others the index is
/// dropped, to be built again from the constraints held.
struct RequiredConstraintIndex {
  struct Link {
    let constraintID: Int
    let sequence: Int
    let next: Int32
  }

  /// The first link of each symbol, by symbol; -1 for none, and for symbols past the end.
  private(set) var heads: [Int32] = []
  private(set) var links: [Link] = []
  /// Links whose constraint was removed.
  var deadLinks = 0

  /// Whether enough links were left behind by removed constraints to build the index again.
  var needsRebuilding: Bool { deadLinks > 256 && 2 * deadLinks > links.count }

  /// Links the record's constraint to each symbol it has a term on.
  mutating func link(_ record: ConstraintRecord, symbols: some Sequence<Symbol>) {
    for symbol in symbols {
      let s = Int(symbol)
      if s >= heads.count {
        heads.append(contentsOf: repeatElement(-1, count: s + 1 - heads.count))
      }
      links.append(
        Link(constraintID: record.constraint.id, sequence: record.sequence, next: heads[s]))
      heads[s] = Int32(links.count - 1)
    }
  }

  /// The first link of `symbol`, or -1.
  @inline(__always) func head(of symbol: Symbol) -> Int32 {
    Int(symbol) < heads.count ? heads[Int(symbol)] : -1
  }
}
