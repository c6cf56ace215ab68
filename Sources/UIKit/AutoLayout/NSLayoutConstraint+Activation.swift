import Foundation

extension NSLayoutConstraint {
  /// Activates each constraint; an active one is left as it is.
  public class func activate(_ constraints: [NSLayoutConstraint]) {
    checked(after: "activate", of: constraints) {
      // Indexed, not `for in`: unoptimised, the iterator's `next()` is a generic call that looks
      // metadata up at run time, once an element.
      var index = 0
      while index < constraints.count {
        constraints[index].activateOne()
        index += 1
      }
    }
  }

  /// Deactivates each constraint; an inactive one is left as it is.
  public class func deactivate(_ constraints: [NSLayoutConstraint]) {
    checked(after: "deactivate", of: constraints) {
      var index = 0
      while index < constraints.count {
        constraints[index].deactivateOne()
        index += 1
      }
    }
  }

  func activateOne(on receiver: UIView? = nil) {
    guard container == nil, invalidReason == nil else { return }
    // Most constraints relate one term to at most one other: load each item once, without
    // building the list of items.
    if receiver == nil {
      if let firstLink {
        if let secondLink {
          activateSimple(firstLink.item, secondLink.item, hasSecond: true)
          return
        }
        if listedSecondTerms.isEmpty {
          activateSimple(firstLink.item, nil, hasSecond: false)
          return
        }
      } else if secondLink == nil, let firstTerm = listedFirstTerms.single,
        listedSecondTerms.hasAtMostOneTerm
      {
        let secondTerm = listedSecondTerms.head
        activateSimple(firstTerm.layoutItem, secondTerm?.layoutItem, hasSecond: secondTerm != nil)
        return
      }
    }
    let items = layoutItems
    guard !items.isEmpty else { return }
    guard var container = installationView() else {
      raiseNoCommonAncestor()
      return
    }
    if let receiver {
      // The legacy addConstraint(_:) installs on the view it is sent to, which must hold every
      // item in its subtree.
      guard container.isDescendant(of: receiver) else {
        UIKitDiagnostics.raise(
          "NSGenericException",
          "The view hierarchy is not prepared for the constraint: \(constraintDescription)")
        return
      }
      container = receiver
    }
    self.container = container
    container.installedConstraints.append(self)
    markActivated()
    for item in items {
      item.referencingConstraints.append(self)
    }
    LayoutEngine.forTree(of: container).install(self)
  }

  /// `activateOne()` for a constraint of one term on each side, or one term and a constant
  /// (`hasSecond` false), its items loaded: nil for one that is gone.
  private func activateSimple(
    _ first: (any LayoutItem)?, _ second: (any LayoutItem)?, hasSecond: Bool
  ) {
    guard let first else {
      if second != nil { raiseNoCommonAncestor() }
      return
    }
    if let second {
      activateSimple(first, second)
    } else if !hasSecond {
      activateSimple(first)
    } else {
      // The second item is gone.
      raiseNoCommonAncestor()
    }
  }

  // The two functions below take the items just loaded as parameters, which they borrow from
  // the caller: they pass them on, down to the engine, without retaining them, as they would
  // retain local copies (or optionals unwrapped on the way).

  /// `activateSimple()` for a constraint of one term and a constant, its item loaded.
  @inline(never)
  private func activateSimple(_ first: any LayoutItem) {
    guard let container = first.hierarchyView else {
      raiseNoCommonAncestor()
      return
    }
    containerLink = container.itemLink
    container.installedConstraints.appendReservingRoom(self)
    markActivated()
    first.addReferencingConstraint(self)
    LayoutEngine.forTree(of: container).install(self, in: container, first: first)
  }

  /// `activateSimple()` for a constraint of one term a side, its items loaded.
  @inline(never)
  private func activateSimple(_ first: any LayoutItem, _ second: any LayoutItem) {
    guard let container = first.installationView(with: second) else {
      raiseNoCommonAncestor()
      return
    }
    containerLink = container.itemLink
    container.installedConstraints.appendReservingRoom(self)
    markActivated()
    first.addReferencingConstraint(self)
    if second !== first { second.addReferencingConstraint(self) }
    LayoutEngine.forTree(of: container).install(
      self, in: container, first: first, second: second)
  }

