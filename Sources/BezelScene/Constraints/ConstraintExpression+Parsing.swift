import UIKit

extension ConstraintExpression {
  /// The largest constant a constraint may have, in points.
  static let maximumConstant = 100_000.0
  /// The largest multiplier (in magnitude) a constraint may have.
  static let maximumMultiplier = 10_000.0

  /// Parses `text`, throwing the first syntax error with its offset in the text.
  static func parse(_ text: String) throws(ConstraintSyntaxError) -> ConstraintExpression {
    var parser = ConstraintExpressionParser(tokens: try ConstraintToken.tokenize(text))
    return try parser.parse()
  }
}

/// A recursive-descent parser over the tokens of one expression.
private struct ConstraintExpressionParser {
  let tokens: [ConstraintToken]
  var index = 0

  init(tokens: [ConstraintToken]) { self.tokens = tokens }

  var current: ConstraintToken { tokens[min(index, tokens.count - 1)] }

  mutating func advance() { index = min(index + 1, tokens.count - 1) }

  mutating func parse() throws(ConstraintSyntaxError) -> ConstraintExpression {
    let first = try path(what: "an item and attribute such as title.leading")
    let relation = try parseRelation()
    var expression = ConstraintExpression(first: first, relation: relation)
    try parseRightSide(into: &expression)
    if current.kind == .symbol("@") {
      advance()
      expression.priority = try parsePriority()
    }
    guard current.kind == .end else {
      let expected =
        expression.second == nil && expression.constant == 0
        ? "'*', '+', '-', '@' or the end" : "'+', '-', '@' or the end"
      throw fault("unexpected '\(current.text)'", expected: expected)
    }
    return expression
  }

  private mutating func parseRelation() throws(ConstraintSyntaxError) -> NSLayoutConstraint.Relation
  {
    switch current.kind {
    case .symbol("=="):
      advance()
      return .equal
    case .symbol(">="):
      advance()
      return .greaterThanOrEqual
    case .symbol("<="):
      advance()
      return .lessThanOrEqual
    default: throw fault("expected a relation", expected: "==, >= or <=")
    }
  }

  private mutating func parseRightSide(into expression: inout ConstraintExpression)
    throws(ConstraintSyntaxError)
  {
    let what = "an item and attribute, or a number"
    if case .number(let value) = current.kind {
      let offset = current.offset
      advance()
      if current.kind == .symbol("*") {
        advance()
        expression.multiplier = try checkedMultiplier(value, at: offset)
        expression.multiplierOffset = offset
        expression.second = try path(what: "an item and attribute after '*'")
      } else {
        expression.constant = try checkedConstant(value, at: offset)
        return
      }
    } else if current.kind == .symbol("-") {
      advance()
      guard case .number(let value) = current.kind else { throw fault("expected a number") }
      expression.constant = try checkedConstant(-value, at: current.offset)
      advance()
      return
    } else if case .identifier = current.kind {
      expression.second = try path(what: what)
      if current.kind == .symbol("*") || current.kind == .symbol("/") {
        let divides = current.kind == .symbol("/")
        advance()
        let negative = takeMinus()
        guard case .number(let magnitude) = current.kind else {
          throw fault("expected a number after '\(divides ? "/" : "*")'", expected: "a number")
        }
        let value = negative ? -magnitude : magnitude
        guard !divides || value != 0 else { throw fault("cannot divide by zero") }
        expression.multiplier = try checkedMultiplier(
          divides ? 1 / value : value, at: current.offset)
        expression.multiplierOffset = current.offset
        advance()
      }
    } else {
      throw fault("expected \(what)", expected: what)
    }
    if current.kind == .symbol("+") || current.kind == .symbol("-") {
      var sign = current.kind == .symbol("-") ? -1.0 : 1.0
      advance()
      if takeMinus() { sign = -sign }
      guard case .number(let value) = current.kind else {
        throw fault("expected a number", expected: "a constant in points")
      }
      expression.constant = try checkedConstant(sign * value, at: current.offset)
      advance()
    }
  }

