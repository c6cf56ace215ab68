import Bezel
import Foundation
import Testing
import UIKit

/// A text view's drawing follows its text container: exclusion paths, the line limit and the
/// line break mode.
///
/// Figures with `HalfEmTextModel`: 20 pt characters are 10 wide; the system
/// font's 20 pt line is 1950/2048 + 494/2048 em = 23.8671875 tall, its baseline 19.04296875
/// below its top. The view is 200 × 100 with UITextView's default inset (8 top and bottom, 0
/// at the sides) and line fragment padding (5).
@MainActor
struct SnapshotTextViewShapeTests {
  let lineHeight: CGFloat = 23.8671875
  let ascender: CGFloat = 19.04296875

  private func textView(_ string: String) -> UITextView {
    let textView = UITextView()
    textView.font = UIFont.systemFont(ofSize: 20)
    textView.text = string
    return textView
  }

  // A rectangle over the container's left half and its first 30 points leaves fragments
  // x 100–200 on the first two lines (each 23.87 tall, both reaching into y 0–30): text from
  // 100 + 5, 90 wide, 9 characters. "Bagels " (the space hanging) fills the first, "and lox"
  // the second; the box is the container's, from the inset's left edge.
  @Test func linesFlowAroundAnExclusionPath() throws {
    let textView = textView("Bagels and lox")
    textView.textContainer.exclusionPaths = [
      UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 30))
    ]
    let text = try HalfEmTextModel.drawnText(of: textView)
    #expect(text.box == CGRect(x: 0, y: 8, width: 200, height: 84))
    #expect(text.runs.map(\.text) == ["Bagels", "and lox"])
    #expect(text.runs.map(\.frame.minX) == [105, 105])
    #expect(text.runs.map(\.frame.width) == [60, 70])
    #expect(text.runs.map(\.baseline) == [ascender, lineHeight + ascender])
  }

  // Without the path, "Bagels and lox" (140) fits the 190 points of one line from x 5: the
  // drawing takes the label's layout inside the padding, its box from 5.
  @Test func withoutAPathTheTextFillsTheLine() throws {
    let text = try HalfEmTextModel.drawnText(of: textView("Bagels and lox"))
    #expect(text.box == CGRect(x: 5, y: 8, width: 190, height: 84))
    #expect(text.runs.map(\.text) == ["Bagels and lox"])
    #expect(text.runs.map(\.frame.minX) == [0])
  }

  // One line of 190 points, truncated at its tail: 18 characters (180) and the ellipsis (10)
  // fit, the space after "and" is dropped before the ellipsis.
  @Test func theContainersLineLimitTruncatesTheDrawing() throws {
    let textView = textView("Bagels and lox and more")
    textView.textContainer.maximumNumberOfLines = 1
    textView.textContainer.lineBreakMode = .byTruncatingTail
    let text = try HalfEmTextModel.drawnText(of: textView)
    #expect(text.lines == ["Bagels and lox and…"])
    #expect(text.runs.map(\.frame.width) == [190])
  }

  // With the path and a one-line limit, only the first fragment's text is drawn: "Bagels".
  @Test func aLineLimitAroundAPathDrawsTheLinesKept() throws {
    let textView = textView("Bagels and lox and more")
    textView.textContainer.exclusionPaths = [
      UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 30))
    ]
    textView.textContainer.maximumNumberOfLines = 1
    let text = try HalfEmTextModel.drawnText(of: textView)
    #expect(text.runs.map(\.text) == ["Bagels"])
  }

  // A right-to-left paragraph around the same path: its glyphs are placed from the fragment's
  // right edge less the padding, 200 − 5, so the 4-letter word (40 wide) starts at 155.
  @Test func aRightToLeftParagraphStartsAtTheFragmentsRightEdge() throws {
    let textView = textView("שלום")
    textView.textContainer.exclusionPaths = [
      UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 30))
    ]
    let text = try HalfEmTextModel.drawnText(of: textView)
    #expect(text.runs.map(\.text) == ["שלום"])
    #expect(text.runs.map(\.frame.minX) == [155])
    #expect(text.runs.map(\.frame.width) == [40])
  }
}
