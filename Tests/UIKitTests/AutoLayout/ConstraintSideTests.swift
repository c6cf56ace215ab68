import Testing

@testable import UIKit

/// How a constraint holds its sides.
///
/// A side that is one attribute of a view or guide is held as the item's link, with no term
/// object; any other side (a distance between anchors, an attribute of another object) keeps its
/// terms. Either way the constraint reports and lays out as UIKit's does.
@Suite(.checksInvariants)
@MainActor
struct ConstraintSideTests {
  @Test func aConstraintBetweenViewAnchorsHoldsBothSidesAsLinks() {
    let a = UIView()
    let b = UIView()
    let constraint = a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8)
    #expect(constraint.firstLink === a.itemLink)
    #expect(constraint.secondLink === b.itemLink)
    #expect(constraint.listedFirstTerms.isEmpty)
    #expect(constraint.listedSecondTerms.isEmpty)
    #expect(constraint.firstItem === a)
    #expect(constraint.secondItem === b)
    #expect(constraint.firstAttribute == .leading)
    #expect(constraint.secondAttribute == .trailing)
  }

  @Test func aConstraintMadeFromViewsHoldsBothSidesAsLinks() {
    let a = UIView()
    let b = UIView()
    let constraint = NSLayoutConstraint(
      item: a, attribute: .width, relatedBy: .equal, toItem: b, attribute: .height,
      multiplier: 2, constant: 0)
    #expect(constraint.firstLink === a.itemLink)
    #expect(constraint.secondLink === b.itemLink)
    #expect(constraint.firstItem === a)
    #expect(constraint.secondItem === b)
  }

  @Test func aGuidesAnchorIsHeldAsItsLink() {
    let view = UIView()
    let guide = UILayoutGuide()
    view.addLayoutGuide(guide)
    let constraint = guide.topAnchor.constraint(equalTo: view.topAnchor)
    #expect(constraint.firstLink === guide.itemLink)
    #expect(constraint.firstItem === guide)
    #expect(constraint.firstAnchor.item === guide)
  }

  @Test func aConstantConstraintHasNoSecondSide() {
    let view = UIView()
    let constraint = view.widthAnchor.constraint(equalToConstant: 44)
    #expect(constraint.secondLink == nil)
    #expect(constraint.listedSecondTerms.isEmpty)
    #expect(constraint.secondItem == nil)
    #expect(constraint.secondAnchor == nil)
    #expect(constraint.secondAttribute == .notAnAttribute)
  }

  @Test func aDistanceSideKeepsItsTerms() {
    let a = UIView()
    let b = UIView()
    let constraint = a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
      .constraint(equalTo: b.widthAnchor)
    #expect(constraint.firstLink == nil)
    #expect(constraint.listedFirstTerms.count == 2)
    #expect(constraint.secondLink === b.itemLink)
    // UIKit: a distance has no single item or attribute.
    #expect(constraint.firstItem == nil)
    #expect(constraint.firstAttribute == .notAnAttribute)
    #expect(constraint.secondItem === b)
  }

  @Test func theAnchorsOfAConstraintNameItsItemsAndAttributes() {
    let a = UIView()
    let b = UIView()
    let constraint = a.centerYAnchor.constraint(equalTo: b.bottomAnchor)
    #expect(constraint.firstAnchor.item === a)
    #expect(constraint.secondAnchor?.item === b)
    #expect(constraint.firstAnchor.attribute == .centerY)
    #expect(constraint.secondAnchor?.attribute == .bottom)
  }

  // A view's width equal to a distance, the view's side a link and the distance's two terms:
  // a spans 0…100, b is pinned to the trailing edge of 300; b.width = b.leading − a.trailing
  // = (300 − w) − 100, so w = 100 and b spans 200…300.
  @Test(arguments: bothDirections)
  func aViewSideAgainstADistanceLaysOut(direction: UIUserInterfaceLayoutDirection) {
    let container = makeContainer(width: 300, height: 100, direction: direction)
    let a = addConstrainedSubview(to: container)
    let b = addConstrainedSubview(to: container)
    NSLayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      a.widthAnchor.constraint(equalToConstant: 100),
      b.trailingAnchor.constraint(equalTo: container.trailingAnchor),
      b.widthAnchor.constraint(equalTo: a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)),
      a.topAnchor.constraint(equalTo: container.topAnchor),
      b.topAnchor.constraint(equalTo: container.topAnchor),
      a.heightAnchor.constraint(equalToConstant: 10),
      b.heightAnchor.constraint(equalToConstant: 10),
    ])
    container.layoutIfNeeded()
    #expect(b.frame == expected(CGRect(x: 200, y: 0, width: 100, height: 10), in: 300, direction))
  }

  @Test func aConstraintWhoseFirstViewIsFreedReportsNoFirstItem() {
    let container = UIView()
    var view: UIView? = UIView()
    let constraint = view!.topAnchor.constraint(equalTo: container.topAnchor)
    view = nil
    #expect(constraint.firstItem == nil)
    #expect(constraint.secondItem === container)
    #expect(constraint.firstAnchor.item == nil)
  }

  @Test func aConstraintOnBaselinesIsFoundWithoutTerms() {
    let a = UILabel()
    let b = UILabel()
    #expect(a.firstBaselineAnchor.constraint(equalTo: b.lastBaselineAnchor).mentionsBaseline)
    #expect(!a.topAnchor.constraint(equalTo: b.bottomAnchor).mentionsBaseline)
    #expect(a.leadingAnchor.constraint(equalTo: b.trailingAnchor).hasDirectionalTerm)
    #expect(!a.leftAnchor.constraint(equalTo: b.rightAnchor).hasDirectionalTerm)
  }
}
