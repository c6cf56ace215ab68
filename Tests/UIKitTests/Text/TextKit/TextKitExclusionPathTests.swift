import Foundation
import Testing

@testable import UIKit

/// Text flowing around a text container's exclusion paths, with the model of
/// `LayoutManagerGeometryTests`: 10-point characters (`FixedAdvanceTextModel`) in the 17 pt
/// system font, whose line is 2444 units of a 2048-unit em, 20.287109375 points, and whose
/// ascender is 1950 units, 16.1865234375 points, no leading; 5 points of line fragment padding.
///
/// The usual case: a container 200 wide and a rectangle over x 80–120 at the top cut the first
/// line into fragments 0–80 and 120–200, each holding 80 − 2 × 5 = 70 points of text: "abc def"
/// (70) in the first, its space hanging, "ghi jkl" in the second; "mno" starts the second line,
/// which the rectangle (10 high) does not reach.
@MainActor @Suite struct TextKitExclusionPathTests {
  let font = UIFont.systemFont(ofSize: 17)
  let line: CGFloat = 2444 * 17 / 2048
  let ascender: CGFloat = 1950 * 17 / 2048
  let middle = UIBezierPath(rect: CGRect(x: 80, y: 0, width: 40, height: 10))

  /// The text storages of the test: a layout manager does not keep its storage.
  final class Storages {
    var kept: [NSTextStorage] = []
  }
  let storages = Storages()

  func makeLayout(
    _ string: String = "abc def ghi jkl mno", width: CGFloat = 200, paths: [UIBezierPath]
  ) -> (NSLayoutManager, NSTextContainer) {
    let storage = NSTextStorage(string: string, attributes: [.font: font])
    let manager = NSLayoutManager()
    manager.measuringModel = FixedAdvanceTextModel()
    let container = NSTextContainer(
      size: CGSize(width: width, height: .greatestFiniteMagnitude))
    container.exclusionPaths = paths
    manager.addTextContainer(container)
    storage.addLayoutManager(manager)
    storages.kept.append(storage)
    return (manager, container)
  }

  /// The glyph ranges of the line fragments, in order.
  func fragmentRanges(_ manager: NSLayoutManager) -> [NSRange] {
    var ranges: [NSRange] = []
    manager.enumerateLineFragments(
      forGlyphRange: NSRange(location: 0, length: manager.numberOfGlyphs)
    ) { _, _, _, range, _ in ranges.append(range) }
    return ranges
  }

  // MARK: The container's fragments

  @Test(arguments: [false, true])
  func aRectangleInTheMiddleLeavesTheLeadingSideFirstAndTheRestRemaining(_ rightToLeft: Bool) {
    let container = NSTextContainer(size: CGSize(width: 200, height: 100))
    container.exclusionPaths = [middle]
    var remaining = CGRect.null
    let fragment = container.lineFragmentRect(
      forProposedRect: CGRect(x: 0, y: 0, width: 200, height: 20), at: 0,
      writingDirection: rightToLeft ? .rightToLeft : .leftToRight, remaining: &remaining)
    let left = CGRect(x: 0, y: 0, width: 80, height: 20)
    let right = CGRect(x: 120, y: 0, width: 80, height: 20)
    #expect(fragment == (rightToLeft ? right : left))
    #expect(remaining == (rightToLeft ? left : right))
  }

  @Test func theRemainingRectOfTheLastFragmentIsEmpty() {
    let container = NSTextContainer(size: CGSize(width: 200, height: 100))
    container.exclusionPaths = [middle]
    var remaining = CGRect.null
    let fragment = container.lineFragmentRect(
      forProposedRect: CGRect(x: 120, y: 0, width: 80, height: 20), at: 0,
      writingDirection: .leftToRight, remaining: &remaining)
    #expect(fragment == CGRect(x: 120, y: 0, width: 80, height: 20))
    #expect(remaining.isEmpty)
  }

  @Test func aPathOnlyTouchingTheProposedRectLeavesItWhole() {
    // The rectangle ends at y 10, where the proposed rectangle starts.
    let container = NSTextContainer(size: CGSize(width: 200, height: 100))
    container.exclusionPaths = [middle]
    var remaining = CGRect.null
    let fragment = container.lineFragmentRect(
      forProposedRect: CGRect(x: 0, y: 10, width: 200, height: 20), at: 0,
      writingDirection: .leftToRight, remaining: &remaining)
    #expect(fragment == CGRect(x: 0, y: 10, width: 200, height: 20))
    #expect(remaining.isEmpty)
  }

