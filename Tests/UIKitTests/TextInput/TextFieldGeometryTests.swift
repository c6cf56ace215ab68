import Testing

@testable import UIKit

/// Where a text field's caret and characters are, with a text model whose characters are all
/// 10 points wide: in a 200 × 34 rounded-rect field the text area runs from 7 to 193.
@MainActor
struct TextFieldGeometryTests {
  private func field(_ alignment: NSTextAlignment, rightToLeft: Bool = false) -> UITextField {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
    field.borderStyle = .roundedRect
    field.textAlignment = alignment
    field.semanticContentAttribute = rightToLeft ? .forceRightToLeft : .forceLeftToRight
    field.text = "abc"
    return field
  }

  /// The caret's x at UTF-16 offset `offset`.
  private func caretX(_ field: UITextField, at offset: Int) -> CGFloat? {
    field.position(from: field.beginningOfDocument, offset: offset).map {
      field.caretRect(for: $0).minX
    }
  }

  // "abc" is 30 wide and leaves 186 − 30 = 156 free: left-aligned it starts at 7, centred at
  // 7 + 78 = 85, right-aligned (or natural in right-to-left) at 7 + 156 = 163.
  @Test(arguments: [
    (NSTextAlignment.left, false, CGFloat(7)), (.center, false, 85), (.right, false, 163),
    (.natural, false, 7), (.natural, true, 163),
  ])
  func theCaretFollowsTheAlignment(_ alignment: NSTextAlignment, rightToLeft: Bool, start: CGFloat)
  {
    TextMeasurement.withModel(FixedAdvanceTextModel()) {
      let field = field(alignment, rightToLeft: rightToLeft)
      #expect(caretX(field, at: 0) == start)
      #expect(caretX(field, at: 2) == start + 20)
      #expect(field.caretRect(for: field.endOfDocument).width == 2)
    }
  }

  // Carets fall at 7, 17, 27 and 37: x 31 is nearest 27, offset 2; x 20 is inside "b".
  @Test func pointsFindPositionsAndCharacters() throws {
    try TextMeasurement.withModel(FixedAdvanceTextModel()) {
      let field = field(.left)
      let caret = field.caretRect(for: field.beginningOfDocument)
      let position = try #require(field.closestPosition(to: CGPoint(x: 31, y: caret.midY)))
      #expect(field.offset(from: field.beginningOfDocument, to: position) == 2)
      let character = try #require(field.characterRange(at: CGPoint(x: 20, y: caret.midY)))
      #expect(field.text(in: character) == "b")
    }
  }

  // The tokenizer finds words as runs of letters and digits.
  @Test func theTokenizerFindsWords() throws {
    let field = UITextField()
    field.text = "hello world"
    let tokenizer = field.tokenizer
    let start = field.beginningOfDocument
    let wordEnd = try #require(
      tokenizer.position(from: start, toBoundary: .word, inDirection: .storage(.forward)))
    #expect(field.offset(from: start, to: wordEnd) == 5)
    #expect(tokenizer.isPosition(wordEnd, atBoundary: .word, inDirection: .storage(.forward)))
    let inside = try #require(field.position(from: start, offset: 7))
    let word = try #require(
      tokenizer.rangeEnclosingPosition(inside, with: .word, inDirection: .storage(.forward)))
    #expect(field.text(in: word) == "world")
  }
}
