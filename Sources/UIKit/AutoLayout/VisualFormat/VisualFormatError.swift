import Foundation

/// A visual format string that could not be turned into constraints.
///
/// `message` is the reason UIKit puts in the `NSInvalidArgumentException` it raises for the same
/// string: a first line, the description, the format, and a caret under the offending character.
/// For `H:|-[` it reads as below, where UIKit also ends each of the first three lines with a space:
///
/// ```
/// Unable to parse constraint format:
/// Expected a view
/// H:|-[
///      ^
/// ```
///
/// The descriptions are UIKit's own strings, as they appear in its `NSLayoutConstraintParser`
/// (CoreAutoLayout framework, iOS 18.2) and in crash reports quoting it, except where a case says
/// otherwise.
struct VisualFormatError: Error, Equatable, CustomStringConvertible {
  /// What is wrong with the format.
  enum Reason: Equatable, Sendable {
    /// The format has no characters.
    case emptyFormat
    /// The format has a character outside ASCII.
    case nonASCII
    /// An `H` or `V` that starts the format is not followed by `:`.
    case expectedColon(vertical: Bool)
    /// A leading `|` ends the format.
    case expectedConnectionAfterBar
    /// Something other than `[` starts a view.
    case expectedView
    /// `[` is not followed by a C identifier.
    case invalidViewName
    /// A view name is not a key of the views dictionary.
    case unknownView(String)
    /// The format ends right after the `(` of a view.
    case ranOutInView
    /// A view's predicate list does not end with `)`.
    case expectedParenthesisInView
    /// A view's predicate list is not followed by `]`.
    case expectedBracketAfterPredicates
    /// A view name is followed by neither `]` nor `(`.
    case expectedBracket
    /// A connection is followed by neither a view nor `|`.
    case expectedViewOrBar
    /// Characters follow the trailing `|`.
    case expectedEnd
    /// The format ends where a predicate should begin.
    case expectedMoreInput
    /// `<`, `=` or `>` is not followed by `=`.
    case unknownRelation
    /// A predicate's object starts with a character that begins neither a number nor a name.
    case expectedNumberOrMetric
    /// A predicate's object starts with `-` or a digit that do not begin a number.
    case malformedNumber
    /// A name is a key of neither dictionary.
    case unknownMetric(String)
    /// A connection's predicate names a view.
    case viewInConnection
    /// A priority is zero or less (or not a number).
    case priorityTooLow(Double)
    /// A priority is above 1000.
    case priorityTooHigh(Double)
    /// A connection's predicate starts with `-`, as in `[a]--5-[b]`.
    case ambiguousMinus
    /// A connection's predicate list does not end with `)`.
    case expectedParenthesisInConnection
    /// A connection's predicate is followed by `,` outside parentheses.
    case expectedDashBeforeList
    /// A connection's predicate is not followed by `-`.
    case expectedDash
    /// An alignment option names an edge along the format's own axis.
    case alignmentAlongAxis(vertical: Bool)
    /// `spacingBaselineToBaseline` is given for a horizontal format.
    case baselineSpacingInHorizontalLayout
    /// The view next to a `|` has no superview.
    case missingSuperview
    /// A metric's value is not a number.
    case metricNotANumber(String)
    /// A predicate's constant is infinite or not a number.
    case nonFiniteConstant

