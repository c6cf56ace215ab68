import Foundation
import Testing

@testable import UIKit

/// Tabs advance to their paragraph's tab stops (NSParagraphStyle `tabStops`, "an array of 12
/// left-aligned tabs at 28-point intervals" by default; NSTextTab's alignments).
///
/// Figures with `FixedAdvanceTextModel`: every character, a tab measured alone included, is 10
/// wide.
@MainActor @Suite struct TextTabStopTests {
  let font = UIFont.systemFont(ofSize: 17)

  func layout(
    _ string: String, style: NSParagraphStyle? = nil, maxWidth: CGFloat? = nil
  ) -> AttributedTextLayout {
    var attributes: [NSAttributedString.Key: Any] = [.font: font]
    if let style { attributes[.paragraphStyle] = style }
    return AttributedTextLayout(
      NSAttributedString(string: string, attributes: attributes), defaultFont: font,
      maxWidth: maxWidth, model: FixedAdvanceTextModel())
  }

  func style(_ build: (NSMutableParagraphStyle) -> Void) -> NSParagraphStyle {
    let style = NSMutableParagraphStyle()
    build(style)
    return style
  }

  // MARK: The stops

  // A left stop: from 10 to the first stop past it, 28; from a stop to the next.
  @Test(arguments: [(10, 18), (0, 28), (28, 28), (330, 6)] as [(CGFloat, CGFloat)])
  func aLeftTabGoesToTheNextStop(x: CGFloat, advance: CGFloat) {
    #expect(TextTabStops.standard.advance(at: x, space: 4) { _ in 0 } == advance)
  }

  @Test func pastTheLastStopATabIsASpace() {
    #expect(TextTabStops.standard.advance(at: 336, space: 4) { _ in 0 } == 4)
  }

  // With a default interval of 50 and no stops: from 60 to 100.
  @Test func pastTheStopsTabsFallOnTheDefaultInterval() {
    let stops = TextTabStops([], defaultInterval: 50)
    #expect(stops.advance(at: 60, space: 4) { _ in 0 } == 40)
    #expect(stops.advance(at: 100, space: 4) { _ in 0 } == 50)
  }

  // A right stop at 100 with 30 points after it: the tab ends at 70, 60 from 10; centred, the
  // text's middle at 100: 85 − 10 = 75.
  @Test func rightAndCentredStopsPlaceTheTextAfterTheTab() {
    let right = TextTabStops([NSTextTab(textAlignment: .right, location: 100)], defaultInterval: 0)
    let center = TextTabStops(
      [NSTextTab(textAlignment: .center, location: 100)], defaultInterval: 0)
    #expect(right.advance(at: 10, space: 4) { _ in 30 } == 60)
    #expect(center.advance(at: 10, space: 4) { _ in 30 } == 75)
    #expect(right.advance(at: 90, space: 4) { _ in 30 } == 0)
  }

  // MARK: Attributed text

  // "a" (10), the tab to 28 (18), "b" (10): 38.
  @Test func aTabInAttributedTextGoesToTheDefaultStop() {
    #expect(layout("a\tb").lines.map(\.width) == [38])
  }

  // From a 20-point indent: "a" ends at 30, the tab goes on to 56 (26), "b": 10 + 26 + 10.
  @Test func stopsAreMeasuredFromTheMarginNotTheIndent() {
    let layout = layout("a\tb", style: style { $0.firstLineHeadIndent = 20 })
    #expect(layout.lines.map(\.x) == [20])
    #expect(layout.lines.map(\.width) == [46])
  }

  // A decimal tab, right-aligned at 100 up to the decimal separator: "12" (20) ends at 100,
  // so the tab is 80 and ".5" follows: 80 + 40.
  @Test func aDecimalTabAlignsTheSeparator() {
    let terminators = NSTextTab.columnTerminators(for: Locale(identifier: "en_US"))
    let tab = NSTextTab(
      textAlignment: .right, location: 100, options: [.columnTerminators: terminators])
    let layout = layout("\t12.5", style: style { $0.tabStops = [tab] })
    #expect(layout.lines.map(\.width) == [120])
  }

  // Wrapped at 60: "aaaa" (40), the tab to 56 hangs, "bbbb" (40) goes to the next line.
  @Test func aTabHangsAtTheEndOfAWrappedLine() {
    let layout = layout("aaaa\tbbbb", maxWidth: 60)
    #expect(layout.lines.map(\.width) == [40, 40])
  }

  // The second line's tab is placed from that line's start: "cc" (20), tab to 28, "d".
  @Test func eachLinePlacesItsTabsFromItsOwnStart() {
    let layout = layout("aaaa bbbb cc\td", maxWidth: 100)
    #expect(layout.lines.map(\.width) == [90, 38])
  }

  // MARK: Plain text

  // The system font model places a tab as attributed text does: "a", then the tab to 28, "b".
  @Test func plainTextPlacesATabAtTheDefaultStop() {
    let model = SystemFontTextModel()
    let b = model.advance(of: "b", in: font)
    #expect(model.size(of: "a\tb", font: font, numberOfLines: 0, maxWidth: nil).width == 28 + b)
    #expect(model.lineWidths(of: "a\tb", font: font, numberOfLines: 0, maxWidth: 300) == [28 + b])
  }

  @Test func aPlainAndAnAttributedLabelWithATabMeasureAlike() {
    let plain = UILabel()
    plain.text = "Name:\tBagel"
    let attributed = UILabel()
    attributed.attributedText = NSAttributedString(
      string: "Name:\tBagel", attributes: [.font: UIFont.systemFont(ofSize: 17)])
    #expect(plain.intrinsicContentSize == attributed.intrinsicContentSize)
  }
}