  /// Gives the constraint the next place in activation order.
  @inline(__always)
  private func markActivated() {
    activationOrder = Self.nextActivationOrder
    Self.nextActivationOrder &+= 1
  }

  private func raiseNoCommonAncestor() {
    UIKitDiagnostics.raise(
      "NSGenericException",
      "Unable to activate constraint with anchors \(anchorDescription(first: true)) and "
        + "\(anchorDescription(first: false)) because they have no common ancestor.  Does the "
        + "constraint or its anchors reference items in different view hierarchies?  That's "
        + "illegal.")
  }

  func deactivateOne() {
    guard let container else { return }
    retire(from: container)
    container.needsLayoutFlag = true
  }

  /// Takes the constraint out of its engine, its container's list and its items' references.
  ///
  /// The constraint is inactive afterwards. `container` is nil when the view it was installed
  /// on has been deallocated (`UIView+Deallocation.swift`).
  func retire(from container: UIView?) {
    engine?.uninstall(self)
    container?.installedConstraints.removeLast(identicalTo: self)
    // Most constraints have one term a side, held as links: their items are loaded without
    // building a list.
    if let firstLink, secondLink != nil || listedSecondTerms.isEmpty {
      let first = firstLink.item
      let second = secondLink?.item
      first?.removeReferencingConstraint(self)
      if let second, second !== first { second.removeReferencingConstraint(self) }
    } else {
      for item in layoutItems {
        item.removeReferencingConstraint(self)
      }
    }
    containerLink = nil
  }

  /// The view UIKit installs the constraint on: the closest common ancestor of its items' views;
  /// a constraint on one item goes on that item's view, a guide counts as its owning view.
  func installationView() -> UIView? {
    var result: UIView?
    /// Takes in one term's item; false when it is gone or has no common ancestor.
    func include(_ item: (any LayoutItem)?) -> Bool {
      guard let view = item?.hierarchyView else { return false }
      if let current = result {
        guard let ancestor = UIView.closestCommonAncestor(current, view) else { return false }
        result = ancestor
      } else {
        result = view
      }
      return true
    }
    /// Takes in a side's items: its link's, or each listed term's.
    func include(_ link: LayoutItemLink?, _ terms: AnchorTerms) -> Bool {
      if let link { return include(link.item) }
      for term in terms where !include(term.layoutItem) { return false }
      return true
    }
    guard include(firstLink, listedFirstTerms), include(secondLink, listedSecondTerms) else {
      return nil
    }
    return result
  }

  private func anchorDescription(first: Bool) -> String {
    let item = first ? storedFirstItem : storedSecondItem
    let attribute = first ? storedFirstAttribute : storedSecondAttribute
    guard let item else { return "\"(null)\"" }
    let kind =
      switch attribute {
      case .width, .height: "NSLayoutDimension"
      case .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin,
        .centerYWithinMargins:
        "NSLayoutYAxisAnchor"
      default: "NSLayoutXAxisAnchor"
      }
    return "<\(kind):\(objectAddress(self)) \"\(itemDescription(item)).\(attribute.name)\">"
  }

