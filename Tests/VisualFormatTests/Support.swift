import Foundation

@testable import UIKit

typealias Constraint = VisualFormatConstraint

let a = Constraint.Item.view("a")
let b = Constraint.Item.view("b")
let c = Constraint.Item.view("c")
let superview = Constraint.Item.superview

/// The view names most tests use.
let abc: Set<String> = ["a", "b", "c"]

/// The constraints of a format that must resolve.
func constraints(
  _ format: String, options: NSLayoutConstraint.FormatOptions = [],
  metrics: [String: Any]? = nil, views: Set<String> = abc
) throws -> [Constraint] {
  try VisualFormat.layout(for: format, options: options, metrics: metrics, viewNames: views)
    .constraints
}

/// The error of a format that must fail, or `nil` if it resolves.
func failure(
  _ format: String, options: NSLayoutConstraint.FormatOptions = [],
  metrics: [String: Any]? = nil, views: Set<String> = abc
) -> VisualFormatError? {
  do {
    _ = try VisualFormat.layout(for: format, options: options, metrics: metrics, viewNames: views)
    return nil
  } catch {
    return error
  }
}

/// UIKit's reason text, built the way its parser builds it: `"Unable to parse constraint format:
/// \n%@ \n%@ \n%@"` with the description, the format and `caret` spaces followed by `^`.
func uikitMessage(_ description: String, _ format: String, caret: Int) -> String {
  "Unable to parse constraint format: \n\(description) \n\(format) \n"
    + String(repeating: " ", count: caret) + "^"
}