  @Test func aProposedRectThePathsCoverGivesNoFragment() {
    let container = NSTextContainer(size: CGSize(width: 200, height: 100))
    container.exclusionPaths = [UIBezierPath(rect: CGRect(x: -10, y: 0, width: 300, height: 50))]
    var remaining = CGRect.null
    let fragment = container.lineFragmentRect(
      forProposedRect: CGRect(x: 0, y: 0, width: 200, height: 20), at: 0,
      writingDirection: .leftToRight, remaining: &remaining)
    #expect(fragment == .zero)
    #expect(remaining == .zero)
  }

  @Test func anOvalExcludesItsWidthWhereTheBandCrossesItsMiddle() {
    // A circle of radius 50 about (100, 50): its Bézier quarters meet at (50, 50) and (150, 50),
    // its widest points, exactly.
    let container = NSTextContainer(size: CGSize(width: 200, height: 100))
    container.exclusionPaths = [UIBezierPath(ovalIn: CGRect(x: 50, y: 0, width: 100, height: 100))]
    var remaining = CGRect.null
    let fragment = container.lineFragmentRect(
      forProposedRect: CGRect(x: 0, y: 40, width: 200, height: 20), at: 0,
      writingDirection: .leftToRight, remaining: &remaining)
    #expect(fragment == CGRect(x: 0, y: 40, width: 50, height: 20))
    #expect(remaining == CGRect(x: 150, y: 40, width: 50, height: 20))
  }

  @Test func anOvalExcludesItsWidthAtTheBandsEdgeNearestItsMiddle() {
    // Over y 0–10 the circle is widest at y 10, 40 above its centre: half a chord of
    // √(50² − 40²) = 30 about x 100, so x 70–130. The Bézier circle lies within 0.027 % of the
    // radius (0.0136 points) of the true one (its quarter reaches y 10 at x 130.0049).
    let container = NSTextContainer(size: CGSize(width: 200, height: 100))
    container.exclusionPaths = [UIBezierPath(ovalIn: CGRect(x: 50, y: 0, width: 100, height: 100))]
    var remaining = CGRect.null
    let fragment = container.lineFragmentRect(
      forProposedRect: CGRect(x: 0, y: 0, width: 200, height: 10), at: 0,
      writingDirection: .leftToRight, remaining: &remaining)
    #expect(abs(fragment.maxX - 70) < 0.014)
    #expect(abs(remaining.minX - 130) < 0.014)
    #expect(remaining.maxX == 200)
  }

