import UIKit

/// Collects the constraints one `makeConstraints` closure describes.
@MainActor
final class ConstraintMaker {
  let item: ConstraintItem
  private(set) var constraints: [LayoutConstraint] = []

  init(item: ConstraintItem) {
    self.item = item
  }

  /// Relates one of the item's attributes to another item's attribute, or to a constant when
  /// `other` is nil; the priority defaults to `LayoutConstraint.defaultPriority`.
  @discardableResult
  func make(
    _ attribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation = .equal,
    to other: ConstraintItem? = nil, _ otherAttribute: NSLayoutConstraint.Attribute? = nil,
    multiplier: CGFloat = 1, constant: CGFloat = 0,
    priority: UILayoutPriority? = nil
  ) -> LayoutConstraint {
    let constraint = LayoutConstraint(
      item: item, attribute: attribute, relatedBy: relation, toItem: other,
      attribute: other == nil ? .notAnAttribute : (otherAttribute ?? attribute),
      multiplier: multiplier, constant: constant)
    constraint.priority = priority ?? LayoutConstraint.defaultPriority
    constraint.label = "\(attribute.rawValue)"
    constraints.append(constraint)
    return constraint
  }

  /// Pins the four edges inside `other`, inset by absolute insets.
  func edges(equalTo other: ConstraintItem, insets: UIEdgeInsets = .zero) {
    make(.left, to: other, constant: insets.left)
    make(.right, to: other, constant: -insets.right)
    make(.top, to: other, constant: insets.top)
    make(.bottom, to: other, constant: -insets.bottom)
  }

  /// Pins the four edges inside `other`, inset by insets that follow the layout direction.
  func edges(equalTo other: ConstraintItem, insets: NSDirectionalEdgeInsets) {
    make(.leading, to: other, constant: insets.leading)
    make(.trailing, to: other, constant: -insets.trailing)
    make(.top, to: other, constant: insets.top)
    make(.bottom, to: other, constant: -insets.bottom)
  }

  /// Fixes the width and the height.
  func size(_ size: CGSize) {
    make(.width, constant: size.width)
    make(.height, constant: size.height)
  }

  /// Centers the item in `other`.
  func center(in other: ConstraintItem) {
    make(.centerX, to: other)
    make(.centerY, to: other)
  }
}
