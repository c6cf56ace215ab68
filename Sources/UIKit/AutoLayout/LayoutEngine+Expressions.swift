internal import BezelSolver
import Foundation

extension LayoutEngine {
  /// The solver constraint for `constraint`, installed on `container`, or nil when it relates
  /// nothing the solver can express.
  ///
  /// Each side is measured in the container's coordinates (NSLayoutConstraint: `item1.attribute1
  /// = multiplier × item2.attribute2 + constant`), so that a multiplier on the container's own
  /// position attribute is measured in its bounds: `left == 0.1 × superview.right` gives
  /// `x = 0.1·W`.
  func solverConstraint(for constraint: NSLayoutConstraint, in container: UIView) -> Constraint? {
    var expression = scratchExpression()
    // A side held as its link is read as one term, without making it (a constant's change and
    // a reinstall come through here).
    if let link = constraint.firstLink {
      guard let item = link.item else { return nil }
      append(
        constraint.storedFirstAttribute, of: item, in: container, coefficient: 1,
        to: &expression)
    } else {
      for term in constraint.listedFirstTerms {
        guard let item = term.layoutItem else { return nil }
        append(
          term.attribute, of: item, in: container, coefficient: Double(term.coefficient),
          to: &expression)
      }
    }
    if let link = constraint.secondLink {
      guard let item = link.item else { return nil }
      append(
        constraint.storedSecondAttribute, of: item, in: container,
        coefficient: -Double(constraint.multiplier), to: &expression)
    } else {
      for term in constraint.listedSecondTerms {
        guard let item = term.layoutItem else { return nil }
        append(
          term.attribute, of: item, in: container,
          coefficient: -Double(constraint.multiplier * term.coefficient), to: &expression)
      }
    }
    return finishedConstraint(expression, for: constraint)
  }

  /// `solverConstraint(for:in:)` for a constraint of one term and a constant, whose item the
  /// caller has already loaded from the term.
  func solverConstraint(
    for constraint: NSLayoutConstraint, in container: UIView, first: any LayoutItem
  ) -> Constraint? {
    // The caller (`activateSimple`) found one term on the first side.
    guard let (attribute, coefficient) = constraint.firstSingleTerm else { return nil }
    var expression = scratchExpression()
    append(attribute, of: first, in: container, coefficient: Double(coefficient), to: &expression)
    return finishedConstraint(expression, for: constraint)
  }

  /// `solverConstraint(for:in:)` for a constraint of one term a side, whose items the caller has
  /// already loaded from the terms.
  func solverConstraint(
    for constraint: NSLayoutConstraint, in container: UIView, first: any LayoutItem,
    second: any LayoutItem
  ) -> Constraint? {
    // The multiplier first: reading an open property between the two sides would make the
    // compiler hold an extra reference to the second item across the call.
    let multiplier = constraint.multiplier
    // The caller (`activateSimple`) found one term on each side.
    guard let (firstAttribute, firstCoefficient) = constraint.firstSingleTerm,
      let (secondAttribute, secondCoefficient) = constraint.secondSingleTerm
    else { return nil }
    var expression = scratchExpression()
    append(
      firstAttribute, of: first, in: container, coefficient: Double(firstCoefficient),
      to: &expression)
    append(
      secondAttribute, of: second, in: container,
      coefficient: -Double(multiplier * secondCoefficient), to: &expression)
    return finishedConstraint(expression, for: constraint)
  }

  /// An empty expression whose terms have room to grow: the engine's one buffer for building
  /// terms, which `finishedConstraint` copies out at their exact size and takes back.
  ///
  /// A constraint keeps its terms as long as it is installed; built in an array that reserved
  /// room for the longest case, each would hold eight terms' room for its two or three.
  private func scratchExpression() -> LinearExpression {
    var expression = LinearExpression()
    swap(&expression.terms, &scratchTerms)
    // `removeSubrange`, not `removeAll(keepingCapacity:)`: unoptimised, the latter looks up the
    // metadata of two more generic types at run time on every call.
    expression.terms.removeSubrange(0..<expression.terms.count)
    if expression.terms.capacity < 16 { expression.terms.reserveCapacity(16) }
    return expression
  }

