import Foundation
import Testing

@testable import UIKit

// Each caret offset is counted by hand from the start of the format, at the character where
// UIKit's parser stands when it gives up.

@Suite("Errors")
struct VisualFormatErrorTests {
  @Test func messageHasUIKitsLayout() {
    // Apple's documented example: the caret under the `|` that should have been `:`.
    #expect(
      failure("V|[backgroundBox]|", views: ["backgroundBox"])?.message
        == "Unable to parse constraint format: \n"
        + "Expected ':' after 'V' to specify vertical arrangement \n"
        + "V|[backgroundBox]| \n"
        + " ^")
  }

  @Test func unclosedPredicateMatchesAppleDocumentation() {
    // Apple's second documented example; the caret is under the `]` at offset 33.
    let format = "|[whiteBox1][blackBox4(blackWidth][redBox]|"
    let error = failure(
      format, metrics: ["blackWidth": 20], views: ["whiteBox1", "blackBox4", "redBox"])
    #expect(
      error?.message
        == uikitMessage(
          "A predicate on a view's thickness must end with ')' and the view must end with ']'",
          format, caret: 33))
  }

  @Test func unknownViewIsReportedAfterItsName() {
    // As in a public crash report: "want is not a key in the views dictionary." under "[want]-|"
    // with the caret at offset 5, just past the name.
    #expect(
      failure("[want]-|", views: ["border"])?.message
        == uikitMessage("want is not a key in the views dictionary.", "[want]-|", caret: 5))
  }

  @Test func emptyFormatHasNoCaret() {
    let error = failure("")
    #expect(error?.message == "Unable to parse constraint format: It's an empty string.")
    #expect(error?.position == 0)
  }

  @Test func nonASCIIFormatHasNoCaret() {
    // "[a]-[é]": the é starts at offset 5.
    let error = failure("[a]-[é]")
    #expect(
      error?.message == "Unable to parse constraint format: It contains non-ASCII characters.")
    #expect(error?.position == 5)
  }

  @Test(arguments: [
    ("H[a]", "Expected ':' after 'H' to specify horizontal arrangement", 1),
    ("|", "Expected a connection after the '|' character", 1),
    ("H:", "Expected a view", 2),
    ("||", "Expected a view", 1),
    ("[", "Expected a view", 1),
    ("H:|-165-|", "Expected a view", 8),
    ("[a]-[", "Expected a view", 5),
    ("[]", VisualFormatError.Reason.invalidViewName.text, 1),
    ("[1a]", VisualFormatError.Reason.invalidViewName.text, 1),
    ("[foo]", "foo is not a key in the views dictionary.", 4),
    ("[a", "Expected a ']' here. That is how you give the end of a view.", 2),
    ("[a}", "Expected a ']' here. That is how you give the end of a view.", 2),
    ("[a(", "Unexpectedly ran out of character fodder in the middle of parsing a view", 3),
    (
      "[a(5",
      "A predicate on a view's thickness must end with ')' and the view must end with ']'", 4
    ),
    ("[a(5)", "Expected ']' after specifying thickness.", 5),
    ("[a(5))", "Expected ']' after specifying thickness.", 5),
    ("[a]x", "Expected a view or '|'", 3),
    ("[a]|x", "Expected the end of the format string", 4),
    ("H:[a]-", "Expected more input", 6),
    ("[a(=5)]", "Unknown relation. Must be ==, >=, or <=", 4),
    ("[a(=>5)]", "Unknown relation. Must be ==, >=, or <=", 4),
    ("[a(==)]", VisualFormatError.Reason.expectedNumberOrMetric.text, 5),
    ("[a(.5)]", VisualFormatError.Reason.expectedNumberOrMetric.text, 3),
    ("[a(==-)]", VisualFormatError.Reason.malformedNumber.text, 5),
    (
      "[a]-x-[b]",
      #"Encountered metric with name "x", but value was not specified in metrics or "#
        + "views dictionaries", 5
    ),
    (
      "[a(==zz)]",
      #"Encountered metric with name "zz", but value was not specified in metrics or "#
        + "views dictionaries", 7
    ),
    ("[a]-b-[b]", VisualFormatError.Reason.viewInConnection.text, 5),
    ("[a(5@0)]", "Invalid priority specified: 0. Priority must be greater than 0", 6),
    ("[a(5@-3)]", "Invalid priority specified: -3. Priority must be greater than 0", 7),
    (
      "[a(5@1001)]",
      "Invalid priority specified: 1001. Priority cannot be higher than "
        + "NSLayoutPriorityRequired, which is 1000.", 9
    ),
    (
      "[a(5@1e6)]",
      "Invalid priority specified: 1e+06. Priority cannot be higher than "
        + "NSLayoutPriorityRequired, which is 1000.", 8
    ),
    ("[a(5@b)]", "Invalid priority specified: 0. Priority must be greater than 0", 6),
    ("[a]--5-[b]", VisualFormatError.Reason.ambiguousMinus.text, 4),
    ("[a]-(5-[b]", VisualFormatError.Reason.expectedParenthesisInConnection.text, 6),
    ("[a]-5,6-[b]", VisualFormatError.Reason.expectedDashBeforeList.text, 5),
    ("[a]-5", "Expected a '-' here", 5),
    ("[a]-5[b]", "Expected a '-' here", 5),
    ("[a]-@5-[b]", VisualFormatError.Reason.expectedNumberOrMetric.text, 4),
    ("[a(5@)]", VisualFormatError.Reason.expectedNumberOrMetric.text, 5),
    ("[a(5,)]", VisualFormatError.Reason.expectedNumberOrMetric.text, 5),
    ("[a(5,", "Expected more input", 5),
    ("[a(-inf)]", VisualFormatError.Reason.nonFiniteConstant.text, 7),
  ])
  func malformedFormat(format: String, description: String, caret: Int) {
    let error = failure(format)
    #expect(error?.message == uikitMessage(description, format, caret: caret))
    #expect(error?.position == caret)
  }

  @Test func metricThatIsNotANumberIsAnError() {
    // Offset 4 is just past the name in "[a(m)]".
    #expect(
      failure("[a(m)]", metrics: ["m": "wide"])?.message
        == uikitMessage(#"The value for metric "m" is not a number"#, "[a(m)]", caret: 4))
  }

  @Test func unknownViewComesBeforeTheSyntaxErrorAfterIt() {
    // UIKit looks the name up before it looks for the `]`.
    #expect(failure("[zz")?.reason == .unknownView("zz"))
  }

  @Test func finishedConnectionErrorComesBeforeALaterSyntaxError() {
    // The connection between [a] and [b] is finished (and fails) at offset 6, before the parser
    // reaches the unterminated view at offset 8.
    let error = failure("[a][b]-[", options: .alignAllLeft)
    #expect(error?.reason == .alignmentAlongAxis(vertical: false))
    #expect(error?.position == 6)
  }

  @Test func syntaxErrorInsideAViewComesBeforeFinishingTheConnectionBeforeIt() {
    // The connection before [b( is only finished once [b] is whole, so the parse error wins.
    #expect(failure("[a][b(", options: .alignAllLeft)?.reason == .ranOutInView)
  }

  @Test func missingSuperviewMessageMatchesUIKit() {
    // As quoted from UIKit: "|[view]|" with the caret past "[view]", at offset 7.
    let error = VisualFormatError.missingSuperview(format: "|[view]|", position: 7)
    #expect(
      error.message
        == uikitMessage(
          "Unable to interpret '|' character, because the related view doesn't have a superview",
          "|[view]|", caret: 7))
  }
}
