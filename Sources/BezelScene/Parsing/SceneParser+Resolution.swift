import UIKit

/// The views of one controller's tree by name, with their kinds and superviews.
struct SceneViewIndex {
  struct Entry {
    var kind: SceneView.Kind
    var superview: String?
  }

  private(set) var entries: [String: Entry] = [:]
  /// The names in document order.
  private(set) var names: [String] = []

  init(_ root: SceneView) {
    add(root, superview: nil)
  }

  private mutating func add(_ view: SceneView, superview: String?) {
    if entries[view.name] == nil {
      entries[view.name] = Entry(kind: view.kind, superview: superview)
      names.append(view.name)
    }
    for child in view.subviews + view.arrangedSubviews { add(child, superview: view.name) }
  }

  /// A few names, for messages.
  var someNames: String {
    names.prefix(8).joined(separator: ", ") + (names.count > 8 ? ", …" : "")
  }
}

extension SceneParser {
  /// The view tree with every constraint expression resolved to plans; reports unknown views
  /// and guides, containers of child controllers that are not in the tree, and attribute pairs
  /// UIKit refuses.
  func resolvingConstraints(_ view: SceneView?, children: [SceneChild]) -> SceneView? {
    guard let view else {
      for child in children {
        report(
          "a child controller needs a view named '\(child.container)', and this controller "
            + "has no view", at: child.location, text: child.container,
          expected: "a 'view:' containing the container view")
      }
      return nil
    }
    let index = SceneViewIndex(view)
    for child in children where index.entries[child.container] == nil {
      report(
        "unknown view '\(child.container)'", at: child.location, text: child.container,
        expected: "a view of this controller's tree: \(index.someNames)")
    }
    return view.walked { item in
      let owner = item.name
      item.constraints = item.constraints.map { resolve($0, owner: owner, index: index) }
    }
  }

  private func resolve(_ constraint: SceneConstraint, owner: String, index: SceneViewIndex)
    -> SceneConstraint
  {
    guard case .expression(let expression, _) = constraint.form else { return constraint }
    let resolver = ConstraintResolver(
      parser: self, constraint: constraint, owner: owner, index: index)
    var result = constraint
    result.form = .expression(expression, plans: resolver.plans(for: expression))
    return result
  }
}

/// Resolves the paths of one constraint expression against a controller's views.
private struct ConstraintResolver {
  let parser: SceneParser
  let constraint: SceneConstraint
  let owner: String
  let index: SceneViewIndex

  func plans(for expression: ConstraintExpression) -> [ConstraintPlan] {
    let firstItem = item(expression.first)
    let secondItem = expression.second.map { item($0) }
    guard let firstItem, let firstAttribute = SceneAttribute(rawValue: expression.first.attribute)
    else { return [] }
    var second: (item: ConstraintItem, attribute: SceneAttribute)?
    if let path = expression.second {
      guard let item = secondItem ?? nil, let attribute = SceneAttribute(rawValue: path.attribute)
      else { return [] }
      second = (item, attribute)
    }
    guard check(expression, firstItem, firstAttribute, second) else { return [] }
    let secondAttributes =
      second?.attribute.attributes ?? firstAttribute.attributes.map { _ in .notAnAttribute }
    return zip(firstAttribute.attributes, secondAttributes).map { first, other in
      var constant = expression.constant
      // `edges` with a constant insets the first item: its bottom and trailing move inwards.
      if firstAttribute == .edges, first == .bottom || first == .trailing { constant = -constant }
      return ConstraintPlan(
        firstItem: firstItem, firstAttribute: first, relation: expression.relation,
        secondItem: second?.item, secondAttribute: other, multiplier: expression.multiplier,
        constant: constant, priority: expression.priority)
    }
  }

