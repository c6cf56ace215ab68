import Testing
import UIKit

@testable import BezelScene

/// The constraint expression language, read on its own.
struct ConstraintExpressionTests {
  struct Valid: Sendable, CustomTestStringConvertible {
    var text: String
    var first: String
    var relation: NSLayoutConstraint.Relation
    var second: String?
    var multiplier = 1.0
    var constant = 0.0
    var priority: Float = 1000
    var testDescription: String { text }
  }

  static let valid: [Valid] = [
    Valid(
      text: "title.leading == safeArea.leading + 16 @750", first: "title.leading",
      relation: .equal, second: "safeArea.leading", constant: 16, priority: 750),
    Valid(
      text: "a.width == b.width * 0.5", first: "a.width", relation: .equal, second: "b.width",
      multiplier: 0.5),
    Valid(text: "a.height >= 44", first: "a.height", relation: .greaterThanOrEqual, constant: 44),
    Valid(
      text: "a.top == b.bottom + 8", first: "a.top", relation: .equal, second: "b.bottom",
      constant: 8),
    Valid(
      text: "a.width == 0.5 * b.width - 8", first: "a.width", relation: .equal,
      second: "b.width", multiplier: 0.5, constant: -8),
    Valid(
      text: "a.width <= b.width / 4", first: "a.width", relation: .lessThanOrEqual,
      second: "b.width", multiplier: 0.25),
    Valid(
      text: "scroller.content.top == top @low", first: "scroller.content.top", relation: .equal,
      second: "top", priority: 250),
    Valid(text: "height==-5", first: "height", relation: .equal, constant: -5),
    Valid(
      text: "a.top == b.top * -1 - -20", first: "a.top", relation: .equal, second: "b.top",
      multiplier: -1, constant: 20),
    Valid(
      text: "a.bottom <= safeArea.bottom @required", first: "a.bottom",
      relation: .lessThanOrEqual, second: "safeArea.bottom"),
  ]

  @Test(arguments: valid)
  func aValidExpressionReadsAsWritten(_ fixture: Valid) throws {
    let expression = try ConstraintExpression.parse(fixture.text)
    func dotted(_ path: ConstraintExpression.Path?) -> String? {
      path.map { ($0.item + [$0.attribute]).joined(separator: ".") }
    }
    #expect(dotted(expression.first) == fixture.first)
    #expect(expression.relation == fixture.relation)
    #expect(dotted(expression.second) == fixture.second)
    #expect(expression.multiplier == fixture.multiplier)
    #expect(expression.constant == fixture.constant)
    #expect(expression.priority == fixture.priority)
  }

  /// Malformed expressions, with `‸` where the error points.
  static let malformed: [String] = [
    "a.top == b.top +‸",
    "a.top == ‸",
    "a.b.c.‸d.top == top",
    "a.top == b.top * ‸0",
    "a.top ‸b.top",
    "a.top == b.top ‸b",
    "a.top == b.top @‸sometimes",
    "a.‸margins == margins.top",
    "a.top == b.top + ‸999999",
    "a.top == b.top ‸# comment",
    "‸== b.top",
    "a.height == 1‸e400",
  ]

  @Test(arguments: malformed)
  func aMalformedExpressionFailsAtItsOffset(_ marked: String) {
    let text = MarkedText(marked)
    let offset = (text.marks.first?.column ?? 0) - 1
    let error = #expect(throws: ConstraintSyntaxError.self) {
      try ConstraintExpression.parse(text.text)
    }
    #expect(error?.offset == offset, "\(error?.message ?? "")")
  }
}
