import Foundation
import Testing

@testable import UIKit

@Suite("Predicates")
struct VisualFormatPredicateTests {
  @Test func widthConstraintFromAppleExample() throws {
    // Apple's "Width Constraint" example [button(>=50)].
    #expect(
      try constraints("[button(>=50)]", views: ["button"]) == [
        Constraint(.view("button"), .width, .greaterThanOrEqual, constant: 50)
      ])
  }

  @Test(arguments: [
    ("[a(50)]", NSLayoutConstraint.Relation.equal),
    ("[a(==50)]", .equal),
    ("[a(<=50)]", .lessThanOrEqual),
    ("[a(>=50)]", .greaterThanOrEqual),
  ])
  func relationOfASizePredicate(format: String, relation: NSLayoutConstraint.Relation) throws {
    #expect(try constraints(format) == [Constraint(a, .width, relation, constant: 50)])
  }

  @Test func sizeInAVerticalFormatIsTheHeight() throws {
    #expect(try constraints("V:[a(50)]") == [Constraint(a, .height, constant: 50)])
  }

  @Test func viewNameInAViewsPredicateRelatesTheirWidths() throws {
    // Apple's "Equal Widths" example [button1(==button2)].
    let made = try constraints("[button1(==button2)]", views: ["button1", "button2"])
    #expect(made == [Constraint(.view("button1"), .width, .equal, .view("button2"), .width)])
  }

  @Test func viewNameInAVerticalFormatRelatesHeights() throws {
    #expect(try constraints("V:[a(<=b)]") == [Constraint(a, .height, .lessThanOrEqual, b, .height)])
  }

  @Test func multiplePredicatesFromAppleExample() throws {
    // Apple's "Multiple Predicates" example [flexibleButton(>=70,<=100)].
    let button = Constraint.Item.view("flexibleButton")
    #expect(
      try constraints("[flexibleButton(>=70,<=100)]", views: ["flexibleButton"]) == [
        Constraint(button, .width, .greaterThanOrEqual, constant: 70),
        Constraint(button, .width, .lessThanOrEqual, constant: 100),
      ])
  }

  @Test func priorityFromAppleExample() throws {
    // Apple's "Priority" example [button(100@20)].
    #expect(
      try constraints("[button(100@20)]", views: ["button"]) == [
        Constraint(.view("button"), .width, constant: 100, priority: 20)
      ])
  }

  @Test func priorityMayBeAMetric() throws {
    #expect(
      try constraints("[a(100@low)]", metrics: ["low": 250]) == [
        Constraint(a, .width, constant: 100, priority: 250)
      ])
  }

  @Test func priorityOnAViewObject() throws {
    #expect(
      try constraints("[a(==b@999)]") == [
        Constraint(a, .width, .equal, b, .width, priority: 999)
      ])
  }

  @Test func priorityInAConnection() throws {
    #expect(
      try constraints("[a]-(8@750)-[b]") == [
        Constraint(b, .leading, .equal, a, .trailing, constant: 8, priority: 750)
      ])
  }

  @Test func unparenthesizedConnectionTakesAWholePredicate() throws {
    // UIKit reads a full predicate between the dashes, relation and priority included.
    #expect(
      try constraints("[a]->=8@750-[b]") == [
        Constraint(b, .leading, .greaterThanOrEqual, a, .trailing, constant: 8, priority: 750)
      ])
  }

  @Test func priorityOfExactly1000IsAccepted() throws {
    #expect(try constraints("[a(5@1000)]") == [Constraint(a, .width, constant: 5)])
  }

  @Test func negativeNumberInParentheses() throws {
    #expect(
      try constraints("[a]-(-5)-[b]") == [
        Constraint(b, .leading, .equal, a, .trailing, constant: -5)
      ])
  }

  @Test(arguments: [
    // strtod's forms: exponent, hexadecimal, a trailing point, a leading point after the sign.
    ("[a(1e1)]", CGFloat(10)),
    ("[a(0x10)]", 16),
    ("[a(0x1.8p1)]", 3),
    ("[a(2.5)]", 2.5),
    ("[a(5.)]", 5),
    ("[a(-.5)]", -0.5),
    ("[a(007)]", 7),
  ])
  func numberAsStrtodReadsIt(format: String, value: CGFloat) throws {
    #expect(try constraints(format) == [Constraint(a, .width, constant: value)])
  }

  /// The number types a metrics dictionary may hold, each with 12.5 (or 12 for integers).
  enum MetricType: CaseIterable, Sendable {
    case cgFloat, double, float, int, nsNumber, uInt8

    var value: Any {
      switch self {
      case .cgFloat: CGFloat(12.5)
      case .double: Double(12.5)
      case .float: Float(12.5)
      case .int: Int(12)
      case .nsNumber: NSNumber(value: 12.5)
      case .uInt8: UInt8(12)
      }
    }

    var expected: CGFloat {
      switch self {
      case .int, .uInt8: 12
      default: 12.5
      }
    }
  }

  @Test(arguments: MetricType.allCases)
  func metricOfEachNumberType(type: MetricType) throws {
    #expect(
      try constraints("[a(m)]", metrics: ["m": type.value]) == [
        Constraint(a, .width, constant: type.expected)
      ])
  }

  @Test func metricTakesPrecedenceOverAViewOfTheSameName() throws {
    // UIKit looks a name up in the metrics first.
    #expect(try constraints("[a(b)]", metrics: ["b": 30]) == [Constraint(a, .width, constant: 30)])
  }

  @Test func metricNamesAreCIdentifiers() throws {
    #expect(
      try constraints("[a]-_gap2-[b]", metrics: ["_gap2": 3]) == [
        Constraint(b, .leading, .equal, a, .trailing, constant: 3)
      ])
  }

  @Test func viewNamesAreCIdentifiers() throws {
    #expect(
      try constraints("[_v1(9)]", views: ["_v1"]) == [Constraint(.view("_v1"), .width, constant: 9)]
    )
  }
}
