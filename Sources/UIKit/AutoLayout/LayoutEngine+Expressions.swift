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
    var expression = LinearExpression()
    for term in constraint.storedFirstTerms {
      guard let item = term.layoutItem else { return nil }
      append(
        term.attribute, of: item, in: container, coefficient: Double(term.coefficient),
        to: &expression)
    }
    for term in constraint.storedSecondTerms {
      guard let item = term.layoutItem else { return nil }
      append(
        term.attribute, of: item, in: container,
        coefficient: -Double(constraint.multiplier * term.coefficient), to: &expression)
    }
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
  func append(
    _ attribute: NSLayoutConstraint.Attribute, of item: any LayoutItem, in container: UIView,
    coefficient: Double, to expression: inout LinearExpression
  ) {
    var item = item
    var attribute = attribute
    if let view = item as? UIView, let plain = attribute.withoutMargins {
      item = view.layoutMarginsGuide
      attribute = plain
    }
    if let view = item as? UIView, attribute == .firstBaseline || attribute == .lastBaseline {
      appendBaseline(attribute, of: view, in: container, coefficient: coefficient, to: &expression)
      return
    }
    register(path: item, in: container)
    let axis: NSLayoutConstraint.Axis =
      switch attribute {
      case .top, .bottom, .height, .centerY: .vertical
      default: .horizontal
      }
    let origin = originExpression(of: item, axis: axis, in: container)
    let length = lengthExpression(of: item, axis: axis, in: container)
    switch attribute {
    case .left, .top:
      expression.add(origin, times: coefficient)
    case .right, .bottom:
      expression.add(origin, times: coefficient)
      expression.add(length, times: coefficient)
    case .width, .height:
      expression.add(length, times: coefficient)
    case .centerX, .centerY:
      expression.add(origin, times: coefficient)
      expression.add(length, times: coefficient / 2)
    case .leading, .trailing:
      let isLeadingEdge = attribute == .leading
      if direction(of: item) == .leftToRight {
        expression.add(origin, times: coefficient)
        if !isLeadingEdge { expression.add(length, times: coefficient) }
      } else {
        // Right to left, leading and trailing are measured from the container's right edge
        // leftwards, so that the layout is the mirror image of the left-to-right one.
        expression.add(
          lengthExpression(of: container, axis: .horizontal, in: container),
          times: coefficient)
        expression.add(origin, times: -coefficient)
        if isLeadingEdge { expression.add(length, times: -coefficient) }
      }
    default:
      break
    }
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
    register(item)
    if item === container { return }
    var parent = item.layoutParent
    while let view = parent {
      register(view)
      if view === container { break }
      parent = view.storedSuperview
    }
  }

  func direction(of item: any LayoutItem) -> UIUserInterfaceLayoutDirection {
    item.hierarchyView?.effectiveUserInterfaceLayoutDirection ?? .leftToRight
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
