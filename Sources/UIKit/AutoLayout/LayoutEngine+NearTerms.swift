internal import BezelSolver
import Foundation

extension LayoutEngine {
  /// Appends `coefficient × item.attribute` exactly as `append(_:of:in:coefficient:to:)` does,
  /// when that needs nothing but the item and the container: a plain edge, centre or size of the
  /// container itself or of one of its children (views or guides), outside a scroll view's
  /// content edges.
  ///
  /// Nearly every constraint relates a view to its superview or to a sibling. This path loads
  /// the item's parent once, where the general one walks the path to the container twice, and
  /// keeps the item as it was passed in.
  ///
  /// - Returns: false, having appended and registered nothing, in every other case.
  func appendNearContainer(
    _ attribute: NSLayoutConstraint.Attribute, of item: any LayoutItem, in container: UIView,
    coefficient: Double, to expression: inout LinearExpression
  ) -> Bool {
    let axis: NSLayoutConstraint.Axis
    switch attribute {
    case .left, .right, .leading, .trailing, .width, .centerX: axis = .horizontal
    case .top, .bottom, .height, .centerY: axis = .vertical
    default: return false
    }
    // By address: this runs for every term of every constraint activated (`address(of:)`).
    let addressOfContainer = address(of: container)
    let isContainer = address(of: item) == addressOfContainer
    if isContainer {
      // A scroll view's edges as the container's own attach to its content (`append`).
      if attribute.isContentEdge, container.edgesAttachToContent { return false }
      if !isRegistered(container) { register(container) }
    } else {
      guard address(of: item.layoutParent) == addressOfContainer else { return false }
      // `register(path:in:)`: the item, then each view up to the container.
      if !isRegistered(item) { register(item) }
      if !isRegistered(container) { register(container) }
    }
    let variables = item.layoutVariables
    let length = variables.length(axis)
    switch attribute {
    case .left, .top:
      appendNearOrigin(
        variables, isContainer, axis, in: container, times: coefficient, to: &expression)
    case .right, .bottom:
      appendNearOrigin(
        variables, isContainer, axis, in: container, times: coefficient, to: &expression)
      appendLength(length, times: coefficient, to: &expression)
    case .width, .height:
      appendLength(length, times: coefficient, to: &expression)
    case .centerX, .centerY:
      appendNearOrigin(
        variables, isContainer, axis, in: container, times: coefficient, to: &expression)
      appendLength(length, times: coefficient / 2, to: &expression)
    default:
      let isLeadingEdge = attribute == .leading
      if direction(of: item) == .leftToRight {
        appendNearOrigin(
          variables, isContainer, axis, in: container, times: coefficient, to: &expression)
        if !isLeadingEdge { appendLength(length, times: coefficient, to: &expression) }
      } else {
        // As in `append`: right to left, measured from the container's right edge leftwards.
        appendMirrorWidth(of: container, times: coefficient, to: &expression)
        appendNearOrigin(
          variables, isContainer, axis, in: container, times: -coefficient, to: &expression)
        if isLeadingEdge { appendLength(length, times: -coefficient, to: &expression) }
      }
    }
    return true
  }

  /// Appends `factor ×` the origin of the container, or of a child of it whose variables are
  /// `variables`, with the arithmetic of `appendOrigin`.
  private func appendNearOrigin(
    _ variables: LayoutVariables, _ isContainer: Bool, _ axis: NSLayoutConstraint.Axis,
    in container: UIView, times factor: Double, to expression: inout LinearExpression
  ) {
    if isContainer {
      let insets = container.alignmentRectInsets
      expression.constant += Double(axis == .horizontal ? insets.left : insets.top) * factor
      return
    }
    expression.terms.append(Term(variables.origin(axis), factor))
    // No view lies between a child and its container: the path's constant is 0.
    expression.constant += 0.0 * factor
  }
}
