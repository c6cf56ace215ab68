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
  /// The identity shifted left two bits; bit 1 set when the variable was given a name, bit 0
  /// when it prefers zero.
  ///
  /// One word and no reference, so that a variable is 8 bytes and a term 16, and copying or
  /// freeing an array of terms touches no reference count: terms are most of what a constraint
  /// stores, and UIKit's variables have no names. The names live in ``VariableNames``.
  private let bits: Int

  /// The variable's identity, unique in the process and increasing in order of creation.
  public var id: Int { bits >> 2 }

  /// The name given at creation, used only in dumps and messages.
  ///
  /// Empty for a variable made without one, and for one of the oldest named variables once more
  /// than ``VariableNames/capacity`` named ones were made after it.
  public var name: String {
    bits & 2 == 0 ? "" : VariableNames.name(of: id)
  }

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
    let isNamed = !name.isEmpty
    let id = isNamed ? VariableNames.record(name, makeID: Self.makeID) : Self.makeID()
    self.bits = id << 2 | (isNamed ? 2 : 0) | (prefersZero ? 1 : 0)
  }

  private static func makeID() -> Int {
    variableCounter.wrappingAdd(1, ordering: .relaxed).newValue
  }

  // A variable's flags never change, so equal identities mean equal bits.
  public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs.bits == rhs.bits }
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }

  public var description: String {
    let name = name
    return name.isEmpty ? "x\(id)" : name
  }
}
