import Foundation
import Testing

@testable import UIKit

/// Exclusion paths at the limits.
///
/// Containers of zero size (unlimited), paths taller than any run of lines, coordinates near the
/// largest `CGFloat`, and lines whose height does not settle. The model is `TextKitExclusionPathTests`': 10-point characters (`FixedAdvanceTextModel`), the
/// system font's line 2444 units of a 2048-unit em (17 pt: 20.287109375 points), 5 points of
/// padding; `middle` is a rectangle over x 80–120, y 0–10.
@MainActor @Suite struct TextKitExclusionPathLimitsTests {
  let font = UIFont.systemFont(ofSize: 17)
  let line: CGFloat = 2444 * 17 / 2048
  let middle = UIBezierPath(rect: CGRect(x: 80, y: 0, width: 40, height: 10))

  /// The text storages of the test: a layout manager does not keep its storage.
  final class Storages {
    var kept: [NSTextStorage] = []
  }
  let storages = Storages()

  func makeLayout(
    _ storage: NSTextStorage, size: CGSize, paths: [UIBezierPath]
  ) -> (NSLayoutManager, NSTextContainer) {
    let manager = NSLayoutManager()
    manager.measuringModel = FixedAdvanceTextModel()
    let container = NSTextContainer(size: size)
    container.exclusionPaths = paths
    manager.addTextContainer(container)
    storage.addLayoutManager(manager)
    storages.kept.append(storage)
    return (manager, container)
  }

  func makeLayout(
    _ string: String = "abc def ghi jkl mno", size: CGSize, paths: [UIBezierPath]
  ) -> (NSLayoutManager, NSTextContainer) {
    makeLayout(NSTextStorage(string: string, attributes: [.font: font]), size: size, paths: paths)
  }

  /// The line fragment rectangles, in order.
  func fragments(_ manager: NSLayoutManager) -> [(rect: CGRect, range: NSRange)] {
    var result: [(rect: CGRect, range: NSRange)] = []
    manager.enumerateLineFragments(
      forGlyphRange: NSRange(location: 0, length: manager.numberOfGlyphs)
    ) { rect, _, _, range, _ in result.append((rect, range)) }
    return result
  }

  // MARK: Zero size is unlimited

  @Test func aZeroSizeContainerCutsAProposedRectOnlyByItsPaths() {
    let container = NSTextContainer()
    container.exclusionPaths = [middle]
    var remaining = CGRect.null
    let fragment = container.lineFragmentRect(
      forProposedRect: CGRect(x: 0, y: 30, width: 200, height: 20), at: 0,
      writingDirection: .leftToRight, remaining: &remaining)
    #expect(fragment == CGRect(x: 0, y: 30, width: 200, height: 20))
    let cut = container.lineFragmentRect(
      forProposedRect: CGRect(x: 0, y: 0, width: 200, height: 20), at: 0,
      writingDirection: .leftToRight, remaining: &remaining)
    #expect(cut == CGRect(x: 0, y: 0, width: 80, height: 20))
    #expect(remaining == CGRect(x: 120, y: 0, width: 80, height: 20))
  }

