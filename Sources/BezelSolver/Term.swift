/// A variable multiplied by a coefficient.
public struct Term: Hashable, Sendable, CustomStringConvertible {
  /// The variable.
  public var variable: Variable
  /// The factor the variable is multiplied by.
  public var coefficient: Double

  /// Creates the term `coefficient * variable`.
  public init(_ variable: Variable, _ coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }

  public var description: String { "\(coefficient) * \(variable)" }
}
