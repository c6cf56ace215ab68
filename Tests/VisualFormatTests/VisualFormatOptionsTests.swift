import Foundation
import Testing

@testable import UIKit

@Suite("Options")
struct VisualFormatOptionsTests {
  static let line = "|-10-[a]-20-[b]-30-|"

  @Test func defaultDirectionUsesLeadingAndTrailing() throws {
    #expect(
      try constraints(Self.line) == [
        Constraint(a, .leading, .equal, superview, .leading, constant: 10),
        Constraint(b, .leading, .equal, a, .trailing, constant: 20),
        Constraint(superview, .trailing, .equal, b, .trailing, constant: 30),
      ])
  }

  @Test func leftToRightUsesLeftAndRight() throws {
    #expect(
      try constraints(Self.line, options: .directionLeftToRight) == [
        Constraint(a, .left, .equal, superview, .left, constant: 10),
        Constraint(b, .left, .equal, a, .right, constant: 20),
        Constraint(superview, .right, .equal, b, .right, constant: 30),
      ])
  }

  @Test func rightToLeftReversesTheLine() throws {
    // Right to left, `|` is the right edge and each view sits left of the one before it in the
    // string: a.right is 10 from the superview's right, b.right is 20 left of a.left, and
    // b.left is 30 from the superview's left. The item after each space (in left-to-right
    // terms) stays first: superview.right, a.left, b.left.
    #expect(
      try constraints(Self.line, options: .directionRightToLeft) == [
        Constraint(superview, .right, .equal, a, .right, constant: 10),
        Constraint(a, .left, .equal, b, .right, constant: 20),
        Constraint(b, .left, .equal, superview, .left, constant: 30),
      ])
  }

  @Test func rightToLeftStandardSpaceUsesLeftAndRightMargins() throws {
    #expect(
      try constraints("|-[a]-|", options: .directionRightToLeft) == [
        Constraint(superview, .rightMargin, .equal, a, .right),
        Constraint(a, .left, .equal, superview, .leftMargin),
      ])
  }

  @Test func directionDoesNotChangeAVerticalFormat() throws {
    #expect(
      try constraints("V:|-10-[a]", options: .directionRightToLeft) == [
        Constraint(a, .top, .equal, superview, .top, constant: 10)
      ])
  }

  @Test(arguments: [
    (NSLayoutConstraint.FormatOptions.alignAllTop, NSLayoutConstraint.Attribute.top),
    (.alignAllBottom, .bottom),
    (.alignAllCenterY, .centerY),
    (.alignAllLastBaseline, .lastBaseline),
    (.alignAllFirstBaseline, .firstBaseline),
  ])
  func alignmentAcrossAHorizontalFormat(
    option: NSLayoutConstraint.FormatOptions, attribute: NSLayoutConstraint.Attribute
  ) throws {
    #expect(
      try constraints("[a][b]", options: option) == [
        Constraint(b, .leading, .equal, a, .trailing),
        Constraint(a, attribute, .equal, b, attribute),
      ])
  }

  @Test(arguments: [
    (NSLayoutConstraint.FormatOptions.alignAllLeft, NSLayoutConstraint.Attribute.left),
    (.alignAllRight, .right),
    (.alignAllLeading, .leading),
    (.alignAllTrailing, .trailing),
    (.alignAllCenterX, .centerX),
  ])
  func alignmentAcrossAVerticalFormat(
    option: NSLayoutConstraint.FormatOptions, attribute: NSLayoutConstraint.Attribute
  ) throws {
    #expect(
      try constraints("V:[a][b]", options: option) == [
        Constraint(b, .top, .equal, a, .bottom),
        Constraint(a, attribute, .equal, b, attribute),
      ])
  }

  @Test(arguments: [
    NSLayoutConstraint.FormatOptions.alignAllLeft, .alignAllRight, .alignAllLeading,
    .alignAllTrailing, .alignAllCenterX,
  ])
  func alignmentAlongAHorizontalFormatIsAnError(option: NSLayoutConstraint.FormatOptions) {
    // Raised when the connection between [a] and [b] is finished: after "[a][b]", offset 6.
    let text =
      "Options mask required views to be aligned on a horizontal edge, which is not allowed "
      + "for layout that is also horizontal."
    #expect(
      failure("[a][b]", options: option)?.message == uikitMessage(text, "[a][b]", caret: 6))
  }

  @Test(arguments: [
    NSLayoutConstraint.FormatOptions.alignAllTop, .alignAllBottom, .alignAllCenterY,
    .alignAllLastBaseline, .alignAllFirstBaseline,
  ])
  func alignmentAlongAVerticalFormatIsAnError(option: NSLayoutConstraint.FormatOptions) {
    // After "V:[a][b]", offset 8.
    let text =
      "Options mask required views to be aligned on a vertical edge, which is not allowed "
      + "for layout that is also vertical."
    #expect(
      failure("V:[a][b]", options: option)?.message == uikitMessage(text, "V:[a][b]", caret: 8))
  }

  @Test func rawAlignmentBitsSevenAndEightAlignWidthAndHeight() throws {
    // UIKit reads option bits 1 through 12 as the attribute to align, so bit 8 (no named option)
    // aligns heights, which is allowed across a horizontal format.
    let height = NSLayoutConstraint.FormatOptions(rawValue: 1 << 8)
    #expect(
      try constraints("[a][b]", options: height) == [
        Constraint(b, .leading, .equal, a, .trailing),
        Constraint(a, .height, .equal, b, .height),
      ])
    let width = NSLayoutConstraint.FormatOptions(rawValue: 1 << 7)
    #expect(failure("[a][b]", options: width)?.reason == .alignmentAlongAxis(vertical: false))
  }

  @Test func optionBitsOutsideOneThroughTwelveAlignNothing() throws {
    let unused = NSLayoutConstraint.FormatOptions(rawValue: 1 | 1 << 13 | 1 << 15)
    #expect(try constraints("[a][b]", options: unused).count == 1)
  }

  @Test func alignmentNeedsTwoViews() throws {
    // UIKit checks the option only between two views, so a lone view never fails.
    #expect(try constraints("|[a]|", options: .alignAllLeft).count == 2)
  }

  @Test func rightToLeftAlignmentPutsTheRightViewFirst() throws {
    #expect(
      try constraints("[a]-[b]", options: [.directionRightToLeft, .alignAllTop]) == [
        Constraint(a, .left, .equal, b, .right, constant: 8),
        Constraint(b, .top, .equal, a, .top),
      ])
  }

  @Test func baselineSpacingRelatesBaselinesInAVerticalFormat() throws {
    // The upper view's last baseline to the lower view's first baseline.
    #expect(
      try constraints("V:[a]-[b]", options: .spacingBaselineToBaseline) == [
        Constraint(b, .firstBaseline, .equal, a, .lastBaseline, constant: 8)
      ])
  }

  @Test func baselineSpacingToTheSuperviewUsesItsTopAndBottom() throws {
    #expect(
      try constraints("V:|-5-[a]-5-|", options: .spacingBaselineToBaseline) == [
        Constraint(a, .firstBaseline, .equal, superview, .top, constant: 5),
        Constraint(superview, .bottom, .equal, a, .lastBaseline, constant: 5),
      ])
  }

  @Test func baselineSpacingInAHorizontalFormatIsAnError() {
    // Raised when the first connection is finished, after "[a]-[b]": offset 7.
    #expect(
      failure("[a]-[b]", options: .spacingBaselineToBaseline)?.message
        == uikitMessage(
          "BaselineToBaseline format option not valid for horizontal layout", "[a]-[b]", caret: 7))
  }

  @Test func baselineSpacingWithoutConnectionsIsNotChecked() throws {
    #expect(try constraints("[a(5)]", options: .spacingBaselineToBaseline).count == 1)
  }
}