  /// The reason UIKit raises when this constraint is made, or nil when it is valid.
  ///
  /// `itemsAreViews` says that the initializer found each item to be a view.
  func validationFailure(itemsAreViews: Bool) -> String? {
    let prefix =
      "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:"
      + "multiplier:constant:]: "
    if !itemsAreViews {
      guard storedFirstItem is any LayoutItem else {
        return prefix + "Constraint items must each be a view or layout guide."
      }
      if storedSecondItem != nil, !(storedSecondItem is any LayoutItem) {
        return prefix + "Constraint items must each be a view or layout guide."
      }
    }
    if storedFirstAttribute == .notAnAttribute {
      return prefix + "Unknown layout attribute"
    }
    if storedSecondItem == nil || storedMultiplier == 0 {
      if storedFirstAttribute.isLocation {
        return prefix
          + "A multiplier of 0 or a nil second item together with a location for the first "
          + "attribute creates an illegal constraint of a location equal to a constant. "
          + "Location attributes must be specified in pairs."
      }
      return nil
    }
    if storedSecondAttribute == .notAnAttribute {
      return prefix + "Unknown layout attribute"
    }
    // Sizes pair with sizes and locations with locations, on either axis: the item initializer
    // accepts a width to a height (an aspect ratio) and a left edge to a top edge (SnapKit's
    // `make.left.equalTo(v2.snp.top)`, which its test suite runs on the iOS Simulator); only the
    // anchor API's types keep the axes apart. A size paired with a location is refused.
    if storedFirstAttribute.isLocation != storedSecondAttribute.isLocation {
      return prefix + "Invalid pairing of layout attributes"
    }
    if storedFirstAttribute.isDirectional != storedSecondAttribute.isDirectional,
      storedFirstAttribute.isLeftOrRight || storedSecondAttribute.isLeftOrRight
    {
      return prefix
        + "A constraint cannot be made between a leading/trailing attribute and a right/left "
        + "attribute. Use leading/trailing for both or neither."
    }
    return nil
  }
}

extension NSLayoutConstraint.Attribute {
  /// Whether the attribute is a position rather than a size.
  var isLocation: Bool { self != .width && self != .height && self != .notAnAttribute }

  var axis: NSLayoutConstraint.Axis {
    switch self {
    case .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline, .topMargin,
      .bottomMargin, .centerYWithinMargins:
      .vertical
    default: .horizontal
    }
  }

  var isDirectional: Bool {
    switch self {
    case .leading, .trailing, .leadingMargin, .trailingMargin: true
    default: false
    }
  }

  var isLeftOrRight: Bool {
    switch self {
    case .left, .right, .leftMargin, .rightMargin: true
    default: false
    }
  }
}

extension UIView {
  /// The closest view that is an ancestor of both (either one counts as its own ancestor).
  static func closestCommonAncestor(_ a: UIView, _ b: UIView) -> UIView? {
    // By address: this runs for every constraint activated (`address(of:)`).
    let addressOfA = address(of: a)
    let addressOfB = address(of: b)
    if addressOfA == addressOfB { return a }
    // Most constraints relate a view to its superview or to a sibling: answer those without
    // walking to the root.
    let superviewOfA = a.storedSuperview
    let addressOfSuperviewOfA = address(of: superviewOfA)
    if addressOfSuperviewOfA == addressOfB { return b }
    let superviewOfB = b.storedSuperview
    if address(of: superviewOfB) == addressOfA { return a }
    if addressOfSuperviewOfA != nil, addressOfSuperviewOfA == address(of: superviewOfB) {
      return superviewOfA
    }
    var depthA = a.depth
    var depthB = b.depth
    var x: UIView? = a
    var y: UIView? = b
    while depthA > depthB {
      x = x?.storedSuperview
      depthA -= 1
    }
    while depthB > depthA {
      y = y?.storedSuperview
      depthB -= 1
    }
    while let left = x, let right = y {
      if left === right { return left }
      x = left.storedSuperview
      y = right.storedSuperview
    }
    return nil
  }

  var depth: Int {
    var count = 0
    var view = storedSuperview
    while let current = view {
      count += 1
      view = current.storedSuperview
    }
    return count
  }

  var rootView: UIView {
    refreshAncestry()
    let root = cachedRoot ?? self
    if root.outlivedItsSuperview { root.leaveDeallocatedSuperview() }
    return root
  }
}

extension [NSLayoutConstraint] {
  /// Appends `constraint`, making room for several on the first append.
  ///
  /// A view usually takes a handful of constraints one by one; starting with room for eight
  /// saves the reallocations of growing from one.
  mutating func appendReservingRoom(_ constraint: NSLayoutConstraint) {
    if capacity == 0 { reserveCapacity(8) }
    append(constraint)
  }
}
