import Foundation
import Testing

@testable import UIKit

/// Glyphs, line fragments and hit testing, with a model of 10-point characters
/// (`FixedAdvanceTextModel`) in the 17 pt system font: its ascender is 1950 units of a
/// 2048-unit em, 16.1865234375 points, its line 2444 units, 20.287109375 points, no leading.
///
/// "abc def ghi" in a container 80 wide, 5 points of padding each side, wraps at 70: "abc def"
/// is 70 wide and fits, the space after it hangs, "ghi" starts the second line (glyphs 8–10).
@MainActor @Suite struct LayoutManagerGeometryTests {
  let font = UIFont.systemFont(ofSize: 17)
  let line: CGFloat = 2444 * 17 / 2048
  let ascender: CGFloat = 1950 * 17 / 2048

  /// The text storages of the test: a layout manager does not keep its storage
  /// (`unowned(unsafe)`, as in UIKit), so the suite does.
  final class Storages {
    var kept: [NSTextStorage] = []
  }
  let storages = Storages()

  func makeLayout(
    _ string: String = "abc def ghi", width: CGFloat = 80,
    height: CGFloat = .greatestFiniteMagnitude
  ) -> (NSTextStorage, NSLayoutManager, NSTextContainer) {
    let storage = NSTextStorage(string: string, attributes: [.font: font])
    let manager = NSLayoutManager()
    manager.measuringModel = FixedAdvanceTextModel()
    let container = NSTextContainer(size: CGSize(width: width, height: height))
    manager.addTextContainer(container)
    storage.addLayoutManager(manager)
    storages.kept.append(storage)
    return (storage, manager, container)
  }

