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
  /// The variable's identity, unique in the process and increasing in order of creation.
  public let id: Int

  /// The name given at creation, used only in dumps and messages.
  public let name: String

  /// Creates a new variable, distinct from every other.
  public init(_ name: String = "") {
    self.id = variableCounter.wrappingAdd(1, ordering: .relaxed).newValue
    self.name = name
  }

  public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs.id == rhs.id }
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }

  public var description: String { name.isEmpty ? "x\(id)" : name }
}
