import Foundation

// Building the arrangement: UIKit's stack view is two layout arrangements, one along the axis
// (`_UIOrderedLayoutArrangement`: canvas connections, spacing, hiding, distribution) and one
// across it (`_UIAlignedLayoutArrangement`: alignment, spanning guide, ambiguity suppression).
// Bezel rebuilds both from scratch whenever something changed, and keeps the constraints and
// guides that come out the same, so that an unchanged part of the layout is never re-solved.

extension UIStackView {
  /// Rebuilds the arrangement's constraints if anything changed since they were made.
  func updateArrangementIfNeeded() {
    guard arrangementIsStale else { return }
    arrangementIsStale = false
    var builder = ArrangementBuilder()
    addDistributionConstraints(to: &builder)
    addAlignmentConstraints(to: &builder)
    install(builder)
  }

  /// Replaces the active arrangement with the built one: constraints equal to an active one
  /// are kept as they are, constraints that differ only in their constant are updated in
  /// place, the rest are deactivated before the new ones are activated.
  private func install(_ builder: ArrangementBuilder) {
    var remaining = arrangementConstraints.filter(\.isActive)
    var kept: [NSLayoutConstraint] = []
    var added: [NSLayoutConstraint] = []
    var retuned: [(NSLayoutConstraint, CGFloat)] = []
    for constraint in builder.constraints {
      if let index = remaining.firstIndex(where: { $0.hasSameShape(as: constraint) }) {
        let existing = remaining.remove(at: index)
        if existing.storedConstant != constraint.storedConstant {
          retuned.append((existing, constraint.storedConstant))
        }
        kept.append(existing)
      } else {
        added.append(constraint)
        kept.append(constraint)
      }
    }
    NSLayoutConstraint.deactivate(remaining)
    for (constraint, constant) in retuned {
      constraint.constant = constant
    }
    NSLayoutConstraint.activate(added)
    arrangementConstraints = kept
    removeUnusedGuides(keeping: builder.guides)
  }

  /// Removes the arrangement's guides that the new arrangement does not use.
  private func removeUnusedGuides(keeping used: [UILayoutGuide]) {
    func isUsed(_ guide: UILayoutGuide) -> Bool { used.contains { $0 === guide } }
    for guide in distributingGuides where !isUsed(guide) {
      removeLayoutGuide(guide)
    }
    distributingGuides.removeAll { !isUsed($0) }
    if let spanner = orderingSpanner, !isUsed(spanner) {
      removeLayoutGuide(spanner)
      orderingSpanner = nil
    }
    if let spanner = alignmentSpanner, !isUsed(spanner) {
      removeLayoutGuide(spanner)
      alignmentSpanner = nil
    }
  }

  /// The item the arranged subviews are connected to: the stack view, or its layout-margins
  /// guide when the arrangement is relative to the layout margins (UIKit's
  /// `layoutUsesCanvasMarginsWhenFilling`).
  var canvas: AnyObject {
    storedLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
  }

  /// The arranged subviews that are not hidden, in order.
  var visibleArrangedSubviews: [UIView] {
    storedArrangedSubviews.filter { !$0.storedIsHidden }
  }

  /// A guide of the stack view's own, reused while the arrangement needs it.
  func arrangementGuide(_ existing: UILayoutGuide?, identifier: String) -> UILayoutGuide {
    if let existing { return existing }
    let guide = UILayoutGuide()
    guide.identifier = identifier
    addLayoutGuide(guide)
    return guide
  }
}

/// The constraints and guides of an arrangement being built.
@MainActor
struct ArrangementBuilder {
  var constraints: [NSLayoutConstraint] = []
  var guides: [UILayoutGuide] = []

  /// Adds `item1.attribute1 relation multiplier × item2.attribute2 + constant`, named with one
  /// of UIKit's stack-view identifiers.
  mutating func add(
    _ identifier: String, _ item1: AnyObject, _ attribute1: NSLayoutConstraint.Attribute,
    _ relation: NSLayoutConstraint.Relation, _ item2: AnyObject?,
    _ attribute2: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1,
    constant: CGFloat = 0, priority: UILayoutPriority = .required
  ) {
    let constraint = NSLayoutConstraint(
      item: item1, attribute: attribute1, relatedBy: relation, toItem: item2,
      attribute: item2 == nil ? .notAnAttribute : attribute2, multiplier: multiplier,
      constant: constant)
    constraint.identifier = identifier
    constraint.priority = priority
    constraints.append(constraint)
  }

  /// Adds a constraint on one item's dimension: `item.attribute == constant`.
  mutating func add(
    _ identifier: String, _ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute,
    equalTo constant: CGFloat, priority: UILayoutPriority = .required
  ) {
    add(
      identifier, item, attribute, .equal, nil, .notAnAttribute, constant: constant,
      priority: priority)
  }

  mutating func use(_ guide: UILayoutGuide) {
    if !guides.contains(where: { $0 === guide }) { guides.append(guide) }
  }
}

extension NSLayoutConstraint {
  /// Whether the two constraints relate the same attributes of the same items in the same
  /// way, at the same priority and with the same identifier; the constants may differ.
  func hasSameShape(as other: NSLayoutConstraint) -> Bool {
    storedFirstItem === other.storedFirstItem && storedSecondItem === other.storedSecondItem
      && storedFirstAttribute == other.storedFirstAttribute
      && storedSecondAttribute == other.storedSecondAttribute
      && storedRelation == other.storedRelation && storedMultiplier == other.storedMultiplier
      && storedPriority == other.storedPriority && identifier == other.identifier
  }
}