  /// Whether UIKit accepts the attribute pair; reports why not.
  private func check(
    _ expression: ConstraintExpression, _ firstItem: ConstraintItem,
    _ first: SceneAttribute, _ second: (item: ConstraintItem, attribute: SceneAttribute)?
  ) -> Bool {
    let firstOffset = expression.first.attributeOffset
    let secondOffset = expression.second?.attributeOffset ?? firstOffset
    for (item, attribute, offset) in [(firstItem, first, firstOffset)]
      + (second.map { [($0.item, $0.attribute, secondOffset)] } ?? [])
    where item.guide != nil && (attribute == .firstBaseline || attribute == .lastBaseline) {
      return fail(
        "a layout guide has no baseline", at: offset, text: attribute.rawValue,
        expected: "a view's firstBaseline or lastBaseline")
    }
    guard let second else {
      guard first.isSize else {
        return fail(
          "'\(first.rawValue)' is a position and must be related to another item", at: firstOffset,
          text: first.rawValue,
          expected: "an item, as in \(first.rawValue) == superview.\(first.rawValue)")
      }
      return true
    }
    if first.isShorthand || second.attribute.isShorthand {
      guard first == second.attribute else {
        return fail(
          "'\(first.rawValue)' can only be related to '\(first.rawValue)'", at: secondOffset,
          text: second.attribute.rawValue, expected: first.rawValue)
      }
      if first == .edges, expression.relation != .equal {
        return fail(
          "'edges' can only be equal", at: firstOffset, text: first.rawValue, expected: "==")
      }
      return true
    }
    // UIKit's rules for +constraintWithItem:…: (NSLayoutConstraint.h): positions pair on one
    // axis; sizes pair with sizes, a width with a height for an aspect ratio.
    let pairs =
      first.isSize
      ? second.attribute.isSize
      : !second.attribute.isSize && first.axis == second.attribute.axis
    guard pairs else {
      return fail(
        "'\(first.rawValue)' cannot be related to '\(second.attribute.rawValue)' (UIKit: "
          + "invalid pairing of layout attributes)", at: secondOffset,
        text: second.attribute.rawValue,
        expected: "an attribute of the same axis and kind as '\(first.rawValue)'")
    }
    if first.isDirectional && second.attribute.isAbsoluteDirection
      || first.isAbsoluteDirection && second.attribute.isDirectional
    {
      return fail(
        "leading and trailing cannot be related to left and right", at: secondOffset,
        text: second.attribute.rawValue, expected: "leading/trailing for both or neither")
    }
    return true
  }

  /// The item a path's components name, or nil (reported).
  private func item(_ path: ConstraintExpression.Path) -> ConstraintItem? {
    switch path.item.count {
    case 0:
      return ConstraintItem(view: owner)
    case 1:
      let word = path.item[0]
      if let guide = SceneGuide(rawValue: word) {
        return self.guide(guide, of: owner, at: path.itemOffsets[0])
      }
      return view(word, at: path.itemOffsets[0]).map { ConstraintItem(view: $0) }
    default:
      guard let view = view(path.item[0], at: path.itemOffsets[0]) else { return nil }
      let word = path.item[1]
      guard let guide = SceneGuide(rawValue: word) else {
        var message = "unknown guide '\(word)' of '\(path.item[0])'"
        if let suggestion = Spelling.nearest(to: word, in: SceneGuide.allCases.map(\.rawValue)) {
          message += "; did you mean '\(suggestion)'?"
        }
        fail(
          message, at: path.itemOffsets[1], text: word,
          expected: "one of " + SceneGuide.allCases.map(\.rawValue).joined(separator: ", "))
        return nil
      }
      return self.guide(guide, of: view, at: path.itemOffsets[1])
    }
  }

  private func guide(_ guide: SceneGuide, of view: String, at offset: Int) -> ConstraintItem? {
    guard let entry = index.entries[view] else { return nil }
    if guide.needsScrollView, !entry.kind.isScrollView {
      fail(
        "'\(guide.rawValue)' is a guide of scroll views, and '\(view)' is a "
          + "\(entry.kind.typeName)", at: offset, text: guide.rawValue,
        expected: "safeArea, margins, readable or keyboard, or a scroll view's content or frame")
      return nil
    }
    return ConstraintItem(view: view, guide: guide)
  }

  /// The name of the view `word` names: `superview` or a view of the tree.
  private func view(_ word: String, at offset: Int) -> String? {
    if word == "superview" {
      guard let superview = index.entries[owner]?.superview else {
        fail(
          "'\(owner)' is its controller's root view: its superview is not in the scene",
          at: offset, text: word, expected: "a view of this controller's tree")
        return nil
      }
      return superview
    }
    guard index.entries[word] != nil else {
      var message = "unknown view '\(word)'"
      if let suggestion = Spelling.nearest(to: word, in: index.names) {
        message += "; did you mean '\(suggestion)'?"
      }
      fail(
        message, at: offset, text: word,
        expected: "superview, a guide, or a view of this controller: \(index.someNames)")
      return nil
    }
    return word
  }

  @discardableResult
  private func fail(_ message: String, at offset: Int, text: String, expected: String) -> Bool {
    parser.report(message, at: constraint.location(at: offset), text: text, expected: expected)
    return false
  }
}
