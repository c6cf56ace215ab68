import BezelSolver

/// A solver-neutral list of linear constraints, as in the `bezel-constraint-system/1` format:
/// each constraint is `Σ coefficient·variable + constant OP 0` with a strength.
public struct ConstraintSystem: Sendable {
  /// One constraint of a system.
  public struct Item: Sendable {
    public var relation: Constraint.Relation
    public var strength: Strength
    public var constant: Double
    public var terms: [(variable: Int, coefficient: Double)]

    public init(
      _ terms: [(Int, Double)], _ constant: Double, _ relation: Constraint.Relation,
      _ strength: Strength
    ) {
      self.terms = terms.map { (variable: $0.0, coefficient: $0.1) }
      self.constant = constant
      self.relation = relation
      self.strength = strength
    }
  }

  public var name: String
  /// Variable names; a variable's index is its id in `items`.
  public var variables: [String] = []
  public var items: [Item] = []
  /// The expected value of every variable, where known.
  public var solution: [Double]?
  private var indexOfName: [String: Int] = [:]

  public init(name: String) { self.name = name }

  /// The index of the variable named `name`, created on first use.
  public mutating func variable(_ name: String) -> Int {
    if let index = indexOfName[name] { return index }
    indexOfName[name] = variables.count
    variables.append(name)
    return variables.count - 1
  }

  /// Appends `Σ coefficient·variable + constant OP 0`, creating variables in term order.
  public mutating func add(
    _ terms: [(String, Double)], _ constant: Double, _ relation: Constraint.Relation,
    _ strength: Strength
  ) {
    let resolved = terms.map { (variable($0.0), $0.1) }
    items.append(Item(resolved, constant, relation, strength))
  }

  /// Solver variables and constraints for the system, in its order.
  public func makeConstraints() -> (variables: [Variable], constraints: [Constraint]) {
    let variables = self.variables.map { Variable($0) }
    let constraints = items.map { Self.constraint($0, variables) }
    return (variables, constraints)
  }

  public static func constraint(_ item: Item, _ variables: [Variable]) -> Constraint {
    let terms = item.terms.map { Term(variables[$0.variable], $0.coefficient) }
    return Constraint(
      LinearExpression(terms, constant: item.constant), item.relation, strength: item.strength)
  }
}
