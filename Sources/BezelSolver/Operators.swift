/// A value that can stand in a linear expression: a variable, a term or an expression.
public protocol LinearExpressionConvertible {
  /// The value as an expression.
  var linearExpression: LinearExpression { get }
}

extension Variable: LinearExpressionConvertible {
  public var linearExpression: LinearExpression { LinearExpression([Term(self)]) }
}

extension Term: LinearExpressionConvertible {
  public var linearExpression: LinearExpression { LinearExpression([self]) }
}

extension LinearExpression: LinearExpressionConvertible {
  public var linearExpression: LinearExpression { self }
}

// MARK: - Scaling

public func * (lhs: Variable, rhs: Double) -> Term { Term(lhs, rhs) }
public func * (lhs: Double, rhs: Variable) -> Term { Term(rhs, lhs) }
public func / (lhs: Variable, rhs: Double) -> Term { Term(lhs, 1 / rhs) }
public prefix func - (operand: Variable) -> Term { Term(operand, -1) }

public func * (lhs: Term, rhs: Double) -> Term { Term(lhs.variable, lhs.coefficient * rhs) }
public func * (lhs: Double, rhs: Term) -> Term { rhs * lhs }
public func / (lhs: Term, rhs: Double) -> Term { lhs * (1 / rhs) }
public prefix func - (operand: Term) -> Term { operand * -1 }

public func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
  LinearExpression(lhs.terms.map { $0 * rhs }, constant: lhs.constant * rhs)
}
public func * (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs * lhs }
public func / (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs * (1 / rhs) }
public prefix func - (operand: LinearExpression) -> LinearExpression { operand * -1 }

// MARK: - Sums

public func + <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(
  lhs: L, rhs: R
) -> LinearExpression {
  let l = lhs.linearExpression
  let r = rhs.linearExpression
  return LinearExpression(l.terms + r.terms, constant: l.constant + r.constant)
}

public func - <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(
  lhs: L, rhs: R
) -> LinearExpression {
  lhs + -rhs.linearExpression
}

public func + <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> LinearExpression {
  let l = lhs.linearExpression
  return LinearExpression(l.terms, constant: l.constant + rhs)
}

public func + <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> LinearExpression {
  rhs + lhs
}

public func - <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> LinearExpression {
  lhs + -rhs
}

public func - <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> LinearExpression {
  -rhs.linearExpression + lhs
}

// MARK: - Constraints

public func == <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(
  lhs: L, rhs: R
) -> Constraint {
  Constraint(lhs - rhs, .equal)
}

public func <= <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(
  lhs: L, rhs: R
) -> Constraint {
  Constraint(lhs - rhs, .lessThanOrEqual)
}

public func >= <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(
  lhs: L, rhs: R
) -> Constraint {
  Constraint(lhs - rhs, .greaterThanOrEqual)
}

public func == <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
  Constraint(lhs - rhs, .equal)
}

public func <= <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
  Constraint(lhs - rhs, .lessThanOrEqual)
}

public func >= <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
  Constraint(lhs - rhs, .greaterThanOrEqual)
}

public func == <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
  Constraint(lhs - rhs, .equal)
}

public func <= <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
  Constraint(lhs - rhs, .lessThanOrEqual)
}

public func >= <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
  Constraint(lhs - rhs, .greaterThanOrEqual)
}

/// The same constraint with another strength: `(x >= 10) | .strong`.
public func | (lhs: Constraint, rhs: Strength) -> Constraint { lhs.withStrength(rhs) }
