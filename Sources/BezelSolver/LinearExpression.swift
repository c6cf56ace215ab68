/// A sum of terms plus a constant: `c₁·x₁ + c₂·x₂ + … + constant`.
///
/// Named `LinearExpression`, not `Expression`, because Foundation declares an `Expression` type.
public struct LinearExpression: Hashable, Sendable, CustomStringConvertible {
  /// The terms, in the order they were written.
  ///
  /// A variable may appear more than once.
  public var terms: [Term]
  /// The constant part.
  public var constant: Double

  /// Creates an expression from its terms and constant.
  public init(_ terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// Whether every coefficient and the constant are finite numbers.
  public var isFinite: Bool {
    constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
  }

  /// The expression's value when each variable takes the value `value(variable)`.
  public func value(_ value: (Variable) -> Double) -> Double {
    terms.reduce(constant) { $0 + $1.coefficient * value($1.variable) }
  }

  public var description: String {
    var parts = terms.map(\.description)
    if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
    return parts.joined(separator: " + ")
  }
}
