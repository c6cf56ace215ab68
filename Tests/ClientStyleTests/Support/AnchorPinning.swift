import UIKit

// Anchor helpers in the style of Anchorage and TinyConstraints: free functions over the generic
// anchor type, so that the compiler only lets like anchors be related.

/// Relates two anchors of the same kind and activates the constraint.
@MainActor @discardableResult
func constrain<AnchorType>(
  _ anchor: NSLayoutAnchor<AnchorType>, _ relation: NSLayoutConstraint.Relation = .equal,
  _ other: NSLayoutAnchor<AnchorType>, constant: CGFloat = 0,
  priority: UILayoutPriority = .required
) -> NSLayoutConstraint {
  let constraint =
    switch relation {
    case .equal: anchor.constraint(equalTo: other, constant: constant)
    case .lessThanOrEqual: anchor.constraint(lessThanOrEqualTo: other, constant: constant)
    case .greaterThanOrEqual: anchor.constraint(greaterThanOrEqualTo: other, constant: constant)
    }
  constraint.priority = priority
  constraint.isActive = true
  return constraint
}

/// Puts `spacing` points between a horizontal anchor and the next one along the line.
@MainActor @discardableResult
func horizontalSpacing(
  from anchor: NSLayoutAnchor<NSLayoutXAxisAnchor>, to next: NSLayoutAnchor<NSLayoutXAxisAnchor>,
  _ spacing: CGFloat
) -> NSLayoutConstraint {
  constrain(next, .equal, anchor, constant: spacing)
}

/// Puts `spacing` points between a vertical anchor and the next one down.
@MainActor @discardableResult
func verticalSpacing(
  from anchor: NSLayoutAnchor<NSLayoutYAxisAnchor>, to next: NSLayoutAnchor<NSLayoutYAxisAnchor>,
  _ spacing: CGFloat
) -> NSLayoutConstraint {
  constrain(next, .equal, anchor, constant: spacing)
}

/// Makes a dimension a multiple of another and activates the constraint.
@MainActor @discardableResult
func proportion(
  _ dimension: NSLayoutDimension, of other: NSLayoutDimension, _ multiplier: CGFloat,
  constant: CGFloat = 0
) -> NSLayoutConstraint {
  let constraint = dimension.constraint(equalTo: other, multiplier: multiplier, constant: constant)
  constraint.isActive = true
  return constraint
}
