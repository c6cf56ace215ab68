internal import BezelSolver
import Foundation

/// A relationship between two layout attributes that Auto Layout must satisfy:
/// `item1.attribute1 = multiplier × item2.attribute2 + constant`.
@MainActor @preconcurrency
open class NSLayoutConstraint: NSObject {
  // The fields below are set and read by plain assignments, never passed inout nor held across
  // a call: their dynamic exclusivity checks, a runtime call per access in a client's debug
  // build, are left out.

  // The items are weak, as in UIKit since iOS 10: a constraint installed on a view that it
  // mentions must not keep that view alive.
  // A constraint made from anchors or views reads its items from its sides, which hold views and
  // guides by their links (`LayoutItemLink.swift`); one made from other items holds them in its
  // extras (`ConstraintExtras`): a weak stored property costs two runtime calls on every
  // constraint.
  /// Whether the items are those of the terms: the constraint was made from anchors or views.
  @exclusivity(unchecked) var itemsAreTermItems = false
  @exclusivity(unchecked) var storedFirstAttribute = Attribute.notAnAttribute
  @exclusivity(unchecked) var storedSecondAttribute = Attribute.notAnAttribute
  @exclusivity(unchecked) var storedRelation = Relation.equal
  @exclusivity(unchecked) var storedMultiplier: CGFloat = 1
  @exclusivity(unchecked) var storedConstant: CGFloat = 0
  @exclusivity(unchecked) var storedPriority = UILayoutPriority.required
  /// `engineSlot`, in the 4 bytes after the priority: the object is 152 bytes, not 160.
  @exclusivity(unchecked) private var storedEngineSlot: Int32 = -1
  /// The item of a side that is one attribute of a view or guide (`storedFirstAttribute` or
  /// `storedSecondAttribute`, coefficient 1), as most sides are: such a side keeps no term
  /// object (`storedFirstTerms` makes one when asked).
  @exclusivity(unchecked) var firstLink: LayoutItemLink?
  @exclusivity(unchecked) var secondLink: LayoutItemLink?
  /// The terms of a side with no link: a distance between anchors (`anchorWithOffset(to:)`) has
  /// two, an attribute of an object that is no view or guide one; empty for a side with a link,
  /// and for a second side that is a constant.
  @exclusivity(unchecked) var listedFirstTerms = AnchorTerms()
  @exclusivity(unchecked) var listedSecondTerms = AnchorTerms()
  /// The view the constraint is installed on while it is active; nil once that view is freed.
  var container: UIView? {
    get { containerLink?.view }
    set { containerLink = newValue?.itemLink }
  }
  /// The container's link, where UIKit holds the view weakly (`LayoutItemLink.swift`); set
  /// directly where activation has the container's link or clears it.
  @exclusivity(unchecked) var containerLink: LayoutItemLink?
  /// The engine and solver constraint while installed; a broken constraint has an engine but no
  /// solver constraint.
  @exclusivity(unchecked) weak var engine: LayoutEngine?
  @exclusivity(unchecked) var solverConstraint: Constraint?
  /// The constraint's slot among its engine's installed user constraints, or -1.
  var engineSlot: Int {
    get { Int(storedEngineSlot) }
    set { storedEngineSlot = Int32(newValue) }
  }
  /// When the constraint was last activated, among all constraints: a subtree moving to another
  /// engine installs its constraints again in this order (``UIView/attachSubtreeToEngine()``).
  @exclusivity(unchecked) var activationOrder = 0
  @exclusivity(unchecked) static var nextActivationOrder = 0
  /// What few constraints have (`ConstraintExtras`), in a box made on the first write.
  @exclusivity(unchecked) private var extras: ConstraintExtras?

  /// Why the constraint can never be installed (UIKit raised an exception making it).
  var invalidReason: String? {
    get { extras?.invalidReason }
    set {
      if newValue != nil || extras != nil { writableExtras.invalidReason = newValue }
    }
  }

  open var identifier: String? {
    get { extras?.identifier }
    set {
      if newValue != nil || extras != nil { writableExtras.identifier = newValue }
    }
  }

  open var shouldBeArchived: Bool {
    get { extras?.shouldBeArchived ?? false }
    set {
      if newValue || extras != nil { writableExtras.shouldBeArchived = newValue }
    }
  }

  private var weakFirstItem: WeakItem? { extras?.firstItem }
  private var weakSecondItem: WeakItem? { extras?.secondItem }

