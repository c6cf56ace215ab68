import Testing

@testable import UIKit

/// How a stack view's rebuild pairs the constraints it builds with the active ones: each takes
/// the first untaken active constraint of the same shape, or none.
@Suite
@MainActor
struct ShapeMatcherTests {
  /// Shapes that differ by their first item, named by letter; the same letter is the same shape.
  private static let items = (0..<4).map { _ in UIView() }

  private func shape(_ letter: Character) -> ConstraintShape {
    let index = Int(letter.asciiValue! - Character("a").asciiValue!)
    return ConstraintShape(
      firstItem: ObjectIdentifier(Self.items[index]), secondItem: nil, firstAttribute: .width,
      secondAttribute: .notAnAttribute, relation: .equal, multiplier: 1, priority: .required,
      identifier: "UISV-test")
  }

  private func matches(active: String, built: String) -> [Int?] {
    var matcher = ShapeMatcher(shapes: active.map(shape))
    return built.map { matcher.take(shape($0)) }
  }

  @Test func theSameListPairsInOrder() {
    #expect(matches(active: "abcd", built: "abcd") == [0, 1, 2, 3])
  }

  // A shape the active list lacks takes nothing; the rest still pair with their own.
  @Test func aNewShapeInTheMiddleTakesNothing() {
    #expect(matches(active: "abd", built: "abcd") == [0, 1, nil, 2])
  }

  // A shape that left the list is skipped over: c's constraint stays untaken.
  @Test func aShapeThatLeftIsLeftUntaken() {
    var matcher = ShapeMatcher(shapes: "abcd".map(shape))
    #expect("abd".map { matcher.take(shape($0)) } == [0, 1, 3])
    #expect(matcher.wasTaken(2) == false)
  }

  // With a repeated shape, each takes the first untaken one: b, then the first a, then the
  // second.
  @Test func aRepeatedShapeIsTakenFirstToLast() {
    #expect(matches(active: "aba", built: "baa") == [1, 0, 2])
  }

  // After a miss, the next untaken one is tried first again, and a shape once taken is not
  // taken twice.
  @Test func aShapeIsTakenOnce() {
    #expect(matches(active: "abc", built: "cabbc") == [2, 0, 1, nil, nil])
  }
}
