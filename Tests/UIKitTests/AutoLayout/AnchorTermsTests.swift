import Testing

@testable import UIKit

/// An anchor's terms are a list linked through its first term: one term for a view's attribute,
/// the end then the negated start for a distance (`anchorWithOffset(to:)`).
@MainActor
struct AnchorTermsTests {
  @Test func aViewsAnchorHasOneTermThatIsItsOwn() {
    let view = UIView()
    let terms = view.topAnchor.terms
    #expect(terms.count == 1)
    #expect(!terms.isEmpty)
    #expect(terms.hasAtMostOneTerm)
    #expect(terms.single === terms.head)
    #expect(terms.single?.item === view)
    #expect(terms.single?.attribute == .top)
    #expect(terms.single?.coefficient == 1)
  }

  @Test func aDistanceHasTheEndThenTheNegatedStart() {
    let a = UIView()
    let b = UIView()
    let distance = a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
    let terms = Array(distance.terms)
    // Hand derivation: distance = b.leading − a.trailing.
    #expect(terms.count == 2)
    #expect(distance.terms.count == 2)
    #expect(distance.terms.single == nil)
    #expect(!distance.terms.hasAtMostOneTerm)
    #expect(terms[0].item === b)
    #expect(terms[0].attribute == .leading)
    #expect(terms[0].coefficient == 1)
    #expect(terms[1].item === a)
    #expect(terms[1].attribute == .trailing)
    #expect(terms[1].coefficient == -1)
    // The anchor has no single item or attribute (UIKit: a distance's `item` is nil).
    #expect(distance.item == nil)
    #expect(distance.attribute == .notAnAttribute)
  }

  @Test func subscriptsAndIterationAgreeInOrder() {
    let views = (0..<4).map { _ in UIView() }
    let made = views.map { AnchorTerm(layoutItem: $0, attribute: .width, coefficient: 1) }
    let terms = AnchorTerms(made)
    #expect(terms.count == 4)
    var iterated: [AnyObject?] = []
    for term in terms { iterated.append(term.item) }
    #expect(iterated.count == 4)
    for index in 0..<4 {
      #expect(terms[index].item === views[index])
      #expect(iterated[index] === views[index])
    }
  }

  @Test func linkingAListLeavesTheTermsItWasMadeFromAlone() {
    let first = AnchorTerm(layoutItem: UIView(), attribute: .left, coefficient: 1)
    let second = AnchorTerm(layoutItem: UIView(), attribute: .right, coefficient: 2)
    let one = AnchorTerms(first)
    let two = AnchorTerms([first, second])
    // `first` stays the one term of its own list; the two-term list links a copy of it.
    #expect(one.count == 1)
    #expect(first.next == nil)
    #expect(two.count == 2)
    #expect(two.head !== first)
    #expect(two[0].item === first.item)
    #expect(two[1] === second)
  }

  @Test func replacingASubrangeRelinksTheList() {
    let views = (0..<3).map { _ in UIView() }
    let made = views.map { AnchorTerm(layoutItem: $0, attribute: .height, coefficient: 1) }
    var terms = AnchorTerms([made[0], made[2]])
    terms.insert(made[1], at: 1)
    #expect(terms.count == 3)
    #expect(terms.map { $0.item }.elementsEqual(views) { $0 === $1 })
    terms.removeFirst()
    #expect(terms.count == 2)
    #expect(terms[0].item === views[1])
    terms.removeAll()
    #expect(terms.isEmpty)
    #expect(terms.count == 0)
    #expect(terms.single == nil)
    #expect(terms.hasAtMostOneTerm)
  }

  @Test func aConstraintFromAnchorsReportsTheirItemsAndAttributes() {
    let a = UIView()
    let b = UIView()
    let constraint = a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8)
    #expect(constraint.firstItem === a)
    #expect(constraint.firstAttribute == .leading)
    #expect(constraint.secondItem === b)
    #expect(constraint.secondAttribute == .trailing)
    let toDistance = a.widthAnchor.constraint(
      equalTo: a.leadingAnchor.anchorWithOffset(to: b.leadingAnchor))
    #expect(toDistance.secondItem == nil)
    #expect(toDistance.secondAttribute == .notAnAttribute)
  }
}
