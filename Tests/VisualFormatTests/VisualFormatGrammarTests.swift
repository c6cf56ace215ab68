import Foundation
import Testing

@testable import UIKit

// Expected constraints follow the rule UIKit's parser applies (see `Resolver.finish`): the item
// after a space is the first item, on its leading (top) edge; the item before the space is the
// second item, on its trailing (bottom) edge; the constant is the space as written.

@Suite("Grammar")
struct VisualFormatGrammarTests {
  @Test func singleViewMakesNoConstraint() throws {
    #expect(try constraints("[a]") == [])
  }

  @Test func noOrientationIsHorizontal() throws {
    // [a][b]: b.leading == a.trailing + 0.
    #expect(try constraints("[a][b]") == [Constraint(b, .leading, .equal, a, .trailing)])
  }

  @Test func horizontalPrefixIsHorizontal() throws {
    #expect(try constraints("H:[a][b]") == [Constraint(b, .leading, .equal, a, .trailing)])
  }

  @Test func verticalPrefixUsesTopAndBottom() throws {
    // Apple's example V:[topField]-10-[bottomField]: bottomField.top == topField.bottom + 10.
    let made = try constraints(
      "V:[topField]-10-[bottomField]", views: ["topField", "bottomField"])
    #expect(
      made == [
        Constraint(.view("bottomField"), .top, .equal, .view("topField"), .bottom, constant: 10)
      ])
  }

  @Test func adjacentViewsAreFlush() throws {
    // Apple's "Flush Views" example [maroonView][blueView]: a zero space.
    let made = try constraints("[maroonView][blueView]", views: ["maroonView", "blueView"])
    #expect(
      made == [Constraint(.view("blueView"), .leading, .equal, .view("maroonView"), .trailing)])
  }

  @Test func loneDashBetweenSiblingsIsStandardSpace() throws {
    // Apple's "Standard Space" example [button]-[textField]; siblings are 8 points apart.
    let made = try constraints("[button]-[textField]", views: ["button", "textField"])
    #expect(
      made == [
        Constraint(.view("textField"), .leading, .equal, .view("button"), .trailing, constant: 8)
      ])
  }

  @Test func numberBetweenDashesIsTheSpace() throws {
    #expect(
      try constraints("[a]-12-[b]") == [
        Constraint(b, .leading, .equal, a, .trailing, constant: 12)
      ])
  }

  @Test func metricBetweenDashesIsTheSpace() throws {
    #expect(
      try constraints("[a]-gap-[b]", metrics: ["gap": 6]) == [
        Constraint(b, .leading, .equal, a, .trailing, constant: 6)
      ])
  }

  @Test func parenthesizedPredicateIsTheSpace() throws {
    #expect(
      try constraints("[a]-(12)-[b]") == [
        Constraint(b, .leading, .equal, a, .trailing, constant: 12)
      ])
  }

  @Test func predicateListMakesOneConstraintEach() throws {
    #expect(
      try constraints("[a]-(>=8,<=20)-[b]") == [
        Constraint(b, .leading, .greaterThanOrEqual, a, .trailing, constant: 8),
        Constraint(b, .leading, .lessThanOrEqual, a, .trailing, constant: 20),
      ])
  }

  @Test func leadingBarFlushPinsToSuperviewEdge() throws {
    // |[a]: a.leading == superview.leading + 0.
    #expect(try constraints("|[a]") == [Constraint(a, .leading, .equal, superview, .leading)])
  }

  @Test func leadingBarWithNumberIsViewFirst() throws {
    // |-20-[a]: a.leading == superview.leading + 20.
    #expect(
      try constraints("|-20-[a]") == [
        Constraint(a, .leading, .equal, superview, .leading, constant: 20)
      ])
  }

  @Test func trailingBarWithNumberIsSuperviewFirst() throws {
    // [a]-20-|: superview.trailing == a.trailing + 20.
    #expect(
      try constraints("[a]-20-|") == [
        Constraint(superview, .trailing, .equal, a, .trailing, constant: 20)
      ])
  }

  @Test func trailingBarFlushPinsToSuperviewEdge() throws {
    #expect(try constraints("[a]|") == [Constraint(superview, .trailing, .equal, a, .trailing)])
  }

  @Test func standardSpaceToSuperviewUsesLayoutMargins() throws {
    // |-[a]-|: a.leading == superview.leadingMargin, superview.trailingMargin == a.trailing.
    #expect(
      try constraints("|-[a]-|") == [
        Constraint(a, .leading, .equal, superview, .leadingMargin),
        Constraint(superview, .trailingMargin, .equal, a, .trailing),
      ])
  }

  @Test func verticalStandardSpaceToSuperviewUsesTopAndBottomMargins() throws {
    #expect(
      try constraints("V:|-[a]-|") == [
        Constraint(a, .top, .equal, superview, .topMargin),
        Constraint(superview, .bottomMargin, .equal, a, .bottom),
      ])
  }

  @Test func inequalityToSuperviewKeepsTheSpaceOnTheRight() throws {
    // [a]-(>=20)-|: superview.trailing >= a.trailing + 20, i.e. at least 20 points of space.
    #expect(
      try constraints("[a]-(>=20)-|") == [
        Constraint(superview, .trailing, .greaterThanOrEqual, a, .trailing, constant: 20)
      ])
  }

  @Test func connectionToSuperviewOnBothEnds() throws {
    // Apple's "Connection to Superview" example |-50-[purpleBox]-50-|.
    let box = Constraint.Item.view("purpleBox")
    #expect(
      try constraints("|-50-[purpleBox]-50-|", views: ["purpleBox"]) == [
        Constraint(box, .leading, .equal, superview, .leading, constant: 50),
        Constraint(superview, .trailing, .equal, box, .trailing, constant: 50),
      ])
  }

  @Test func superviewEdgesNameTheNeighbourAndThePositionUIKitChecksAt() throws {
    // |-[a]-[b]-|: the leading | is checked once [a] is read (offset 5), the trailing one once
    // the final | is read (offset 11, the end).
    let layout = try VisualFormat.layout(for: "|-[a]-[b]-|", viewNames: abc)
    #expect(
      layout.superviewEdges == [
        .init(view: "a", position: 5),
        .init(view: "b", position: 11),
      ])
  }

  @Test func formatWithoutBarsHasNoSuperviewEdges() throws {
    #expect(try VisualFormat.layout(for: "[a]-[b]", viewNames: abc).superviewEdges == [])
  }

  @Test func parsedFormatKeepsViewsAndConnections() throws {
    let parsed = try VisualFormat.parse(
      "V:|-[a(>=5)]-(m@750)-[b]|", metrics: ["m": 4], viewNames: abc)
    let expected = VisualFormat(
      source: "V:|-[a(>=5)]-(m@750)-[b]|", orientation: .vertical,
      leadingSuperview: .init(.standard, at: 12),
      views: [
        .init("a", [.init(.greaterThanOrEqual, .number(5))]),
        .init("b"),
      ],
      connections: [.init(.predicates([.init(.equal, .metric("m", 4), priority: 750)]), at: 24)],
      trailingSuperview: .init(.flush, at: 25))
    #expect(parsed == expected)
  }

  @Test func parseAloneReportsParseErrors() {
    #expect(throws: VisualFormatError.self) {
      try VisualFormat.parse("[a]-", viewNames: abc)
    }
  }

  @Test(arguments: [
    // Apple reads the format as raw ASCII and skips no whitespace. Offsets: "H: |-[a]" fails at
    // the space (2) where a view or | should be; "[a] -[b]" at 3, where a connection or view
    // should start; "[a]- 5-[b]" at 4, where the predicate's object should start.
    ("H: |-[a]", "Expected a view", 2),
    ("[a] -[b]", "Expected a view or '|'", 3),
    (
      "[a]- 5-[b]",
      "Expected a number or key from the metrics dictionary, but encountered something else", 4
    ),
    ("[ a]", VisualFormatError.Reason.invalidViewName.text, 1),
  ])
  func whitespaceIsNotAllowed(format: String, description: String, caret: Int) {
    #expect(failure(format)?.message == uikitMessage(description, format, caret: caret))
  }
}