    /// The description line of the message.
    var text: String {
      switch self {
      case .emptyFormat: "It's an empty string."
      // UIKit has this text, but measures the string's ASCII length first, which is 0 for a
      // string that is not ASCII, so it may well say "It's an empty string." instead.
      case .nonASCII: "It contains non-ASCII characters."
      case .expectedColon(let vertical):
        vertical
          ? "Expected ':' after 'V' to specify vertical arrangement"
          : "Expected ':' after 'H' to specify horizontal arrangement"
      case .expectedConnectionAfterBar: "Expected a connection after the '|' character"
      case .expectedView: "Expected a view"
      case .invalidViewName:
        "Expected a view. View names must start with a letter or an underscore, then contain "
          + "letters, numbers, and underscores."
      case .unknownView(let name): "\(name) is not a key in the views dictionary."
      case .ranOutInView:
        "Unexpectedly ran out of character fodder in the middle of parsing a view"
      case .expectedParenthesisInView:
        "A predicate on a view's thickness must end with ')' and the view must end with ']'"
      case .expectedBracketAfterPredicates: "Expected ']' after specifying thickness."
      case .expectedBracket: "Expected a ']' here. That is how you give the end of a view."
      case .expectedViewOrBar: "Expected a view or '|'"
      case .expectedEnd: "Expected the end of the format string"
      case .expectedMoreInput: "Expected more input"
      case .unknownRelation: "Unknown relation. Must be ==, >=, or <="
      case .expectedNumberOrMetric:
        "Expected a number or key from the metrics dictionary, but encountered something else"
      case .malformedNumber:
        "Expected a number or a key from the metrics dictionary, but encountered something else"
      case .unknownMetric(let name):
        "Encountered metric with name \"\(name)\", but value was not specified in metrics or "
          + "views dictionaries"
      case .viewInConnection:
        "It's not possible to set a space equal to the width or height of a view.  Perhaps you "
          + "want to use a view as a spacer? [view1][spacer(==view1)][view2]"
      case .priorityTooLow(let value):
        "Invalid priority specified: \(Self.cFormatted(value)). Priority must be greater than 0"
      case .priorityTooHigh(let value):
        "Invalid priority specified: \(Self.cFormatted(value)). Priority cannot be higher than "
          + "NSLayoutPriorityRequired, which is 1000."
      case .ambiguousMinus:
        "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use "
          + "parentheses around negative numbers."
      case .expectedParenthesisInConnection:
        "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint "
          + "modifier"
      case .expectedDashBeforeList:
        "Expected a '-' here. To specify a list of constraints, you must use parentheses around "
          + "the list of constraints"
      case .expectedDash: "Expected a '-' here"
      case .alignmentAlongAxis(let vertical):
        // UIKit picks this text from a table that the decompilation does not show; the horizontal
        // sentence is a string in the binary, the vertical one mirrors it and is not verbatim.
        vertical
          ? "Options mask required views to be aligned on a vertical edge, which is not allowed "
            + "for layout that is also vertical."
          : "Options mask required views to be aligned on a horizontal edge, which is not allowed "
            + "for layout that is also horizontal."
      case .baselineSpacingInHorizontalLayout:
        "BaselineToBaseline format option not valid for horizontal layout"
      case .missingSuperview:
        "Unable to interpret '|' character, because the related view doesn't have a superview"
      case .metricNotANumber(let name):
        // Not UIKit's text: UIKit sends `doubleValue` to the value and crashes on other objects.
        "The value for metric \"\(name)\" is not a number"
      case .nonFiniteConstant:
        // Not UIKit's text: UIKit fails an assertion ("constant is not finite!") instead.
        "A constraint's constant must be a finite number"
      }
    }

    /// Whether UIKit's reason is the bare description, with no format and no caret.
    var isWholeFormat: Bool {
      self == .emptyFormat || self == .nonASCII
    }

    /// The number as C's `%g` prints it, which is how UIKit formats priorities.
    private static func cFormatted(_ value: Double) -> String {
      String(format: "%g", value)
    }
  }

  /// What is wrong.
  let reason: Reason
  /// The format string as given.
  let format: String
  /// The offset, in UTF-8 code units (characters, for an ASCII format), that the caret points at.
  let position: Int

  /// The exception reason UIKit gives for this error.
  var message: String {
    let prefix = "Unable to parse constraint format: "
    if reason.isWholeFormat {
      return prefix + reason.text
    }
    let caret = String(repeating: " ", count: max(position, 0)) + "^"
    return prefix + "\n" + reason.text + " \n" + format + " \n" + caret
  }

  var description: String { message }

  /// The error UIKit raises when the view next to a `|` has no superview.
  ///
  /// Whether a view has a superview is the caller's knowledge: it checks each of
  /// ``VisualFormatLayout/superviewEdges`` in order and throws this for the first that fails.
  static func missingSuperview(format: String, position: Int) -> VisualFormatError {
    VisualFormatError(reason: .missingSuperview, format: format, position: position)
  }
}