  @Test func thereIsOneGlyphPerUTF16Unit() {
    let (_, manager, _) = makeLayout("a😀b")
    #expect(manager.numberOfGlyphs == 4)
    #expect(manager.glyphIndexForCharacter(at: 3) == 3)
    #expect(
      manager.characterRange(forGlyphRange: NSRange(location: 1, length: 2), actualGlyphRange: nil)
        == NSRange(location: 1, length: 2))
  }

  @Test func containerHoldsAllGlyphs() {
    let (_, manager, container) = makeLayout()
    #expect(manager.glyphRange(for: container) == NSRange(location: 0, length: 11))
  }

  @Test func usedRectSpansTheWidestLineAndItsPadding() {
    let (_, manager, container) = makeLayout()
    #expect(manager.usedRect(for: container) == CGRect(x: 0, y: 0, width: 80, height: 2 * line))
  }

  @Test func lineFragmentOfASecondLineGlyph() {
    let (_, manager, _) = makeLayout()
    var range = NSRange(location: 0, length: 0)
    let rect = manager.lineFragmentRect(forGlyphAt: 9, effectiveRange: &range)
    #expect(rect == CGRect(x: 0, y: line, width: 80, height: line))
    #expect(range == NSRange(location: 8, length: 3))
  }

  @Test func glyphLocationIsItsLeftEdgeOnTheBaseline() {
    // "h" follows "g" and the padding: 5 + 10.
    let (_, manager, _) = makeLayout()
    #expect(manager.location(forGlyphAt: 9) == CGPoint(x: 15, y: ascender))
  }

  @Test func boundingRectOfAWordSpansItsGlyphsAndItsLine() {
    // "def" (glyphs 4–6) starts after "abc " and the padding: 5 + 40.
    let (_, manager, container) = makeLayout()
    #expect(
      manager.boundingRect(forGlyphRange: NSRange(location: 4, length: 3), in: container)
        == CGRect(x: 45, y: 0, width: 30, height: line))
  }

  @Test func boundingRectAcrossLinesIsTheirUnion() {
    // "def ghi": 45–85 on the first line (the hanging space included), 5–35 on the second.
    let (_, manager, container) = makeLayout()
    #expect(
      manager.boundingRect(forGlyphRange: NSRange(location: 4, length: 7), in: container)
        == CGRect(x: 5, y: 0, width: 80, height: 2 * line))
  }

  @Test func characterIndexUnderAPointAndTheFractionAcrossIt() {
    // x 22 is 7 points into "h" (15–25), on the second line.
    let (_, manager, container) = makeLayout()
    var fraction: CGFloat = 0
    let index = manager.characterIndex(
      for: CGPoint(x: 22, y: line + 5), in: container,
      fractionOfDistanceBetweenInsertionPoints: &fraction)
    #expect(index == 9)
    #expect(abs(fraction - 0.7) < 1e-9)
  }

  @Test func glyphIndexPastALinesEndIsItsLastGlyph() {
    // The hanging space (glyph 7, 75–85) is the first line's last glyph.
    let (_, manager, container) = makeLayout()
    var fraction: CGFloat = 0
    let index = manager.glyphIndex(
      for: CGPoint(x: 200, y: 3), in: container, fractionOfDistanceThroughGlyph: &fraction)
    #expect(index == 7)
    #expect(fraction == 1)
  }

  @Test func pointsAboveAndBelowTheTextHitTheFirstAndLastLines() {
    let (_, manager, container) = makeLayout()
    #expect(manager.glyphIndex(for: CGPoint(x: 6, y: -40), in: container) == 0)
    #expect(manager.glyphIndex(for: CGPoint(x: 6, y: 500), in: container) == 8)
  }

  @Test func lineFragmentsAreEnumeratedTopToBottom() {
    let (_, manager, _) = makeLayout()
    var ranges: [NSRange] = []
    var used: [CGRect] = []
    manager.enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: 11)) {
      _, usedRect, _, range, _ in
      ranges.append(range)
      used.append(usedRect)
    }
    #expect(ranges == [NSRange(location: 0, length: 8), NSRange(location: 8, length: 3)])
    #expect(
      used == [
        CGRect(x: 0, y: 0, width: 80, height: line), CGRect(x: 0, y: line, width: 40, height: line),
      ])
  }

  @Test func linesBelowAContainersHeightFlowIntoTheNext() {
    let (_, manager, first) = makeLayout(height: 1.5 * line)
    let second = NSTextContainer(size: CGSize(width: 80, height: 100))
    manager.addTextContainer(second)
    #expect(manager.glyphRange(for: first) == NSRange(location: 0, length: 8))
    #expect(manager.glyphRange(for: second) == NSRange(location: 8, length: 3))
    #expect(manager.textContainer(forGlyphAt: 9, effectiveRange: nil) === second)
  }

  @Test func aLineLimitKeepsTheRestOfTheTextInTheLastLine() {
    let (_, manager, container) = makeLayout()
    container.maximumNumberOfLines = 1
    #expect(manager.glyphRange(for: container) == NSRange(location: 0, length: 11))
    #expect(manager.usedRect(for: container).height == line)
  }

  @Test func aFinalLineBreakOpensAnExtraLineFragment() {
    let (_, manager, container) = makeLayout("abc\n")
    #expect(manager.extraLineFragmentRect == CGRect(x: 0, y: line, width: 80, height: line))
    #expect(manager.extraLineFragmentTextContainer === container)
    #expect(manager.usedRect(for: container).height == 2 * line)
  }

  @Test func changingTheContainerRelaysTheTextOut() {
    // 200 wide: one line of 110 plus the padding.
    let (_, manager, container) = makeLayout()
    container.size = CGSize(width: 200, height: 100)
    #expect(manager.usedRect(for: container) == CGRect(x: 0, y: 0, width: 120, height: line))
  }

  @Test func editingTheStorageRelaysTheTextOut() {
    let (storage, manager, container) = makeLayout()
    storage.deleteCharacters(in: NSRange(location: 7, length: 4))
    #expect(manager.usedRect(for: container) == CGRect(x: 0, y: 0, width: 80, height: line))
  }

  @Test(arguments: [false, true])
  func glyphsRunFromTheLeadingEdge(_ rightToLeft: Bool) {
    // Three 10-point letters in a container 80 wide: left to right the first starts after the
    // padding, at 5; right to left it ends before the right padding, at 75, so starts at 65.
    let (_, manager, container) = makeLayout(rightToLeft ? "אבג" : "abc")
    #expect(manager.location(forGlyphAt: 0).x == (rightToLeft ? 65 : 5))
    var fraction: CGFloat = 0
    let index = manager.characterIndex(
      for: CGPoint(x: rightToLeft ? 72 : 8, y: 5), in: container,
      fractionOfDistanceBetweenInsertionPoints: &fraction)
    #expect(index == 0)
    #expect(abs(fraction - 0.3) < 1e-9)
  }
}
