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
  ///
  /// Each new constraint takes the first active one of the same shape, found by the shape's
  /// hash rather than by a search, so that rebuilding a long stack costs time in proportion to
  /// its length.
  private func install(_ builder: ArrangementBuilder) {
    var active: [NSLayoutConstraint] = []
    active.reserveCapacity(arrangementConstraints.count)
    for constraint in arrangementConstraints where constraint.isActive {
      active.append(constraint)
    }
    // The active constraints of each shape, in order, and how many of them are taken.
    var byShape: [ConstraintShape: (indices: [Int], taken: Int)] = [:]
    byShape.reserveCapacity(active.count)
    for (index, constraint) in active.enumerated() {
      byShape[ConstraintShape(constraint), default: ([], 0)].indices.append(index)
    }
    var isTaken = [Bool](repeating: false, count: active.count)
    var kept: [NSLayoutConstraint] = []
    kept.reserveCapacity(builder.constraints.count)
    var added: [NSLayoutConstraint] = []
    var retuned: [(NSLayoutConstraint, CGFloat)] = []
    for constraint in builder.constraints {
      let shape = ConstraintShape(constraint)
      if let match = byShape[shape], match.taken < match.indices.count {
        let index = match.indices[match.taken]
        byShape[shape]?.taken += 1
        isTaken[index] = true
        let existing = active[index]
        if existing.storedConstant != constraint.storedConstant {
          retuned.append((existing, constraint.storedConstant))
        }
        kept.append(existing)
      } else {
        added.append(constraint)
        kept.append(constraint)
      }
    }
    var remaining: [NSLayoutConstraint] = []
    for (index, constraint) in active.enumerated() where !isTaken[index] {
      remaining.append(constraint)
    }
    NSLayoutConstraint.deactivate(remaining)
    for (constraint, constant) in retuned {
      constraint.constant = constant
    }
    NSLayoutConstraint.activate(added)
    arrangementConstraints = kept
    arrangementConstraintIdentities = Set(kept.map(ObjectIdentifier.init))
    removeUnusedGuides(keeping: builder.guides)
  }

  /// Removes the arrangement's guides that the new arrangement does not use.
  private func removeUnusedGuides(keeping used: [UILayoutGuide]) {
    let usedIdentities = Set(used.map(ObjectIdentifier.init))
    func isUsed(_ guide: UILayoutGuide) -> Bool { usedIdentities.contains(ObjectIdentifier(guide)) }
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
  /// The guides' identities, so that `use` does not search them.
  private var guideIdentities: Set<ObjectIdentifier> = []

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
    if guideIdentities.insert(ObjectIdentifier(guide)).inserted { guides.append(guide) }
  }
}

/// What makes two constraints interchangeable in an arrangement: the same attributes of the same
/// items related in the same way, at the same priority and with the same identifier; the
/// constants may differ.
struct ConstraintShape: Hashable {
  let firstItem: ObjectIdentifier?
  let secondItem: ObjectIdentifier?
  let firstAttribute: NSLayoutConstraint.Attribute
  let secondAttribute: NSLayoutConstraint.Attribute
  let relation: NSLayoutConstraint.Relation
  let multiplier: CGFloat
  let priority: UILayoutPriority
  let identifier: String?

  @MainActor init(_ constraint: NSLayoutConstraint) {
    firstItem = constraint.storedFirstItem.map(ObjectIdentifier.init)
    secondItem = constraint.storedSecondItem.map(ObjectIdentifier.init)
    firstAttribute = constraint.storedFirstAttribute
    secondAttribute = constraint.storedSecondAttribute
    relation = constraint.storedRelation
    multiplier = constraint.storedMultiplier
    priority = constraint.storedPriority
    identifier = constraint.identifier
  }
}
