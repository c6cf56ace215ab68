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
  /// place, the rest are deactivated before the new ones are made and activated.
  ///
  /// Each built constraint takes the first active one of the same shape (`ShapeMatcher`: in
  /// order, or by the shape's hash, never by a search), and only the constraints no active one
  /// matches are made, so that rebuilding a long stack for one changed view costs time in
  /// proportion to its length and solves again only what changed.
  private func install(_ builder: ArrangementBuilder) {
    var active: [NSLayoutConstraint] = []
    var shapes: [ConstraintShape] = []
    active.reserveCapacity(arrangementConstraints.count)
    shapes.reserveCapacity(arrangementConstraints.count)
    for constraint in arrangementConstraints where constraint.isActive {
      active.append(constraint)
      shapes.append(ConstraintShape(constraint))
    }
    var matcher = ShapeMatcher(shapes: shapes)
    var kept: [NSLayoutConstraint] = []
    kept.reserveCapacity(builder.constraints.count)
    var added: [NSLayoutConstraint] = []
    var retuned: [(NSLayoutConstraint, CGFloat)] = []
    for built in builder.constraints {
      if let index = matcher.take(built.shape) {
        let existing = active[index]
        if existing.storedConstant != built.constant {
          retuned.append((existing, built.constant))
        }
        kept.append(existing)
      } else {
        let constraint = built.make()
        added.append(constraint)
        kept.append(constraint)
      }
    }
    var remaining: [NSLayoutConstraint] = []
    for (index, constraint) in active.enumerated() where !matcher.wasTaken(index) {
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
  var constraints: [ArrangementConstraint] = []
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
    let shape = ConstraintShape(
      firstItem: ObjectIdentifier(item1), secondItem: item2.map(ObjectIdentifier.init),
      firstAttribute: attribute1, secondAttribute: item2 == nil ? .notAnAttribute : attribute2,
      relation: relation, multiplier: multiplier, priority: priority, identifier: identifier)
    constraints.append(
      ArrangementConstraint(shape: shape, item1: item1, item2: item2, constant: constant))
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

/// A constraint of an arrangement, described: made into an `NSLayoutConstraint` only when no
/// active constraint of the same shape can stay in its place.
struct ArrangementConstraint {
  let shape: ConstraintShape
  let item1: AnyObject
  let item2: AnyObject?
  let constant: CGFloat

  /// The constraint, inactive, with the shape's identifier and priority.
  @MainActor func make() -> NSLayoutConstraint {
    let constraint = NSLayoutConstraint(
      item: item1, attribute: shape.firstAttribute, relatedBy: shape.relation, toItem: item2,
      attribute: shape.secondAttribute, multiplier: shape.multiplier, constant: constant)
    constraint.identifier = shape.identifier
    constraint.priority = shape.priority
    return constraint
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

  /// Hashes the items and attributes only.
  ///
  /// They tell an arrangement's constraints apart, and hashing the identifier's text would cost
  /// more than the rest together. Equal shapes hash equally.
  func hash(into hasher: inout Hasher) {
    hasher.combine(firstItem)
    hasher.combine(secondItem)
    hasher.combine(firstAttribute)
    hasher.combine(secondAttribute)
  }
}

// In an extension, so that the memberwise initializer stays synthesized.
extension ConstraintShape {
  /// The shape of an existing constraint.
  @MainActor init(_ constraint: NSLayoutConstraint) {
    self.init(
      firstItem: constraint.storedFirstItem.map(ObjectIdentifier.init),
      secondItem: constraint.storedSecondItem.map(ObjectIdentifier.init),
      firstAttribute: constraint.storedFirstAttribute,
      secondAttribute: constraint.storedSecondAttribute, relation: constraint.storedRelation,
      multiplier: constraint.storedMultiplier, priority: constraint.storedPriority,
      identifier: constraint.identifier)
  }
}
