import Synchronization

private let variableCounter = Atomic<Int>(0)

/// An unknown of a constraint system: an integer identity and a name for debugging.
///
/// Two variables are equal when they are the same variable, whatever their names. A variable
/// holds no value of its own: read it from the solver with ``Solver/value(of:)``.
///
/// `Variable` is deliberately not `Comparable`, so that `x <= y` and `x >= y` build
/// constraints; order variables by ``id`` where an order is needed.
public struct Variable: Hashable, Sendable, CustomStringConvertible {
  /// The identity shifted left one bit, the low bit set when the variable prefers zero.
  ///
  /// The flag in the identity's word makes a variable 24 bytes and a term 32, where a separate
  /// `Bool` made them 32 and 40: terms are most of what a constraint stores. (A name behind a
  /// reference would save 8 more, but copying a term would then retain it: with named
  /// variables, the solver's adds took a fifth longer, touching every name's object.)
  private let bits: Int

  /// The variable's identity, unique in the process and increasing in order of creation.
  public var id: Int { bits >> 1 }

  /// The name given at creation, used only in dumps and messages.
  public let name: String

  /// Whether the solver leaves the variable at zero where constraints allow it any value at or
  /// past a bound.
  ///
  /// The solver writes each new constraint as a definition of one of its symbols and keeps the
  /// others at zero. It normally defines a variable, which puts an undetermined variable at the
  /// inequality's bound (`x <= 72` gives 72); for a variable that prefers zero, an inequality
  /// defines its slack instead whenever that keeps the system feasible (`w <= 72` gives 0,
  /// `w >= 72` still 72). Which solution an undetermined system gets is all this changes;
  /// equalities treat the variable as any other.
  public var prefersZero: Bool { bits & 1 != 0 }

  /// Creates a new variable, distinct from every other.
  public init(_ name: String = "", prefersZero: Bool = false) {
    let id = variableCounter.wrappingAdd(1, ordering: .relaxed).newValue
    self.bits = id << 1 | (prefersZero ? 1 : 0)
    self.name = name
  }

  // A variable's flag never changes, so equal identities mean equal bits.
  public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs.bits == rhs.bits }
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }

  public var description: String { name.isEmpty ? "x\(id)" : name }
}
