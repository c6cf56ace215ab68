import Foundation

/// One term of an anchor: `coefficient × item.attribute`.
///
/// A class, so that the term lists constraints copy share one reference to the item instead of
/// copying it.
final class AnchorTerm {
  /// The item's link when it is a view or layout guide: UIKit's constraints and anchors hold
  /// their items weakly, and the link reads nil once the item is freed as a weak reference
  /// would, without giving it a side table (`LayoutItemLink.swift`).
  let link: LayoutItemLink?
  /// The item when it is neither a view nor a layout guide, held weakly (`WeakItem`).
  private let otherItem: WeakItem?
  let attribute: NSLayoutConstraint.Attribute
  let coefficient: CGFloat
  /// The next term of the list the term heads or is in (``AnchorTerms``); nil for the last.
  let next: AnchorTerm?

  /// The view or guide, nil once it is freed or when the item is neither.
  var layoutItem: (any LayoutItem)? { link?.item }

  /// The view or guide, or whatever object the term was made with.
  var item: AnyObject? {
    if let link { return link.item }
    return otherItem?.object
  }

  @MainActor init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute, coefficient: CGFloat) {
    if let layoutItem = item as? any LayoutItem {
      self.link = layoutItem.itemLink
      self.otherItem = nil
    } else {
      self.link = nil
      self.otherItem = item.map { WeakItem($0) }
    }
    self.attribute = attribute
    self.coefficient = coefficient
    self.next = nil
  }

  @MainActor
  convenience init(
    layoutItem: any LayoutItem, attribute: NSLayoutConstraint.Attribute, coefficient: CGFloat
  ) {
    self.init(link: layoutItem.itemLink, attribute: attribute, coefficient: coefficient)
  }

  /// The term of the view or guide `link` refers to.
  init(link: LayoutItemLink, attribute: NSLayoutConstraint.Attribute, coefficient: CGFloat) {
    self.link = link
    self.otherItem = nil
    self.attribute = attribute
    self.coefficient = coefficient
    self.next = nil
  }

  private init(_ term: AnchorTerm, coefficient: CGFloat, next: AnchorTerm?) {
    self.link = term.link
    self.otherItem = term.otherItem
    self.attribute = term.attribute
    self.coefficient = coefficient
    self.next = next
  }

  /// The term with its coefficient negated, last of its list.
  var negated: AnchorTerm { AnchorTerm(self, coefficient: -coefficient, next: nil) }

  /// The term followed by `next`: the term itself when it is already, otherwise a copy.
  func linked(to next: AnchorTerm?) -> AnchorTerm {
    if self.next === next { return self }
    return AnchorTerm(self, coefficient: coefficient, next: next)
  }
}

/// A layout attribute of a view or guide, from which constraints are made.
///
/// `AnchorType` is the anchor's own class, so that only anchors of the same kind can be
/// related: an x-axis anchor with an x-axis anchor, a dimension with a dimension.
@MainActor @preconcurrency
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  // An anchor of one attribute of a view or guide, as nearly every anchor is, holds the item's
  // link and the attribute, and no term object: a constraint made from it takes the link, so
  // that neither makes a term (`NSLayoutConstraint.firstLink`).
  /// The item's link for an anchor of one attribute of a view or guide; nil for any other.
  let link: LayoutItemLink?
  /// The attribute of a one-term anchor; `notAnAttribute` for a distance between anchors.
  let attribute: NSLayoutConstraint.Attribute
  /// The terms of an anchor that has no link: two for a distance between anchors
  /// (`anchorWithOffset(to:)`), one for an attribute of an object that is no view or guide.
  let listedTerms: AnchorTerms

  init(terms: AnchorTerms) {
    link = nil
    attribute = terms.single?.attribute ?? .notAnAttribute
    listedTerms = terms
    super.init()
  }

  convenience init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
    if let layoutItem = item as? any LayoutItem {
      self.init(link: layoutItem.itemLink, attribute: attribute)
    } else {
      self.init(terms: AnchorTerms(AnchorTerm(item: item, attribute: attribute, coefficient: 1)))
    }
  }

  /// The anchor of a view's or guide's attribute.
  ///
  /// Designated, not delegating: unoptimised, each initializer in the chain retains and releases
  /// what it passes on, and every anchor a view hands out runs it.
  init(layoutItem: any LayoutItem, attribute: NSLayoutConstraint.Attribute) {
    link = layoutItem.itemLink
    self.attribute = attribute
    listedTerms = AnchorTerms()
    super.init()
  }

  /// The anchor of the attribute of the view or guide `link` refers to.
  init(link: LayoutItemLink, attribute: NSLayoutConstraint.Attribute) {
    self.link = link
    self.attribute = attribute
    listedTerms = AnchorTerms()
    super.init()
  }

  /// The anchor's terms: made for an anchor held as its link.
  var terms: AnchorTerms {
    guard let link else { return listedTerms }
    return AnchorTerms(link: link, attribute: attribute)
  }

  /// The view or guide this anchor belongs to.
  open var item: AnyObject? {
    if let link { return link.item }
    return listedTerms.single?.item
  }

  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    NSLayoutConstraint(anchor: self, relation: .equal, to: anchor, multiplier: 1, constant: 0)
  }

  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
    -> NSLayoutConstraint
  {
    NSLayoutConstraint(
      anchor: self, relation: .greaterThanOrEqual, to: anchor, multiplier: 1, constant: 0)
  }

  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
    -> NSLayoutConstraint
  {
    NSLayoutConstraint(
      anchor: self, relation: .lessThanOrEqual, to: anchor, multiplier: 1, constant: 0)
  }

  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    NSLayoutConstraint(anchor: self, relation: .equal, to: anchor, multiplier: 1, constant: c)
  }

  open func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(
      anchor: self, relation: .greaterThanOrEqual, to: anchor, multiplier: 1, constant: c)
  }

  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    NSLayoutConstraint(
      anchor: self, relation: .lessThanOrEqual, to: anchor, multiplier: 1, constant: c)
  }

  /// `self == anchor + multiplier × system spacing`, with the relation given: the system-spacing
  /// factories of the axis anchors.
  func systemSpacingConstraint(
    _ relation: NSLayoutConstraint.Relation, from anchor: NSLayoutAnchor<AnchorType>,
    multiplier: CGFloat
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(
      anchor: self, relation: relation, to: anchor, multiplier: 1,
      constant: UIView.standardSpacing * multiplier)
  }

  open override var description: String {
    readingMainActorState {
      let kind = className(of: self).components(separatedBy: "<").first ?? "NSLayoutAnchor"
      let names = terms.map { itemDescription($0.item) + "." + $0.attribute.name }
      return "<\(kind):\(objectAddress(self)) \"\(names.joined(separator: " - "))\">"
    }
  }
}

