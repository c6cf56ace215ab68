import Testing
import UIKit

// Stack views inside stack views (UIStackView: "You can build more complex view hierarchies by
// nesting stack views inside other stack views"). A vertical outer stack, leading-aligned and
// 200 points wide, holds two horizontal rows 10 points apart: [A 40 × 20, B 60 × 30] and
// [C 80 × 10, D 50 × 40], each with 10 points between its views and top alignment, so that
// the views keep their intrinsic heights. Right to left, each level is the mirror image within
// its own superview.
@Suite(.checksInvariants)
@MainActor
struct UIStackViewNestingTests {
  private struct Fixture {
    let outer: UIStackView
    let rows: (UIStackView, UIStackView)
    let views: (SizedView, SizedView, SizedView, SizedView)
  }

  private func makeFixture() -> Fixture {
    let a = SizedView(40, 20)
    let b = SizedView(60, 30)
    let c = SizedView(80, 10)
    let d = SizedView(50, 40)
    let first = UIStackView(arrangedSubviews: [a, b])
    let second = UIStackView(arrangedSubviews: [c, d])
    for row in [first, second] {
      row.spacing = 10
      row.alignment = .top
    }
    let outer = UIStackView(arrangedSubviews: [first, second])
    outer.axis = .vertical
    outer.alignment = .leading
    outer.spacing = 10
    return Fixture(outer: outer, rows: (first, second), views: (a, b, c, d))
  }

  @Test(arguments: Direction.allCases)
  func nestedRowsTakeTheSizeOfTheirContent(direction: Direction) {
    // Row 1: 40 + 10 + 60 = 110 wide, as tall as B (30); row 2: 80 + 10 + 50 = 140 wide, as
    // tall as D (40), 10 points below row 1. The outer stack is 30 + 10 + 40 = 80 tall.
    let fixture = makeFixture()
    let (first, second) = fixture.rows
    host(fixture.outer, frame: CGRect(x: 0, y: 0, width: 200, height: 80), direction: direction)
    #expect(first.frame == direction.frame(CGRect(x: 0, y: 0, width: 110, height: 30), within: 200))
    #expect(
      second.frame == direction.frame(CGRect(x: 0, y: 40, width: 140, height: 40), within: 200))
  }

  @Test(arguments: Direction.allCases)
  func viewsInNestedRowsAreLaidOutInTheirRow(direction: Direction) {
    // Within row 1: A at 0, B at 50; within row 2: C at 0, D at 90; all at the top of their
    // row.
    let fixture = makeFixture()
    let (a, b, c, d) = fixture.views
    host(fixture.outer, frame: CGRect(x: 0, y: 0, width: 200, height: 80), direction: direction)
    #expect(a.frame == direction.frame(CGRect(x: 0, y: 0, width: 40, height: 20), within: 110))
    #expect(b.frame == direction.frame(CGRect(x: 50, y: 0, width: 60, height: 30), within: 110))
    #expect(c.frame == direction.frame(CGRect(x: 0, y: 0, width: 80, height: 10), within: 140))
    #expect(d.frame == direction.frame(CGRect(x: 90, y: 0, width: 50, height: 40), within: 140))
  }

  @Test(arguments: Direction.allCases)
  func unconstrainedOuterStackFitsTheWidestRow(direction: Direction) {
    // The outer stack's width is its widest row's, 140; its height 80.
    let fixture = makeFixture()
    hostUnsized(fixture.outer, direction: direction)
    #expect(
      fixture.outer.frame
        == direction.frame(CGRect(x: 0, y: 0, width: 140, height: 80), within: 400))
  }

  @Test(arguments: Direction.allCases)
  func hiddenNestedRowCollapses(direction: Direction) {
    // Hiding row 1 collapses it and its spacing: row 2 moves to the top and the outer stack is
    // 40 tall.
    let fixture = makeFixture()
    let (first, second) = fixture.rows
    first.isHidden = true
    hostUnsized(fixture.outer, direction: direction)
    #expect(
      second.frame == direction.frame(CGRect(x: 0, y: 0, width: 140, height: 40), within: 140))
    #expect(fixture.outer.frame.height == 40)
    #expect(first.frame.height == 0)
  }

  @Test(arguments: Direction.allCases)
  func changeInANestedRowRelaysOutTheOuterStack(direction: Direction) {
    // Hiding B after layout narrows row 1 to A alone (40 wide, 20 tall); the outer stack moves
    // row 2 up to 20 + 10 = 30.
    let fixture = makeFixture()
    let (first, second) = fixture.rows
    let container = hostUnsized(fixture.outer, direction: direction)
    fixture.views.1.isHidden = true
    container.layoutIfNeeded()
    #expect(first.frame == direction.frame(CGRect(x: 0, y: 0, width: 40, height: 20), within: 140))
    #expect(
      second.frame == direction.frame(CGRect(x: 0, y: 30, width: 140, height: 40), within: 140))
    #expect(fixture.outer.frame.height == 70)
  }
}
