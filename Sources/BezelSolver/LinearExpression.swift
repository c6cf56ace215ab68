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
    // Read through a buffer pointer: in an unoptimised build of a client, `allSatisfy` runs
    // generic code that copies each term. Every constraint made is checked.
    guard constant.isFinite else { return false }
    return terms.withUnsafeBufferPointer { terms in
      guard let t = terms.baseAddress else { return true }
      var index = 0
      while index < terms.count {
        if !t[index].coefficient.isFinite { return false }
        index += 1
      }
      return true
    }
  }

  /// The same expression, its terms in an array with room for no more than them: for an
  /// expression built in a buffer with room to spare, before a constraint keeps it.
  package func withExactCapacity() -> LinearExpression {
    // The terms read through one local copy: unoptimised, each read of `terms` retains and
    // releases the array.
    let source = terms
    let count = source.count
    var exact: [Term] = []
    exact.reserveCapacity(count)
    // Term by term: unoptimised, `append(contentsOf:)` runs generic code that looks the metadata
    // of its iterator's types up at run time on every call, dearer than two or three appends.
    var index = 0
    while index < count {
      exact.append(source[index])
      index += 1
    }
    return LinearExpression(exact, constant: constant)
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