  @Test(arguments: [0, CGFloat.greatestFiniteMagnitude])
  func aZeroWidthContainerWithPathsIsUnlimitedInWidth(_ height: CGFloat) {
    // Unlimited, the line is proposed 120 (the path's right edge) + 190 (the text) + 10 (the
    // padding) = 320 wide: "abc def " in the fragment 0–80 (70 of text), the other 11
    // characters (110) in the fragment 120–320 (190 of text).
    let (manager, _) = makeLayout(size: CGSize(width: 0, height: height), paths: [middle])
    let laid = fragments(manager)
    #expect(
      laid.map(\.range) == [NSRange(location: 0, length: 8), NSRange(location: 8, length: 11)])
    #expect(laid.map(\.rect).last == CGRect(x: 120, y: 0, width: 200, height: line))
  }

  @Test func aZeroHeightContainerWithPathsIsUnlimitedInHeight() {
    // As in a container 200 wide of unlimited height: "abc def " and "ghi jkl " beside the
    // rectangle, "mno" on the second line.
    let (manager, _) = makeLayout(size: CGSize(width: 200, height: 0), paths: [middle])
    #expect(
      fragments(manager).map(\.range) == [
        NSRange(location: 0, length: 8), NSRange(location: 8, length: 8),
        NSRange(location: 16, length: 3),
      ])
    #expect(
      manager.lineFragmentRect(forGlyphAt: 16, effectiveRange: nil)
        == CGRect(x: 0, y: line, width: 200, height: line))
  }

  // MARK: Lines with no room

  @Test func aTallFullWidthPathMovesTheTextBelowIt() {
    // A rectangle over the whole width, a million points tall: the text starts at its bottom,
    // one line (190 of text in 190).
    let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 200, height: 1_000_000))
    let (manager, container) = makeLayout(
      size: CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude), paths: [path])
    #expect(fragments(manager).map(\.range) == [NSRange(location: 0, length: 19)])
    #expect(
      manager.lineFragmentRect(forGlyphAt: 0, effectiveRange: nil)
        == CGRect(x: 0, y: 1_000_000, width: 200, height: line))
    #expect(manager.glyphRange(for: container) == NSRange(location: 0, length: 19))
  }

  @Test(arguments: [false, true])
  func aLineWithNoRoomMovesDownToWhereTheFirstPathEnds(_ rightToLeft: Bool) {
    // The trailing half is covered down to y 500, the leading half down to y 30: the first line
    // has no room; at y 30 the leading half is free, 90 of text: "abc def " (a third word would
    // need 110).
    let leading = CGRect(x: rightToLeft ? 100 : 0, y: 0, width: 100, height: 30)
    let trailing = CGRect(x: rightToLeft ? 0 : 100, y: 0, width: 100, height: 500)
    let text = rightToLeft ? "אבג דהו זחט יכל מנס" : "abc def ghi jkl mno"
    let (manager, _) = makeLayout(
      text, size: CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude),
      paths: [UIBezierPath(rect: trailing), UIBezierPath(rect: leading)])
    #expect(
      manager.lineFragmentRect(forGlyphAt: 0, effectiveRange: nil)
        == CGRect(x: leading.minX, y: 30, width: 100, height: line))
    #expect(fragments(manager).map(\.range.length) == [8, 8, 3])
  }

  // MARK: Coordinates near the largest CGFloat

  static let huge: CGFloat = 1e308

  static func extremePaths() -> [UIBezierPath] {
    let square = UIBezierPath()
    square.move(to: CGPoint(x: -huge, y: -huge))
    square.addLine(to: CGPoint(x: huge, y: -huge))
    square.addLine(to: CGPoint(x: huge, y: huge))
    square.addLine(to: CGPoint(x: -huge, y: huge))
    square.close()
    let triangle = UIBezierPath()
    triangle.move(to: CGPoint(x: -huge, y: -huge))
    triangle.addLine(to: CGPoint(x: huge, y: huge))
    triangle.addLine(to: CGPoint(x: -huge, y: huge))
    triangle.close()
    let curve = UIBezierPath()
    curve.move(to: CGPoint(x: -huge, y: huge))
    curve.addCurve(
      to: CGPoint(x: huge, y: huge), controlPoint1: CGPoint(x: -huge, y: -huge),
      controlPoint2: CGPoint(x: huge, y: -huge))
    curve.addQuadCurve(to: CGPoint(x: -huge, y: huge), controlPoint: CGPoint(x: 0, y: -huge))
    let oval = UIBezierPath(ovalIn: CGRect(x: -huge, y: -huge, width: 1.5 * huge, height: huge))
    return [square, triangle, curve, oval]
  }

  @Test func pathsNearTheLargestCGFloatCutFragmentsWithoutOverflow() {
    // Differences of such coordinates overflow to infinity; what the paths cover stays finite.
    // The square covers every line.
    for (index, path) in Self.extremePaths().enumerated() {
      let container = NSTextContainer(size: CGSize(width: 200, height: 100))
      container.exclusionPaths = [path]
      var remaining = CGRect.null
      let fragment = container.lineFragmentRect(
        forProposedRect: CGRect(x: 0, y: 0, width: 200, height: 20), at: 0,
        writingDirection: .leftToRight, remaining: &remaining)
      #expect(fragment.isEmpty || CGRect(x: 0, y: 0, width: 200, height: 20).contains(fragment))
      #expect(remaining.isEmpty || CGRect(x: 0, y: 0, width: 200, height: 20).contains(remaining))
      if index == 0 { #expect(fragment == .zero) }
    }
  }

  @Test func textLaysOutAroundPathsNearTheLargestCGFloat() {
    for path in Self.extremePaths() {
      let (manager, container) = makeLayout(
        size: CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude), paths: [path])
      #expect(manager.glyphRange(for: container).length <= 19)
      #expect(manager.usedRect(for: container).minY.isFinite)
    }
  }

  // MARK: Lines whose height does not settle

  @Test func aLineWhoseHeightDoesNotSettleOverlapsNoPath() {
    // "a" at 10 pt (its line 11.93), "b " at 17 pt (20.29), then 22 "X" at 30 pt (35.80), 220
    // wide. P covers x 100–110 from y 15, Q x 110–200 from y 25. The first line is tried at:
    // 11.93, reaching neither, whole: "ab " (the word is wider than the 160 left), 20.29 high;
    // 20.29, reaching P: "ab " in 0–100 and 8 "X" broken into 110–200 (80 of text), 35.80 high;
    // 35.80, reaching Q too: only 0–100, "ab ", 20.29 high; 20.29 again, 35.80. Unsettled, the
    // line keeps the larger 35.80 and is filled at it: "ab " in 0–100 only, so no fragment
    // reaches into Q.
    let text = NSMutableAttributedString(
      string: "ab " + String(repeating: "X", count: 22),
      attributes: [.font: UIFont.systemFont(ofSize: 30)])
    text.addAttribute(.font, value: font, range: NSRange(location: 0, length: 3))
    text.addAttribute(
      .font, value: UIFont.systemFont(ofSize: 10), range: NSRange(location: 0, length: 1))
    let p = CGRect(x: 100, y: 15, width: 10, height: 10)
    let q = CGRect(x: 110, y: 25, width: 90, height: 15)
    let (manager, _) = makeLayout(
      NSTextStorage(attributedString: text),
      size: CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude),
      paths: [UIBezierPath(rect: p), UIBezierPath(rect: q)])
    let laid = fragments(manager)
    let tall: CGFloat = 2444 * 30 / 2048
    #expect(laid.first?.rect == CGRect(x: 0, y: 0, width: 100, height: tall))
    #expect(laid.first?.range == NSRange(location: 0, length: 3))
    for fragment in laid {
      #expect(fragment.rect.intersection(p).isEmpty)
      #expect(fragment.rect.intersection(q).isEmpty)
    }
  }
}
