import BezelTestSupport
import Testing

/// The golden files' comparison message.
struct GoldenComparisonTests {
  @Test func firstDifferenceNamesTheLineAndBothTexts() {
    let message = firstDifference(expected: "a\nb\nc\n", actual: "a\nB\nc\n")
    #expect(message == "at line 2:\n  golden: b\n  actual: B")
  }

  @Test func firstDifferenceFindsAnAddedLine() {
    let message = firstDifference(expected: "a\n", actual: "a\nb\n")
    #expect(message == "at line 2:\n  golden: \n  actual: b")
  }

  @Test func equalTextsHaveNoDifference() {
    #expect(firstDifference(expected: "a\n", actual: "a\n") == nil)
  }
}
