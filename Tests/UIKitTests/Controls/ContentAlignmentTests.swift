import Testing

@testable import UIKit

/// A control's content alignment and its effective horizontal alignment in both layout
/// directions.
@MainActor
struct ContentAlignmentTests {
  @Test func alignmentsHaveApplesRawValues() {
    #expect(
      [.center, .left, .right, .fill, .leading, .trailing].map {
        (alignment: UIControl.ContentHorizontalAlignment) in alignment.rawValue
      } == [0, 1, 2, 3, 4, 5])
    #expect(
      [.center, .top, .bottom, .fill].map {
        (alignment: UIControl.ContentVerticalAlignment) in alignment.rawValue
      } == [0, 1, 2, 3])
  }

  @Test func bothAlignmentsDefaultToCenter() {
    let control = UIControl()
    #expect(control.contentHorizontalAlignment == .center)
    #expect(control.contentVerticalAlignment == .center)
  }

  // effectiveContentHorizontalAlignment "never returns .leading or .trailing": leading is the
  // left in a left-to-right layout and the right in a right-to-left one; trailing the other.
  @Test(arguments: [
    (
      UIControl.ContentHorizontalAlignment.leading, UISemanticContentAttribute.unspecified,
      UIControl.ContentHorizontalAlignment.left
    ),
    (.trailing, .unspecified, .right),
    (.leading, .forceRightToLeft, .right),
    (.trailing, .forceRightToLeft, .left),
    (.left, .forceRightToLeft, .left),
    (.fill, .forceRightToLeft, .fill),
    (.center, .unspecified, .center),
  ])
  func effectiveAlignmentResolvesLeadingAndTrailing(
    _ alignment: UIControl.ContentHorizontalAlignment,
    _ attribute: UISemanticContentAttribute,
    _ expected: UIControl.ContentHorizontalAlignment
  ) {
    let control = UIControl()
    control.semanticContentAttribute = attribute
    control.contentHorizontalAlignment = alignment
    #expect(control.effectiveContentHorizontalAlignment == expected)
  }
}