/// An anchor on the horizontal axis.
@MainActor @preconcurrency
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
  /// A dimension for the distance from this anchor to `otherAnchor`.
  open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
    NSLayoutDimension(offsetFrom: self.terms, to: otherAnchor.terms)
  }

  // System spacing: Bezel uses UIKit's standard 8-point spacing between siblings (Auto Layout
  // Guide, "Visual Format Language": standard space); Apple derives it from fonts for text.
  open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    systemSpacingConstraint(.equal, from: anchor, multiplier: multiplier)
  }

  open func constraint(
    greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    systemSpacingConstraint(.greaterThanOrEqual, from: anchor, multiplier: multiplier)
  }

  open func constraint(
    lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    systemSpacingConstraint(.lessThanOrEqual, from: anchor, multiplier: multiplier)
  }
}

/// An anchor on the vertical axis.
@MainActor @preconcurrency
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
  /// A dimension for the distance from this anchor to `otherAnchor`.
  open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
    NSLayoutDimension(offsetFrom: self.terms, to: otherAnchor.terms)
  }

  open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    systemSpacingConstraint(.equal, from: anchor, multiplier: multiplier)
  }

  open func constraint(
    greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    systemSpacingConstraint(.greaterThanOrEqual, from: anchor, multiplier: multiplier)
  }

  open func constraint(
    lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    systemSpacingConstraint(.lessThanOrEqual, from: anchor, multiplier: multiplier)
  }
}

/// An anchor for a size: a width, a height, or a distance between two anchors.
@MainActor @preconcurrency
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  convenience init(offsetFrom start: AnchorTerms, to end: AnchorTerms) {
    var terms = end
    for term in start { terms.append(term.negated) }
    self.init(terms: terms)
  }

  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(anchor: self, relation: .equal, to: nil, multiplier: 1, constant: c)
  }

  open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(
      anchor: self, relation: .greaterThanOrEqual, to: nil, multiplier: 1, constant: c)
  }

  open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(
      anchor: self, relation: .lessThanOrEqual, to: nil, multiplier: 1, constant: c)
  }

  open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    NSLayoutConstraint(anchor: self, relation: .equal, to: anchor, multiplier: m, constant: 0)
  }

  open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    NSLayoutConstraint(
      anchor: self, relation: .greaterThanOrEqual, to: anchor, multiplier: m, constant: 0)
  }

  open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    NSLayoutConstraint(
      anchor: self, relation: .lessThanOrEqual, to: anchor, multiplier: m, constant: 0)
  }

  open func constraint(
    equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(anchor: self, relation: .equal, to: anchor, multiplier: m, constant: c)
  }

  open func constraint(
    greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(
      anchor: self, relation: .greaterThanOrEqual, to: anchor, multiplier: m, constant: c)
  }

  open func constraint(
    lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(
      anchor: self, relation: .lessThanOrEqual, to: anchor, multiplier: m, constant: c)
  }
}

extension NSLayoutConstraint {
  /// A constraint made from anchors, as the anchors' factory methods make it.
  convenience init<T>(
    anchor: NSLayoutAnchor<T>, relation: Relation, to other: NSLayoutAnchor<T>?,
    multiplier: CGFloat, constant: CGFloat
  ) {
    self.init()
    if let link = anchor.link {
      firstLink = link
    } else {
      listedFirstTerms = anchor.listedTerms
    }
    if let other {
      if let link = other.link {
        secondLink = link
      } else {
        listedSecondTerms = other.listedTerms
      }
    }
    // The items are the anchors' (`item`: the one term's item, or nil for a distance).
    itemsAreTermItems = true
    storedFirstAttribute = anchor.attribute
    storedSecondAttribute = other?.attribute ?? .notAnAttribute
    storedRelation = relation
    storedMultiplier = multiplier
    storedConstant = constant
    invalidReason = numbersFailure()
  }
}