  @Test(arguments: [false, true])
  func aHoleInAPathIsRoomUnderTheEvenOddRule(_ evenOdd: Bool) {
    // A square over x 50–150 with a square over x 80–120, y 20–80, inside it, both drawn the same
    // way round: under the even-odd rule the inner one is a hole, the next fragment after x 50;
    // under the nonzero rule it winds twice and is filled.
    let path = UIBezierPath(rect: CGRect(x: 50, y: 0, width: 100, height: 100))
    path.append(UIBezierPath(rect: CGRect(x: 80, y: 20, width: 40, height: 60)))
    path.usesEvenOddFillRule = evenOdd
    let container = NSTextContainer(size: CGSize(width: 200, height: 100))
    container.exclusionPaths = [path]
    var remaining = CGRect.null
    let first = container.lineFragmentRect(
      forProposedRect: CGRect(x: 0, y: 30, width: 200, height: 20), at: 0,
      writingDirection: .leftToRight, remaining: &remaining)
    #expect(first == CGRect(x: 0, y: 30, width: 50, height: 20))
    let second = container.lineFragmentRect(
      forProposedRect: remaining, at: 0, writingDirection: .leftToRight, remaining: &remaining)
    #expect(
      second
        == (evenOdd
          ? CGRect(x: 80, y: 30, width: 40, height: 20)
          : CGRect(x: 150, y: 30, width: 50, height: 20)))
  }

  // MARK: Lines in fragments

  @Test func aRectangleInTheMiddleSplitsALineIntoTwoFragments() {
    let (manager, _) = makeLayout(paths: [middle])
    #expect(
      fragmentRanges(manager) == [
        NSRange(location: 0, length: 8), NSRange(location: 8, length: 8),
        NSRange(location: 16, length: 3),
      ])
    var range = NSRange(location: 0, length: 0)
    #expect(
      manager.lineFragmentRect(forGlyphAt: 9, effectiveRange: &range)
        == CGRect(x: 120, y: 0, width: 80, height: line))
    #expect(range == NSRange(location: 8, length: 8))
    #expect(
      manager.lineFragmentRect(forGlyphAt: 16, effectiveRange: nil)
        == CGRect(x: 0, y: line, width: 200, height: line))
  }

  @Test func paddingAppliesInsideEachFragment() {
    // "ghi jkl" spans 120 + 5 to 195: its used rect is the fragment; "h" is 15 into it.
    let (manager, _) = makeLayout(paths: [middle])
    #expect(
      manager.lineFragmentUsedRect(forGlyphAt: 9, effectiveRange: nil)
        == CGRect(x: 120, y: 0, width: 80, height: line))
    #expect(manager.location(forGlyphAt: 9) == CGPoint(x: 15, y: ascender))
  }

  @Test func boundingRectSpansBothFragmentsOfALine() {
    // "def " is 45–85 in the first fragment, "ghi" 125–155 in the second.
    let (manager, container) = makeLayout(paths: [middle])
    #expect(
      manager.boundingRect(forGlyphRange: NSRange(location: 4, length: 7), in: container)
        == CGRect(x: 45, y: 0, width: 110, height: line))
    #expect(manager.glyphRange(for: container) == NSRange(location: 0, length: 19))
  }

  @Test func aPointInTheSecondFragmentHitsItsGlyph() {
    // x 137 is 2 points into "h" (135–145).
    let (manager, container) = makeLayout(paths: [middle])
    var fraction: CGFloat = 0
    let index = manager.characterIndex(
      for: CGPoint(x: 137, y: 5), in: container,
      fractionOfDistanceBetweenInsertionPoints: &fraction)
    #expect(index == 9)
    #expect(abs(fraction - 0.2) < 1e-9)
  }

  @Test(arguments: [false, true])
  func anExclusionAtTheLeadingEdgeShiftsOnlyTheLinesItReaches(_ rightToLeft: Bool) {
    // A 50 × 30 rectangle at the leading edge of a container 150 wide reaches into the first two
    // lines (the second starts at 20.29): their fragments are the other 100 points, 90 of text:
    // "abc def" (70) each, a third word would need 110. The third line is whole, 140 of text:
    // "mno pqr stu" (110).
    let path = UIBezierPath(rect: CGRect(x: rightToLeft ? 100 : 0, y: 0, width: 50, height: 30))
    let text = rightToLeft ? "אבג דהו זחט יכל מנס עפצ קרש תאב" : "abc def ghi jkl mno pqr stu vwx"
    let (manager, _) = makeLayout(text, width: 150, paths: [path])
    let shortened = CGRect(x: rightToLeft ? 0 : 50, y: 0, width: 100, height: line)
    #expect(manager.lineFragmentRect(forGlyphAt: 0, effectiveRange: nil) == shortened)
    #expect(
      manager.lineFragmentRect(forGlyphAt: 8, effectiveRange: nil)
        == shortened.offsetBy(dx: 0, dy: line))
    #expect(
      manager.lineFragmentRect(forGlyphAt: 16, effectiveRange: nil)
        == CGRect(x: 0, y: 2 * line, width: 150, height: line))
    // The first glyph: 5 into its fragment left to right; right to left, the 70 points of text
    // end at 100 − 5, so the first glyph starts at 85.
    #expect(manager.location(forGlyphAt: 0).x == (rightToLeft ? 85 : 5))
    #expect(fragmentRanges(manager).map(\.length) == [8, 8, 12, 3])
  }

  @Test(arguments: [false, true])
  func theFirstFragmentIsOnTheLeadingSide(_ rightToLeft: Bool) {
    // Right to left, the first eight characters fill the fragment 120–200, the next eight the
    // one 0–80.
    let text = rightToLeft ? "אבג דהו זחט יכל מנס" : "abc def ghi jkl mno"
    let (manager, _) = makeLayout(text, paths: [middle])
    let left = CGRect(x: 0, y: 0, width: 80, height: line)
    let right = CGRect(x: 120, y: 0, width: 80, height: line)
    #expect(
      manager.lineFragmentRect(forGlyphAt: 0, effectiveRange: nil) == (rightToLeft ? right : left))
    #expect(
      manager.lineFragmentRect(forGlyphAt: 8, effectiveRange: nil) == (rightToLeft ? left : right))
  }

  @Test func anOvalNarrowsEachLineByItsWidthOverTheLine() {
    // A circle of radius 50 about (100, 50) in a container 200 wide. Each line's fragments
    // hold 50 − half the circle's widest chord over the line − 10 points of text, the chord
    // taken at the line's edge nearest y 50: lines 1 and 5 at 29.71 and 31.15 from the centre
    // (chords ±40.2, ±39.1: 49.8 and 50.9 of text, four characters), lines 2 and 4 at 9.43 and
    // 10.86 (±49.1, ±48.8: 40.9 and 41.2), line 3 across the centre (±50: 40). So "abc ",
    // "def ", … four characters a fragment, two fragments a line, "yz" last.
    let oval = UIBezierPath(ovalIn: CGRect(x: 50, y: 0, width: 100, height: 100))
    let (manager, _) = makeLayout("abc def ghi jkl mno pqr stu vwx yz", paths: [oval])
    #expect(fragmentRanges(manager).map(\.length) == [4, 4, 4, 4, 4, 4, 4, 4, 2])
    // Line 3 crosses the centre, where the Bézier circle is exact: fragments 0–50 and 150–200.
    #expect(
      manager.lineFragmentRect(forGlyphAt: 16, effectiveRange: nil)
        == CGRect(x: 0, y: 2 * line, width: 50, height: line))
    #expect(
      manager.lineFragmentRect(forGlyphAt: 20, effectiveRange: nil)
        == CGRect(x: 150, y: 2 * line, width: 50, height: line))
    // Line 1 ends 50 − √(50² − (50 − line)²) from the left (within the Bézier's 0.0136).
    let chord = (2500 - (50 - line) * (50 - line)).squareRoot()
    let first = manager.lineFragmentRect(forGlyphAt: 0, effectiveRange: nil)
    #expect(abs(first.width - (100 - chord)) < 0.014)
  }

  @Test func alignmentCentresTextWithinItsFragment() {
    // "abc " in the fragment 0–80: 70 of text, "abc" 30 of it, centred 20 further in: 5 + 20.
    let storage = NSTextStorage(string: "abc defghij", attributes: [.font: font])
    let style = NSMutableParagraphStyle()
    style.alignment = .center
    storage.addAttribute(.paragraphStyle, value: style, range: NSRange(location: 0, length: 11))
    let manager = NSLayoutManager()
    manager.measuringModel = FixedAdvanceTextModel()
    let container = NSTextContainer(size: CGSize(width: 200, height: 100))
    container.exclusionPaths = [middle]
    manager.addTextContainer(container)
    storage.addLayoutManager(manager)
    storages.kept.append(storage)
    #expect(manager.location(forGlyphAt: 0).x == 25)
    #expect(manager.lineFragmentRect(forGlyphAt: 4, effectiveRange: nil).minX == 120)
  }

  @Test func aFragmentTooNarrowForAGlyphIsSkipped() {
    // A rectangle over x 18–100 leaves a first fragment 18 wide, 8 of text: no 10-point
    // character fits, so the line starts in the fragment 100–200.
    let path = UIBezierPath(rect: CGRect(x: 18, y: 0, width: 82, height: 10))
    let (manager, _) = makeLayout(paths: [path])
    #expect(
      manager.lineFragmentRect(forGlyphAt: 0, effectiveRange: nil)
        == CGRect(x: 100, y: 0, width: 100, height: line))
    #expect(manager.location(forGlyphAt: 0).x == 5)
  }

  @Test func aLineWithNoRoomMovesTheTextDown() {
    // A rectangle over x 18–200, y 0–10, leaves the first line only its narrow fragment: the
    // text starts below the rectangle, at y 10, whole.
    let path = UIBezierPath(rect: CGRect(x: 18, y: 0, width: 182, height: 10))
    let (manager, container) = makeLayout(paths: [path])
    #expect(
      manager.lineFragmentRect(forGlyphAt: 0, effectiveRange: nil)
        == CGRect(x: 0, y: 10, width: 200, height: line))
    #expect(manager.usedRect(for: container) == CGRect(x: 0, y: 10, width: 200, height: line))
  }

  @Test func usedRectGrowsByTheLinesTheExclusionAdds() {
    // Plain, the 19 characters fill one line: 190 of text and the padding. Cut, "mno" takes a
    // second line.
    let (manager, container) = makeLayout(paths: [])
    #expect(manager.usedRect(for: container) == CGRect(x: 0, y: 0, width: 200, height: line))
    container.exclusionPaths = [middle]
    #expect(manager.usedRect(for: container) == CGRect(x: 0, y: 0, width: 200, height: 2 * line))
  }

  @Test func removingThePathsRestoresThePlainLayout() {
    let (manager, container) = makeLayout(paths: [middle])
    #expect(fragmentRanges(manager).count == 3)
    container.exclusionPaths = []
    #expect(fragmentRanges(manager) == [NSRange(location: 0, length: 19)])
    #expect(
      manager.lineFragmentRect(forGlyphAt: 9, effectiveRange: nil)
        == CGRect(x: 0, y: 0, width: 200, height: line))
    #expect(manager.location(forGlyphAt: 9) == CGPoint(x: 95, y: ascender))
  }

  @Test func aPathBelowTheTextChangesNoLine() {
    // "abc def ghi" at 80 wide: "abc def" and "ghi" (see `LayoutManagerGeometryTests`); a path
    // far below them cuts nothing.
    let path = UIBezierPath(rect: CGRect(x: 0, y: 500, width: 80, height: 10))
    let (manager, container) = makeLayout("abc def ghi", width: 80, paths: [path])
    #expect(
      fragmentRanges(manager) == [NSRange(location: 0, length: 8), NSRange(location: 8, length: 3)])
    #expect(manager.usedRect(for: container) == CGRect(x: 0, y: 0, width: 80, height: 2 * line))
    #expect(manager.location(forGlyphAt: 9) == CGPoint(x: 15, y: ascender))
  }

  @Test func aTextViewsFittingHeightFollowsTheFragments() {
    // One line plain, two with the rectangle: the used height plus the 8-point insets, on the
    // view's pixel grid.
    TextMeasurement.withModel(FixedAdvanceTextModel()) {
      let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
      view.font = font
      view.text = "abc def ghi jkl mno"
      view.isScrollEnabled = false
      let scale = view.layoutScale
      let plain = TextMeasurement.roundedUpToPixels(line, scale: scale) + 16
      #expect(view.sizeThatFits(CGSize(width: 200, height: 0)).height == plain)
      view.textContainer.exclusionPaths = [middle]
      let cut = TextMeasurement.roundedUpToPixels(2 * line, scale: scale) + 16
      #expect(view.sizeThatFits(CGSize(width: 200, height: 0)).height == cut)
      #expect(view.intrinsicContentSize.height == cut)
    }
  }

  @Test func aTextViewsContentSizeFollowsItsContainersPaths() {
    TextMeasurement.withModel(FixedAdvanceTextModel()) {
      let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
      view.font = font
      view.text = "abc def ghi jkl mno"
      view.textContainer.exclusionPaths = [middle]
      let cut = TextMeasurement.roundedUpToPixels(2 * line, scale: view.layoutScale) + 16
      #expect(view.contentSize.height == cut)
    }
  }

  @Test func aLineLimitCountsFragments() {
    // Two line fragments: "abc def " and the second fragment, which keeps the rest of the text
    // hidden; one line high.
    let (manager, container) = makeLayout(paths: [middle])
    container.maximumNumberOfLines = 2
    #expect(
      fragmentRanges(manager) == [
        NSRange(location: 0, length: 8), NSRange(location: 8, length: 11),
      ])
    #expect(manager.usedRect(for: container).height == line)
  }

  @Test func anUnlimitedWidthStartsTheTextPastALeadingPath() {
    // Unwrapped, the line starts after a rectangle over x 0–50: 5 into the fragment at 50.
    let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 50, height: 10))
    let (manager, _) = makeLayout(width: .greatestFiniteMagnitude, paths: [path])
    #expect(fragmentRanges(manager) == [NSRange(location: 0, length: 19)])
    #expect(manager.lineFragmentRect(forGlyphAt: 0, effectiveRange: nil).minX == 50)
    #expect(manager.location(forGlyphAt: 0).x == 5)
  }
}
