import Synchronization

private let constraintCounter = Atomic<Int>(0)

/// A linear relation between an expression and zero, with a strength: `expression OP 0`.
///
/// Each constraint has an identity: two constraints built from the same expression are still
/// two constraints. Build them with the operators (`x + 8 <= y`) or with
/// ``init(_:_:strength:)``.
public struct Constraint: Hashable, Sendable, CustomStringConvertible {
  /// The relation of a constraint's expression to zero.
  public enum Relation: Hashable, Sendable, CustomStringConvertible {
    /// `expression <= 0`
    case lessThanOrEqual
    /// `expression == 0`
    case equal
    /// `expression >= 0`
    case greaterThanOrEqual

    public var description: String {
      switch self {
      case .lessThanOrEqual: "<="
      case .equal: "=="
      case .greaterThanOrEqual: ">="
      }
    }
  }

  /// The constraint's identity, unique in the process and increasing in order of creation.
  public let id: Int
  /// The left-hand side; the right-hand side is zero.
  public let expression: LinearExpression
  /// How the expression relates to zero.
  public let relation: Relation
  /// How much the constraint matters.
  public let strength: Strength

  /// Creates the constraint `expression relation 0` with a strength.
  public init(_ expression: LinearExpression, _ relation: Relation, strength: Strength = .required)
  {
    self.id = constraintCounter.wrappingAdd(1, ordering: .relaxed).newValue
    self.expression = expression
    self.relation = relation
    self.strength = strength
  }

  /// A new constraint with the same expression and relation, and another strength.
  public func withStrength(_ strength: Strength) -> Constraint {
    Constraint(expression, relation, strength: strength)
  }

  /// Whether the expression and the strength are finite numbers.
  public var isFinite: Bool { expression.isFinite && strength.value.isFinite }

  public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs.id == rhs.id }
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }

  public var description: String { "\(expression) \(relation) 0 | \(strength)" }
}