  /// Skips a `-` that signs the number after it; whether there was one.
  private mutating func takeMinus() -> Bool {
    guard current.kind == .symbol("-") else { return false }
    advance()
    return true
  }

  private mutating func parsePriority() throws(ConstraintSyntaxError) -> Float {
    let expected = "a priority from 1 to 1000, required, high or low"
    switch current.kind {
    case .number(let value):
      guard value >= 1, value <= 1000 else {
        throw fault("priority \(current.text) is out of range", expected: expected)
      }
      advance()
      return Float(value)
    case .identifier(let word):
      let names: [(String, Float)] = [("required", 1000), ("high", 750), ("low", 250)]
      guard let match = names.first(where: { $0.0 == word }) else {
        throw fault("unknown priority '\(word)'", expected: expected)
      }
      advance()
      return match.1
    default:
      throw fault("expected a priority", expected: expected)
    }
  }

  private mutating func path(what: String) throws(ConstraintSyntaxError)
    -> ConstraintExpression.Path
  {
    guard case .identifier(let word) = current.kind else {
      throw fault("expected \(what)", expected: what)
    }
    var components = [(word, current.offset)]
    advance()
    while current.kind == .symbol(".") {
      advance()
      guard case .identifier(let next) = current.kind else {
        throw fault("expected a name after '.'", expected: "an attribute such as top")
      }
      guard components.count < 3 else {
        throw fault(
          "too many parts in '\(components.map(\.0).joined(separator: ".")).\(next)'",
          expected: "view.attribute, guide.attribute or view.guide.attribute")
      }
      components.append((next, current.offset))
      advance()
    }
    let (attribute, attributeOffset) = components[components.count - 1]
    guard SceneAttribute(rawValue: attribute) != nil else {
      let owner = components.count > 1 ? " of '\(components[components.count - 2].0)'" : ""
      var message = "unknown attribute '\(attribute)'\(owner)"
      if SceneGuide(rawValue: attribute) != nil {
        message = "'\(attribute)' is a guide, not an attribute; write \(attribute).top, …"
      } else if let suggestion = Spelling.nearest(
        to: attribute, in: SceneAttribute.allCases.map(\.rawValue))
      {
        message += "; did you mean '\(suggestion)'?"
      }
      throw ConstraintSyntaxError(
        offset: attributeOffset, message: message, text: attribute,
        expected: "one of " + SceneAttribute.names)
    }
    let item = components.dropLast()
    return ConstraintExpression.Path(
      item: item.map(\.0), attribute: attribute, offset: components[0].1,
      attributeOffset: attributeOffset, itemOffsets: item.map(\.1))
  }

  private func checkedConstant(_ value: Double, at offset: Int) throws(ConstraintSyntaxError)
    -> Double
  {
    let limit = ConstraintExpression.maximumConstant
    guard value.isFinite, abs(value) <= limit else {
      throw ConstraintSyntaxError(
        offset: offset, message: "constant is out of range", text: nil,
        expected: "a constant from -100000 to 100000")
    }
    return value
  }

  private func checkedMultiplier(_ value: Double, at offset: Int) throws(ConstraintSyntaxError)
    -> Double
  {
    let limit = ConstraintExpression.maximumMultiplier
    guard value.isFinite, value != 0, abs(value) <= limit, abs(value) >= 1 / limit else {
      throw ConstraintSyntaxError(
        offset: offset, message: "multiplier is out of range", text: nil,
        expected: "a multiplier other than 0, from 0.0001 to 10000 in magnitude")
    }
    return value
  }

  private func fault(_ message: String, expected: String? = nil) -> ConstraintSyntaxError {
    let token = current
    return ConstraintSyntaxError(
      offset: token.offset, message: message, text: token.kind == .end ? nil : token.text,
      expected: expected)
  }
}