  /// The solver constraint of `expression`, both sides' terms in it, with the constraint's
  /// constant, relation and priority; nil when it is not finite.
  private func finishedConstraint(
    _ built: consuming LinearExpression, for constraint: NSLayoutConstraint
  ) -> Constraint? {
    var expression = built.withExactCapacity()
    swap(&built.terms, &scratchTerms)
    expression.constant -= Double(constraint.constant)
    let relation: Constraint.Relation =
      switch constraint.relation {
      case .equal: .equal
      case .lessThanOrEqual: .lessThanOrEqual
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    let strength = Self.strength(for: constraint.priority)
    let result = Constraint(expression, relation, strength: strength)
    return result.isFinite ? result : nil
  }

  /// Appends `coefficient × item.attribute`, in the container's coordinates, to `expression`.
  ///
  /// The terms go straight into `expression`, in the order and with the arithmetic of adding
  /// `originExpression` and `lengthExpression` to it, without building either.
  func append(
    _ attribute: NSLayoutConstraint.Attribute, of item: any LayoutItem, in container: UIView,
    coefficient: Double, to expression: inout LinearExpression
  ) {
    if appendNearContainer(
      attribute, of: item, in: container, coefficient: coefficient, to: &expression)
    {
      return
    }
    appendGenerally(attribute, of: item, in: container, coefficient: coefficient, to: &expression)
  }

  /// `append(_:of:in:coefficient:to:)` for any item and attribute, without trying
  /// `appendNearContainer` first: the path that one must agree with, term for term
  /// (`ExpressionPathTests`).
  func appendGenerally(
    _ attribute: NSLayoutConstraint.Attribute, of item: any LayoutItem, in container: UIView,
    coefficient: Double, to expression: inout LinearExpression
  ) {
    var item = item
    var attribute = attribute
    if let plain = attribute.withoutMargins, let view = item as? UIView {
      item = view.layoutMarginsGuide
      attribute = plain
    }
    if item === container, attribute.isContentEdge, container.edgesAttachToContent,
      let content = container.contentEdgesGuide
    {
      // A scroll view's edges as a container attach to its content area; sizes and centres
      // attach to its frame.
      item = content
    }
    if attribute == .firstBaseline || attribute == .lastBaseline, let view = item as? UIView {
      appendBaseline(attribute, of: view, in: container, coefficient: coefficient, to: &expression)
      return
    }
    register(path: item, in: container)
    let axis: NSLayoutConstraint.Axis =
      switch attribute {
      case .top, .bottom, .height, .centerY: .vertical
      default: .horizontal
      }
    let length = item.layoutVariables.length(axis)
    switch attribute {
    case .left, .top:
      appendOrigin(of: item, axis: axis, in: container, times: coefficient, to: &expression)
    case .right, .bottom:
      appendOrigin(of: item, axis: axis, in: container, times: coefficient, to: &expression)
      appendLength(length, times: coefficient, to: &expression)
    case .width, .height:
      appendLength(length, times: coefficient, to: &expression)
    case .centerX, .centerY:
      appendOrigin(of: item, axis: axis, in: container, times: coefficient, to: &expression)
      appendLength(length, times: coefficient / 2, to: &expression)
    case .leading, .trailing:
      let isLeadingEdge = attribute == .leading
      if direction(of: item) == .leftToRight {
        appendOrigin(of: item, axis: axis, in: container, times: coefficient, to: &expression)
        if !isLeadingEdge { appendLength(length, times: coefficient, to: &expression) }
      } else {
        // Right to left, leading and trailing are measured from the container's right edge
        // leftwards, so that the layout is the mirror image of the left-to-right one.
        appendMirrorWidth(of: container, times: coefficient, to: &expression)
        appendOrigin(of: item, axis: axis, in: container, times: -coefficient, to: &expression)
        if isLeadingEdge { appendLength(length, times: -coefficient, to: &expression) }
      }
    default:
      break
    }
  }

  /// Appends `factor ×` the item's origin as `originExpression` writes it.
  private func appendOrigin(
    of item: any LayoutItem, axis: NSLayoutConstraint.Axis, in container: UIView,
    times factor: Double, to expression: inout LinearExpression
  ) {
    if item === container {
      let insets = container.alignmentRectInsets
      expression.constant += Double(axis == .horizontal ? insets.left : insets.top) * factor
      return
    }
    expression.terms.append(Term(item.layoutVariables.origin(axis), factor))
    var constant = 0.0
    var parent = item.layoutParent
    while let view = parent, view !== container {
      expression.terms.append(Term(view.layoutVariables.origin(axis), factor))
      let insets = view.alignmentRectInsets
      constant -= Double(axis == .horizontal ? insets.left : insets.top)
      parent = view.storedSuperview
    }
    expression.constant += constant * factor
  }

  /// Adds `coefficient` times the width that right-to-left edges are measured across: the
  /// container's, or in a scroll view its content's.
  func appendMirrorWidth(
    of container: UIView, times coefficient: Double, to expression: inout LinearExpression
  ) {
    if container.edgesAttachToContent, let content = container.contentEdgesGuide {
      register(path: content, in: container)
      appendLength(content.layoutVariables.width, times: coefficient, to: &expression)
    } else {
      appendLength(container.layoutVariables.width, times: coefficient, to: &expression)
    }
  }

  /// Appends `factor × length`, as adding a `lengthExpression` does.
  func appendLength(
    _ length: Variable, times factor: Double, to expression: inout LinearExpression
  ) {
    expression.terms.append(Term(length, factor))
    expression.constant += 0 * factor
  }

  private func appendBaseline(
    _ attribute: NSLayoutConstraint.Attribute, of view: UIView, in container: UIView,
    coefficient: Double, to expression: inout LinearExpression
  ) {
    let target =
      attribute == .firstBaseline ? view.forFirstBaselineLayout : view.forLastBaselineLayout
    if target !== view, target.isDescendant(of: view) {
      append(attribute, of: target, in: container, coefficient: coefficient, to: &expression)
      return
    }
    register(path: view, in: container)
    let origin = originExpression(of: view, axis: .vertical, in: container)
    let height = lengthExpression(of: view, axis: .vertical, in: container)
    expression.add(origin, times: coefficient)
    if attribute == .firstBaseline, let offset = view.firstBaselineOffsetFromTop {
      expression.constant += coefficient * Double(offset)
    } else {
      expression.add(height, times: coefficient)
      let fromBottom = attribute == .lastBaseline ? view.lastBaselineOffsetFromBottom : 0
      expression.constant -= coefficient * Double(fromBottom)
    }
  }

  /// The item's alignment-rectangle origin on `axis`, in the container's coordinates.
  func originExpression(
    of item: any LayoutItem, axis: NSLayoutConstraint.Axis, in container: UIView
  ) -> LinearExpression {
    var expression = LinearExpression()
    if item === container {
      let insets = container.alignmentRectInsets
      expression.constant = Double(axis == .horizontal ? insets.left : insets.top)
      return expression
    }
    expression.terms.append(Term(item.layoutVariables.origin(axis)))
    var parent = item.layoutParent
    while let view = parent, view !== container {
      // The parent's frame origin is its alignment origin less its alignment insets.
      expression.terms.append(Term(view.layoutVariables.origin(axis)))
      let insets = view.alignmentRectInsets
      expression.constant -= Double(axis == .horizontal ? insets.left : insets.top)
      parent = view.storedSuperview
    }
    return expression
  }

  func lengthExpression(
    of item: any LayoutItem, axis: NSLayoutConstraint.Axis, in container: UIView
  ) -> LinearExpression {
    LinearExpression([Term(item.layoutVariables.length(axis))])
  }

  /// Registers the item and every view between it and the container, whose origins the
  /// constraint's expression mentions.
  func register(path item: any LayoutItem, in container: UIView) {
    if !isRegistered(item) { register(item) }
    if item === container { return }
    var parent = item.layoutParent
    while let view = parent {
      if !isRegistered(view) { register(view) }
      if view === container { break }
      parent = view.storedSuperview
    }
  }

  func direction(of item: any LayoutItem) -> UIUserInterfaceLayoutDirection {
    item.hierarchyLayoutDirection
  }
}

extension LinearExpression {
  mutating func add(_ other: LinearExpression, times factor: Double) {
    for term in other.terms {
      terms.append(Term(term.variable, term.coefficient * factor))
    }
    constant += other.constant * factor
  }
}

extension NSLayoutConstraint.Attribute {
  /// Whether the attribute is an edge: the attributes that attach to a scroll view's content.
  var isContentEdge: Bool {
    switch self {
    case .left, .right, .top, .bottom, .leading, .trailing: true
    default: false
    }
  }

  /// The plain attribute of the layout-margins guide that a margin attribute stands for.
  var withoutMargins: NSLayoutConstraint.Attribute? {
    switch self {
    case .leftMargin: .left
    case .rightMargin: .right
    case .topMargin: .top
    case .bottomMargin: .bottom
    case .leadingMargin: .leading
    case .trailingMargin: .trailing
    case .centerXWithinMargins: .centerX
    case .centerYWithinMargins: .centerY
    default: nil
    }
  }
}