  /// Whether the extras box was made (for tests).
  var hasExtras: Bool { extras != nil }

  /// The extras, made if there are none yet.
  private var writableExtras: ConstraintExtras {
    if let extras { return extras }
    let made = ConstraintExtras()
    extras = made
    return made
  }

  public override init() {
    super.init()
  }

  public convenience init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
    toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    self.init()
    storedFirstAttribute = attr1
    // With no second item UIKit reports no second attribute, whatever was passed.
    storedSecondAttribute = view2 == nil ? .notAnAttribute : attr2
    storedRelation = relation
    storedMultiplier = multiplier
    storedConstant = c
    // Views, the usual items, are cast once to their class: bridging `Any` to `AnyObject` and
    // casting that to `LayoutItem` look the type up at run time, each many times the cost.
    let firstView = view1 as? UIView
    let secondView = view2 as? UIView
    if let firstView, view2 == nil || secondView != nil {
      // The terms hold the views by their links (`LayoutItemLink.swift`).
      itemsAreTermItems = true
      firstLink = firstView.itemLink
      secondLink = secondView?.itemLink
      invalidReason = validationFailure(itemsAreViews: true)
    } else {
      writableExtras.firstItem = WeakItem(view1 as AnyObject)
      if let view2 { writableExtras.secondItem = WeakItem(view2 as AnyObject) }
      listedFirstTerms = [AnchorTerm(item: storedFirstItem, attribute: attr1, coefficient: 1)]
      if let second = storedSecondItem {
        listedSecondTerms = [AnchorTerm(item: second, attribute: attr2, coefficient: 1)]
      }
      invalidReason = validationFailure(itemsAreViews: false)
    }
    if let reason = invalidReason {
      UIKitDiagnostics.raise("NSInvalidArgumentException", reason)
      clearInvalidNumbers()
    } else {
      invalidReason = numbersFailure()
    }
  }

  var storedFirstItem: AnyObject? {
    guard itemsAreTermItems else { return weakFirstItem?.object }
    if let firstLink { return firstLink.item }
    return listedFirstTerms.single?.item
  }

  var storedSecondItem: AnyObject? {
    guard itemsAreTermItems else { return weakSecondItem?.object }
    if let secondLink { return secondLink.item }
    return listedSecondTerms.single?.item
  }

  /// The first side's terms, made for a side held as its link.
  var storedFirstTerms: AnchorTerms {
    guard let firstLink else { return listedFirstTerms }
    return AnchorTerms(link: firstLink, attribute: storedFirstAttribute)
  }

  /// The second side's terms, made for a side held as its link; empty for a constant.
  var storedSecondTerms: AnchorTerms {
    guard let secondLink else { return listedSecondTerms }
    return AnchorTerms(link: secondLink, attribute: storedSecondAttribute)
  }

  /// The attribute and coefficient of the first side's first term, nil for an empty side.
  var firstSingleTerm: (Attribute, CGFloat)? {
    if firstLink != nil { return (storedFirstAttribute, 1) }
    guard let head = listedFirstTerms.head else { return nil }
    return (head.attribute, head.coefficient)
  }

  /// The attribute and coefficient of the second side's first term, nil for a constant.
  var secondSingleTerm: (Attribute, CGFloat)? {
    if secondLink != nil { return (storedSecondAttribute, 1) }
    guard let head = listedSecondTerms.head else { return nil }
    return (head.attribute, head.coefficient)
  }

  /// A kind of attribute a constraint's terms are searched for (`hasTerm(_:)`).
  ///
  /// A kind, not a predicate: a closure formed on the main actor checks that it runs there on
  /// every call.
  enum TermKind {
    /// `firstBaseline` or `lastBaseline`.
    case baseline
    /// Leading or trailing, with or without margin (`Attribute.isDirectional`).
    case directional

    func includes(_ attribute: Attribute) -> Bool {
      switch self {
      case .baseline: attribute == .firstBaseline || attribute == .lastBaseline
      case .directional: attribute.isDirectional
      }
    }
  }

  /// Whether a term of either side has an attribute of `kind`, read without making terms.
  func hasTerm(_ kind: TermKind) -> Bool {
    if firstLink != nil {
      if kind.includes(storedFirstAttribute) { return true }
    } else {
      for term in listedFirstTerms where kind.includes(term.attribute) { return true }
    }
    if secondLink != nil { return kind.includes(storedSecondAttribute) }
    for term in listedSecondTerms where kind.includes(term.attribute) { return true }
    return false
  }

  /// Calls `body` with the item of each term of both sides, first side first (nil for an item
  /// that is gone or is no view or guide), without making terms.
  func forEachTermItem(_ body: ((any LayoutItem)?) -> Void) {
    if let firstLink {
      body(firstLink.item)
    } else {
      for term in listedFirstTerms { body(term.layoutItem) }
    }
    if let secondLink {
      body(secondLink.item)
    } else {
      for term in listedSecondTerms { body(term.layoutItem) }
    }
  }

  open var firstItem: AnyObject? { storedFirstItem }
  open var secondItem: AnyObject? { storedSecondItem }
  open var firstAttribute: Attribute { storedFirstAttribute }
  open var secondAttribute: Attribute { storedSecondAttribute }
  open var relation: Relation { storedRelation }
  open var multiplier: CGFloat { storedMultiplier }

  open var firstAnchor: NSLayoutAnchor<AnyObject> {
    if let firstLink {
      return NSLayoutAnchor<AnyObject>(link: firstLink, attribute: storedFirstAttribute)
    }
    return NSLayoutAnchor<AnyObject>(terms: listedFirstTerms)
  }

  open var secondAnchor: NSLayoutAnchor<AnyObject>? {
    if let secondLink {
      return NSLayoutAnchor<AnyObject>(link: secondLink, attribute: storedSecondAttribute)
    }
    return listedSecondTerms.isEmpty ? nil : NSLayoutAnchor<AnyObject>(terms: listedSecondTerms)
  }

  /// The constant; changing it on an active constraint updates the solver in place.
  open var constant: CGFloat {
    get { storedConstant }
    set {
      guard let accepted = acceptedConstant(newValue), accepted != storedConstant else { return }
      storedConstant = accepted
      Self.checked(after: "constant", of: [self]) { engine?.updateConstant(of: self) }
    }
  }

  /// The priority.
  ///
  /// UIKit raises when an installed constraint would change between required and optional
  /// (NSLayoutConstraint.h: "Priorities may not change from nonrequired to required, or from
  /// required to nonrequired"); Bezel reports the same reason and keeps the old priority.
  open var priority: UILayoutPriority {
    get { storedPriority }
    set {
      guard newValue != storedPriority else { return }
      // UILayoutPriority.required: "Don't specify a layout constraint that exceeds this number";
      // priorities run from 1 to 1000 (NSLayoutConstraint.h). UIKit's exception text for a
      // priority out of range is unpublished: Bezel's names the value and the range.
      guard newValue.rawValue > 0, newValue.rawValue <= UILayoutPriority.required.rawValue else {
        UIKitDiagnostics.raise(
          "NSInvalidArgumentException",
          "A constraint's priority must be greater than 0 and at most 1000 "
            + "(UILayoutPriorityRequired). You passed priority \(formatPriority(newValue)); the "
            + "priority stays \(formatPriority(storedPriority)).")
        return
      }
      let wasRequired = storedPriority >= .required
      let isRequired = newValue >= .required
      if engine != nil, wasRequired != isRequired {
        UIKitDiagnostics.raise(
          "NSInternalInconsistencyException",
          "Mutating a priority from required to not on an installed constraint (or vice-versa) "
            + "is not supported. You passed priority \(formatPriority(newValue)) and the "
            + "existing priority was \(formatPriority(storedPriority)).")
        return
      }
      storedPriority = newValue
      Self.checked(after: "priority", of: [self]) { engine?.reinstall(self) }
    }
  }

  /// Whether the constraint is installed; setting it activates or deactivates it.
  open var isActive: Bool {
    get { container != nil }
    set {
      Self.checked(after: "isActive", of: [self]) {
        if newValue { activateOne() } else { deactivateOne() }
      }
    }
  }

  /// UIKit's description: `<NSLayoutConstraint:0x… 'id' UIView:0x….height == 44   (active)>`.
  open override var description: String {
    readingMainActorState { constraintDescription }
  }

  /// Every view or guide the constraint mentions, first side first, without repeats.
  var layoutItems: [any LayoutItem] {
    var items: [any LayoutItem] = []
    items.reserveCapacity(2)
    forEachTermItem { item in
      guard let item else { return }
      for other in items where other === item { return }
      items.append(item)
    }
    return items
  }
}

private func formatPriority(_ priority: UILayoutPriority) -> String {
  let value = priority.rawValue
  return value == value.rounded() && abs(value) < 1e7 ? String(Int(value)) : String(value)
}
