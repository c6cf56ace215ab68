/// A problem in a scene file, at a line and column, with the text at fault and what was expected.
///
/// `description` reads like a compiler's error: the location, the message, then the source line
/// with a caret under the offending text.
public struct SceneDiagnostic: Error, Hashable, Sendable, CustomStringConvertible {
  /// Where the problem is.
  public var location: SceneLocation
  /// What is wrong, for example `unknown anchor 'leadin' of 'title'`.
  public var message: String
  /// The offending text, if the problem is in a piece of text.
  public var text: String?
  /// What would have been valid there, for example `one of leading, trailing, top`.
  public var expected: String?
  /// The line of the file the problem is on, without its line break, if it is known.
  public var sourceLine: String?

  /// Creates a diagnostic.
  public init(
    location: SceneLocation, message: String, text: String? = nil, expected: String? = nil,
    sourceLine: String? = nil
  ) {
    self.location = location
    self.message = message
    self.text = text
    self.expected = expected
    self.sourceLine = sourceLine
  }

  /// The file's path.
  public var file: String { location.file }
  /// The line, from 1.
  public var line: Int { location.line }
  /// The column, from 1.
  public var column: Int { location.column }

  /// The first line of `description`: `file:line:column: error: message; expected …`.
  public var summary: String {
    var result = "\(location): error: \(message)"
    if let expected { result += "; expected \(expected)" }
    return result
  }

  /// The summary, then the source line and a caret under the offending text.
  public var description: String {
    guard let sourceLine else { return summary }
    let scalars = Array(sourceLine.unicodeScalars)
    let start = min(max(location.column - 1, 0), scalars.count)
    // Tabs stay tabs so that the caret lines up under the text whatever the tab width.
    var caret = String(String.UnicodeScalarView(scalars[..<start].map { $0 == "\t" ? "\t" : " " }))
    caret += "^"
    let length = text.map { $0.unicodeScalars.count } ?? 1
    let underline = min(max(length - 1, 0), max(scalars.count - start - 1, 0))
    caret += String(repeating: "~", count: underline)
    return summary + "\n" + sourceLine + "\n" + caret
  }
}
