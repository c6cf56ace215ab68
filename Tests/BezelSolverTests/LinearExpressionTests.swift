import Testing

@testable import BezelSolver

/// Expressions as the UIKit layer keeps them: copied out of a building buffer.
@Suite struct LinearExpressionTests {
  /// `2x − y + 5`, built in an array with room for 32 terms.
  private func built() -> LinearExpression {
    var expression = LinearExpression(constant: 5)
    expression.terms.reserveCapacity(32)
    expression.terms.append(Term(Variable("x"), 2))
    expression.terms.append(Term(Variable("y"), -1))
    return expression
  }

  @Test func anExactCopyKeepsTheTermsInOrderAndTheConstant() {
    let original = built()
    let exact = original.withExactCapacity()
    #expect(exact == original)
    #expect(exact.terms.map(\.coefficient) == [2, -1])
    #expect(exact.constant == 5)
  }

  @Test func anExactCopyLeavesTheBuildingBuffersSpareRoomBehind() {
    let original = built()
    #expect(original.terms.capacity >= 32)
    // Two 40-byte terms: the allocator may round their buffer up, never to 32 terms.
    #expect(original.withExactCapacity().terms.capacity < 8)
  }
}
