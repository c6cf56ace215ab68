import BezelScene
import Testing

/// A scene file's lines, as its diagnostics number and quote them.
struct SceneLineTests {
  @Test(arguments: ["", "a", "a\n", "\n\n", "root:\n  view:\n\n    name: é\n", "x\u{301}\ny"])
  func linesAreTheCharacterSplitAtLineFeeds(text: String) {
    // Without "\r\n", a line feed is a Character of its own (Unicode's grapheme rules break
    // around it), so the split at bytes equals the split at Characters.
    #expect(
      text.lineFeedSeparatedLines == text.split(separator: "\n", omittingEmptySubsequences: false))
  }

  @Test func carriageReturnLineEndsSplitAndKeepTheirCarriageReturn() {
    #expect("a\r\nb\r\n".lineFeedSeparatedLines == ["a\r", "b\r", ""])
  }

  @Test func aFileWithCarriageReturnLineEndsQuotesTheLineOfItsError() throws {
    let text = "root:\r\n  view:\r\n    backgroundColour: red\r\n"
    let error = try #require(throws: SceneErrors.self) { try Scene.parse(text, file: "crlf.yaml") }
    let diagnostic = try #require(error.diagnostics.first)
    #expect(diagnostic.location.line == 3)
    #expect(diagnostic.sourceLine == "    backgroundColour: red")
  }
}
