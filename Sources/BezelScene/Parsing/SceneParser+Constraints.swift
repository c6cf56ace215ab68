import UIKit
import Yams

extension SceneParser {
  /// Reads a `constraints:` list: expressions, and Visual Format Language mappings.
  func constraints(_ node: Node?) -> [SceneConstraint] {
    guard let node, let items = list(node, what: "a list of constraints") else { return [] }
    var result: [SceneConstraint] = []
    for item in items {
      constraintCount += 1
      if constraintCount == Self.maximumConstraintCount + 1 {
        report(
          "too many constraints", at: item,
          expected: "at most \(Self.maximumConstraintCount) constraint entries in a file")
      }
      guard constraintCount <= Self.maximumConstraintCount else { return result }
      switch item {
      case .scalar(let scalar) where Self.looksLikeVisualFormat(scalar.string):
        report(
          "a visual format must be written as a mapping", at: item,
          expected: "{visual: '\(scalar.string)'}")
      case .scalar(let scalar):
        do throws(ConstraintSyntaxError) {
          let expression = try ConstraintExpression.parse(scalar.string)
          let start = location(in: scalar, offset: 0)
          result.append(
            SceneConstraint(
              location: start, form: .expression(expression, plans: []),
              hasExactColumns: scalar.string.isEmpty
                || location(in: scalar, offset: 1) != start))
        } catch {
          report(
            error.message, at: location(in: scalar, offset: error.offset), text: error.text,
            expected: error.expected)
        }
      case .mapping:
        if let visual = visualFormat(item) { result.append(visual) }
      default:
        report(
          "expected a constraint, found a \(item.kindName)", at: item,
          expected: "an expression such as 'a.top == b.bottom + 8', or {visual: 'H:|-[a]-|'}")
      }
    }
    return result
  }

  /// Whether `text` starts as a visual format does (`H:`, `V:`, `|` or `[`), which an
  /// expression never does.
  private static func looksLikeVisualFormat(_ text: String) -> Bool {
    text.hasPrefix("H:") || text.hasPrefix("V:") || text.hasPrefix("|") || text.hasPrefix("[")
  }

  private static let formatOptions: [(String, NSLayoutConstraint.FormatOptions)] = [
    ("alignAllLeft", .alignAllLeft), ("alignAllRight", .alignAllRight),
    ("alignAllTop", .alignAllTop), ("alignAllBottom", .alignAllBottom),
    ("alignAllLeading", .alignAllLeading), ("alignAllTrailing", .alignAllTrailing),
    ("alignAllCenterX", .alignAllCenterX), ("alignAllCenterY", .alignAllCenterY),
    ("alignAllLastBaseline", .alignAllLastBaseline),
    ("alignAllFirstBaseline", .alignAllFirstBaseline),
    ("directionLeadingToTrailing", .directionLeadingToTrailing),
    ("directionLeftToRight", .directionLeftToRight),
    ("directionRightToLeft", .directionRightToLeft),
    ("spacingBaselineToBaseline", .spacingBaselineToBaseline),
  ]

  /// Reads `{visual: "H:|-[a]-|", metrics: {pad: 8}, options: [alignAllLeading]}`.
  private func visualFormat(_ node: Node) -> SceneConstraint? {
    guard visit(node) else { return nil }
    var reader = MappingReader(node, parser: self, subject: "a visual format constraint")
    let formatNode = reader.value("visual")
    let format = formatNode.flatMap { string($0, what: "a visual format string") }
    var metrics: [String: Double] = [:]
    if let metricsNode = reader.value("metrics"),
      isMapping(metricsNode, what: "a mapping of metric names to numbers"),
      case .mapping(let mapping) = metricsNode
    {
      for (key, value) in mapping {
        guard let name = string(key, what: "a metric name"),
          let number = number(value, in: -maximumLength...maximumLength)
        else { continue }
        metrics[name] = number
      }
    }
    var options = NSLayoutConstraint.FormatOptions()
    if let optionsNode = reader.value("options") {
      let items: [Node]? =
        if case .sequence = optionsNode { list(optionsNode) } else { [optionsNode] }
      for item in items ?? [] {
        if let option = choice(item, Self.formatOptions, what: "format option") {
          options.insert(option)
        }
      }
    }
    reader.finish()
    if formatNode == nil {
      report(
        "a visual format constraint needs 'visual'", at: node,
        expected: "{visual: 'H:|-[a]-|'}")
    }
    guard let format, case .scalar(let scalar)? = formatNode else { return nil }
    let start = location(in: scalar, offset: 0)
    return SceneConstraint(
      location: start, form: .visual(format: format, metrics: metrics, options: options),
      hasExactColumns: format.isEmpty || location(in: scalar, offset: 1) != start)
  }
}
