import Foundation
import Testing

@testable import UIKit

// UIKit's parser finishes a connection once the view after it is read, then adds that view's
// size constraints, and adds the alignment constraints last; the expected orders below follow it.

@Suite("Creation order")
struct VisualFormatOrderTests {
  @Test func completeLineFollowsTheFormatLeftToRight() throws {
    // Apple's "A Complete Line of Layout" example.
    let find = Constraint.Item.view("find")
    let next = Constraint.Item.view("findNext")
    let field = Constraint.Item.view("findField")
    let made = try constraints(
      "|-[find]-[findNext]-[findField(>=20)]-|", views: ["find", "findNext", "findField"])
    #expect(
      made == [
        Constraint(find, .leading, .equal, superview, .leadingMargin),
        Constraint(next, .leading, .equal, find, .trailing, constant: 8),
        Constraint(field, .leading, .equal, next, .trailing, constant: 8),
        Constraint(field, .width, .greaterThanOrEqual, constant: 20),
        Constraint(superview, .trailingMargin, .equal, field, .trailing),
      ])
  }

  @Test func sizeOfAViewFollowsTheConnectionBeforeIt() throws {
    #expect(
      try constraints("[a(10)]-[b(20)]-[c(30)]") == [
        Constraint(a, .width, constant: 10),
        Constraint(b, .leading, .equal, a, .trailing, constant: 8),
        Constraint(b, .width, constant: 20),
        Constraint(c, .leading, .equal, b, .trailing, constant: 8),
        Constraint(c, .width, constant: 30),
      ])
  }

  @Test func sizeOfTheFirstViewFollowsTheLeadingBar() throws {
    #expect(
      try constraints("|[a(10)]") == [
        Constraint(a, .leading, .equal, superview, .leading),
        Constraint(a, .width, constant: 10),
      ])
  }

  @Test func alignmentConstraintsComeLastPairByPairInBitOrder() throws {
    // alignAllTop is bit 3 and alignAllBottom bit 4: top before bottom, for (a, b) then (b, c).
    #expect(
      try constraints("[a]-[b]-[c]", options: [.alignAllBottom, .alignAllTop]) == [
        Constraint(b, .leading, .equal, a, .trailing, constant: 8),
        Constraint(c, .leading, .equal, b, .trailing, constant: 8),
        Constraint(a, .top, .equal, b, .top),
        Constraint(a, .bottom, .equal, b, .bottom),
        Constraint(b, .top, .equal, c, .top),
        Constraint(b, .bottom, .equal, c, .bottom),
      ])
  }

  @Test func alignmentIsMadeOncePerConnectionWhateverItsPredicates() throws {
    #expect(
      try constraints("[a]-(>=4,<=9)-[b]", options: .alignAllCenterY) == [
        Constraint(b, .leading, .greaterThanOrEqual, a, .trailing, constant: 4),
        Constraint(b, .leading, .lessThanOrEqual, a, .trailing, constant: 9),
        Constraint(a, .centerY, .equal, b, .centerY),
      ])
  }
}
