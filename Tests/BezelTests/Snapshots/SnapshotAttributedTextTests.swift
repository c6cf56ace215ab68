import Bezel
import Foundation
import Testing
import UIKit

/// A text model whose arithmetic is easy to follow.
///
/// Every character, a space or an ellipsis included, is half its font's point size wide;
/// heights are the fonts' own.
struct HalfEmTextModel: TextMeasuring {
  func size(of text: String, font: UIFont, numberOfLines: Int, maxWidth: CGFloat?) -> CGSize {
    CGSize(width: CGFloat(text.count) * font.pointSize / 2, height: font.lineHeight)
  }

  func advance(of character: Character, in font: UIFont) -> CGFloat { font.pointSize / 2 }

  /// The text drawn of `textView` at (20, 100), 200 × 100, in a plain controller on an iPhone
  /// 16, laid out with this model.
  @MainActor
  static func drawnText(of textView: UITextView) throws -> SnapshotText {
    textView.frame = CGRect(x: 20, y: 100, width: 200, height: 100)
    let snapshot = TextMeasurement.withModel(HalfEmTextModel()) {
      let controller = UIViewController()
      controller.view.addSubview(textView)
      return LayoutSnapshot(DeviceHost(controller, on: DeviceCatalog.iPhone16))
    }
    return try #require(snapshot.views.first { $0.type == "UITextView" }?.text)
  }
}

/// Attributed text drawn run by run, where the attributed text layout puts each run.
///
/// Figures: with `HalfEmTextModel`, a 20 pt character is 10 wide and a 10 pt one 5; the system
/// font's ascender is 1950/2048 em and its descender 494/2048 em (`UIFont.ascender`), so a 20 pt
/// line is 19.04296875 + 4.82421875 = 23.8671875 tall with its baseline 19.04296875 below its
/// top, and a 10 pt line 9.521484375 + 2.412109375 = 11.93359375 tall. A label centres its
/// lines down its height.
@MainActor
struct SnapshotAttributedTextTests {
  static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)

  /// "Big " in 20 pt bold red, then "small" in 10 pt blue.
  static func bigSmall(_ extra: [NSAttributedString.Key: Any] = [:]) -> NSAttributedString {
    let text = NSMutableAttributedString(
      string: "Big ",
      attributes: [.font: UIFont.systemFont(ofSize: 20, weight: .bold), .foregroundColor: red])
    text.append(
      NSAttributedString(
        string: "small",
        attributes: [.font: UIFont.systemFont(ofSize: 10), .foregroundColor: blue].merging(
          extra, uniquingKeysWith: { $1 })))
    return text
  }

  /// The snapshot of `label` at (20, 100) in a plain controller on an iPhone 16, laid out and
  /// drawn with `HalfEmTextModel`.
  private func snapshot(_ label: UILabel) -> LayoutSnapshot {
    TextMeasurement.withModel(HalfEmTextModel()) {
      let controller = UIViewController()
      controller.view.addSubview(label)
      return LayoutSnapshot(DeviceHost(controller, on: DeviceCatalog.iPhone16))
    }
  }

  private func label(_ text: NSAttributedString, width: CGFloat = 200, height: CGFloat = 40)
    -> UILabel
  {
    let label = UILabel(frame: CGRect(x: 20, y: 100, width: width, height: height))
    label.attributedText = text
    return label
  }

  private func runs(_ snapshot: LayoutSnapshot) throws -> [SnapshotText.Run] {
    try #require(snapshot.views.first { $0.type == "UILabel" }?.text).runs
  }

  @Test func eachRunIsPlacedByTheAdvancesBeforeIt() throws {
    let runs = try runs(snapshot(label(Self.bigSmall())))
    #expect(runs.map(\.text) == ["Big ", "small"])
    // "Big " is 4 × 10 wide; "small" starts there and is 5 × 5 wide.
    #expect(runs.map(\.frame.minX) == [0, 40])
    #expect(runs.map(\.frame.width) == [40, 25])
    #expect(runs.map(\.fontSize) == [20, 10])
  }

  @Test func runsShareTheLinesBaselineCentredInTheLabel() throws {
    let runs = try runs(snapshot(label(Self.bigSmall())))
    // The line is 23.8671875 tall, centred in 40: its top at 8.06640625, its baseline 19.04296875
    // lower.
    let baseline: CGFloat = 8.06640625 + 19.04296875
    #expect(runs.map(\.baseline) == [baseline, baseline])
    // Each run's box runs from its own font's ascender to its descender.
    #expect(runs[1].frame.minY == baseline - 9.521484375)
    #expect(runs[1].frame.height == 11.93359375)
  }

  @Test func runsKeepTheirOwnColoursAndWeights() throws {
    let runs = try runs(snapshot(label(Self.bigSmall())))
    #expect(runs[0].color == SnapshotColor(red: 1, green: 0, blue: 0))
    #expect(runs[1].color == SnapshotColor(red: 0, green: 0, blue: 1))
    #expect(runs.map(\.cssWeight) == [700, 400])
  }

  @Test func aRaisedRunHasItsBaselineRaised() throws {
    let runs = try runs(snapshot(label(Self.bigSmall([.baselineOffset: 3]))))
    // The raised run's ascent, 9.52 + 3, stays under the 20 pt run's: the line keeps its height.
    #expect(runs[1].baseline == runs[0].baseline - 3)
  }

  @Test func underlineAndStrikethroughFollowTheDecorationModel() throws {
    let text = NSMutableAttributedString(attributedString: Self.bigSmall())
    text.addAttribute(
      .underlineStyle, value: NSUnderlineStyle.single.rawValue,
      range: NSRange(location: 4, length: 5))
    text.addAttribute(
      .strikethroughStyle, value: NSUnderlineStyle.thick.rawValue,
      range: NSRange(location: 0, length: 4))
    let runs = try runs(snapshot(label(text)))
    let baseline = runs[0].baseline
    // Underline: 1/10 of 10 pt below the baseline, 10/17 thick.
    #expect(runs[1].underline?.y == baseline + 1)
    #expect(runs[1].underline?.thickness == CGFloat(10) / 17)
    // Strikethrough: half the bold 20 pt x-height (1101/2048 em = 10.751953125) above the
    // baseline; thick is twice 20/17.
    #expect(runs[0].strikethrough?.y == baseline - 10.751953125 / 2)
    #expect(runs[0].strikethrough?.thickness == 2 * CGFloat(20) / 17)
    #expect(runs[0].underline == nil)
  }

  @Test func aBackgroundColourIsDrawnBehindItsRun() throws {
    let label = label(Self.bigSmall([.backgroundColor: Self.yellow]))
    let snapshot = snapshot(label)
    let runs = try runs(snapshot)
    #expect(runs[1].backgroundColor == SnapshotColor(red: 1, green: 1, blue: 0))
    // A view's content is drawn from its top-left corner; the run starts 40 in.
    let frame = runs[1].frame
    let svg = snapshot.svg()
    #expect(
      svg.contains(
        "<rect x=\"40\" y=\"\(format(frame.minY))\" width=\"25\" height=\"\(format(frame.height))\" fill=\"rgb(255,255,0)\" class=\"text-background\"/>"
      ))
  }

  // NSUnderlineStyle: single 0x01, thick 0x02, double 0x09; a pattern (dot 0x100) is drawn solid.
  @Test(arguments: [(0x01, 1), (0x02, 1), (0x09, 2), (0x101, 1)] as [(Int, Int)])
  func anUnderlineIsDrawnAsOneOrTwoLines(style: Int, lines: Int) throws {
    let label = label(Self.bigSmall([.underlineStyle: style]))
    let svg = snapshot(label).svg()
    #expect(svg.components(separatedBy: "class=\"text-decoration\"").count - 1 == lines)
  }

  // A pattern's lengths in thicknesses (the model of `Decoration.dashes`): dot 1 on 2 off,
  // dash 4 on 2 off; the underlined "small" is 10 pt, so a line is 10/17 thick.
  @Test(
    arguments: [
      (0x0101, [1, 2]), (0x0201, [4, 2]), (0x0301, [4, 2, 1, 2]), (0x0401, [4, 2, 1, 2, 1, 2]),
    ] as [(Int, [CGFloat])])
  func aPatternedUnderlineIsDashedAsItsPatternSays(style: Int, thicknesses: [CGFloat]) throws {
    let svg = snapshot(label(Self.bigSmall([.underlineStyle: style]))).svg()
    let line = try #require(
      svg.components(separatedBy: "<line").dropFirst().first { $0.contains("text-decoration") })
    let attribute = try #require(
      line.components(separatedBy: "stroke-dasharray=\"").dropFirst().first?
        .prefix { $0 != "\"" })
    let lengths = attribute.split(separator: " ").compactMap { Double(String($0)) }
    let expected = thicknesses.map { Double($0 * 10 / 17) }
    #expect(lengths.count == expected.count)
    for (length, wanted) in zip(lengths, expected) { #expect(abs(length - wanted) < 0.001) }
  }

  // "a bc" underlined by word at 20 pt: "a" (10) and "bc" (20) underlined, the space (10) not.
  @Test func aByWordUnderlineSkipsTheSpaces() throws {
    let text = NSAttributedString(
      string: "a bc",
      attributes: [
        .font: UIFont.systemFont(ofSize: 20),
        .underlineStyle: NSUnderlineStyle([.single, .byWord]).rawValue,
      ])
    let runs = try runs(snapshot(label(text)))
    #expect(runs.map(\.text) == ["a", " ", "bc"])
    #expect(runs.map(\.frame.minX) == [0, 10, 20])
    #expect(runs.map(\.frame.width) == [10, 10, 20])
    #expect(runs.map { $0.underline != nil } == [true, false, true])
  }

  @Test func aSolidUnderlineIsNotDashed() {
    let svg = snapshot(label(Self.bigSmall([.underlineStyle: 0x01]))).svg()
    #expect(!svg.contains("<line "))
    #expect(svg.contains("<rect") && svg.contains("class=\"text-decoration\""))
  }

  // "ab" (20) then a tab to the first default stop, 28: "c" is drawn from 28.
  @Test func textAfterATabIsDrawnFromItsStop() throws {
    let text = NSAttributedString(
      string: "ab\tc", attributes: [.font: UIFont.systemFont(ofSize: 20)])
    let runs = try runs(snapshot(label(text)))
    #expect(runs.map(\.text) == ["ab", "\t", "c"])
    #expect(runs.map(\.frame.minX) == [0, 20, 28])
  }

  @Test func aPlainLabelsTabIsDrawnFromItsStop() throws {
    let label = UILabel(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
    label.font = UIFont.systemFont(ofSize: 20)
    label.text = "ab\tc"
    let runs = try runs(snapshot(label))
    #expect(runs.last?.text == "c")
    #expect(runs.last?.frame.minX == 28)
  }

  @Test func theDrawingHasOneTextElementPerRun() throws {
    let snapshot = snapshot(label(Self.bigSmall()))
    let baseline = try runs(snapshot)[0].baseline
    let svg = snapshot.svg()
    // A view's content is drawn from its top-left corner.
    let y = format(baseline)
    #expect(
      svg.contains(
        "<text x=\"0\" y=\"\(y)\" font-size=\"20\" font-weight=\"700\" fill=\"rgb(255,0,0)\" textLength=\"40\" lengthAdjust=\"spacingAndGlyphs\">Big </text>"
      ))
    #expect(
      svg.contains(
        "<text x=\"40\" y=\"\(y)\" font-size=\"10\" fill=\"rgb(0,0,255)\" textLength=\"25\" lengthAdjust=\"spacingAndGlyphs\">small</text>"
      ))
  }

  @Test func runsWrapIntoLinesAsTheLayoutBreaksThem() throws {
    // "aaaa " at 20 pt (50 wide), "bbbb cccc" at 10 pt: "bbbb" ends at 70, "cccc" would end at
    // 95 past the width of 80 and starts the second line.
    let text = NSMutableAttributedString(
      string: "aaaa ", attributes: [.font: UIFont.systemFont(ofSize: 20)])
    text.append(
      NSAttributedString(string: "bbbb cccc", attributes: [.font: UIFont.systemFont(ofSize: 10)]))
    let label = label(text, width: 80, height: 100)
    label.numberOfLines = 0
    let runs = try runs(snapshot(label))
    #expect(runs.map(\.text) == ["aaaa ", "bbbb ", "cccc"])
    #expect(runs.map(\.frame.minX) == [0, 50, 0])
    // Lines 23.8671875 and 11.93359375 tall, centred in 100; the second's baseline is its top
    // plus the 10 pt ascender.
    let top = (100 - (23.8671875 + 11.93359375)) / 2
    #expect(abs(runs[2].baseline - (top + 23.8671875 + 9.521484375)) < 1e-9)
  }

  @Test func aCutLineEndsInAnEllipsisThatFits() throws {
    // "aaaa" at 20 pt and "bbbb" at 10 pt make one 60-wide word in 50: the line breaks after
    // "aaaabb" (50); cut to one line, it keeps what ends within 50 less the 5-wide ellipsis.
    let text = NSMutableAttributedString(
      string: "aaaa", attributes: [.font: UIFont.systemFont(ofSize: 20)])
    text.append(
      NSAttributedString(string: "bbbb", attributes: [.font: UIFont.systemFont(ofSize: 10)]))
    let runs = try runs(snapshot(label(text, width: 50)))
    #expect(runs.map(\.text) == ["aaaa", "b…"])
    #expect(runs.map(\.frame.width) == [40, 10])
  }

  @Test(arguments: [
    (UISemanticContentAttribute.forceLeftToRight, CGFloat(0)),
    (.forceRightToLeft, 200 - 65),
  ])
  func naturalAlignmentPutsTheLineOnTheLeadingSide(
    attribute: UISemanticContentAttribute, start: CGFloat
  ) throws {
    let label = label(Self.bigSmall())
    label.semanticContentAttribute = attribute
    let runs = try runs(snapshot(label))
    // The line is 65 wide; runs stay in the string's order, left to right.
    #expect(runs.map(\.frame.minX) == [start, start + 40])
  }

  @Test func aParagraphsCentreAlignmentCentresItsLine() throws {
    let style = NSMutableParagraphStyle()
    style.alignment = .center
    let text = NSMutableAttributedString(attributedString: Self.bigSmall())
    text.addAttribute(.paragraphStyle, value: style, range: NSRange(location: 0, length: 9))
    let runs = try runs(snapshot(label(text)))
    #expect(runs[0].frame.minX == CGFloat(200 - 65) / 2)
  }

  @Test func textInOneFontAndColourIsDrawnAsLines() throws {
    let text = NSAttributedString(
      string: "Bagel Times", attributes: [.font: UIFont.systemFont(ofSize: 20)])
    #expect(try runs(snapshot(label(text))).isEmpty)
  }

  @Test func aPlaceholderWithSeveralRunsIsDrawnPerRun() throws {
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
    field.attributedPlaceholder = Self.bigSmall()
    let snapshot = TextMeasurement.withModel(HalfEmTextModel()) {
      let controller = UIViewController()
      controller.view.addSubview(field)
      return LayoutSnapshot(DeviceHost(controller, on: DeviceCatalog.iPhone16))
    }
    let text = try #require(snapshot.views.first { $0.type == "UITextField" }?.text)
    #expect(text.runs.map(\.text) == ["Big ", "small"])
    #expect(text.runs.map(\.frame.minX) == [0, 40])
  }

  // The text container sits inside the default inset (8 top and bottom) and the line fragment
  // padding (5 each side): a box from (5, 8), 200 − 10 wide and 100 − 16 tall, whose lines
  // start at its top.
  @Test func aTextViewsRunsStartAtItsTextContainersTop() throws {
    let textView = UITextView()
    textView.attributedText = Self.bigSmall()
    let text = try HalfEmTextModel.drawnText(of: textView)
    #expect(text.box == CGRect(x: 5, y: 8, width: 190, height: 84))
    #expect(text.runs.map(\.text) == ["Big ", "small"])
    #expect(text.runs.map(\.frame.minX) == [0, 40])
    #expect(text.runs.map(\.baseline) == [19.04296875, 19.04296875])
  }

  @Test func aTextViewsPlainTextIsDrawnAsOneRunALine() throws {
    let textView = UITextView()
    textView.font = UIFont.systemFont(ofSize: 20)
    textView.text = "Bagel"
    let text = try HalfEmTextModel.drawnText(of: textView)
    #expect(text.runs.map(\.text) == ["Bagel"])
    #expect(text.runs.map(\.frame.width) == [50])
  }

  @Test func jsonCarriesTheRunsLayout() throws {
    let snapshot = snapshot(label(Self.bigSmall()))
    let decoded = try JSONDecoder().decode(LayoutSnapshot.self, from: Data(snapshot.json().utf8))
    let runs = try runs(snapshot)
    let read = try self.runs(decoded)
    #expect(read.map(\.text) == runs.map(\.text))
    #expect(read.map(\.fontSize) == runs.map(\.fontSize))
    #expect(read.map(\.frame.minX) == runs.map(\.frame.minX))
  }

  @Test func plainLabelsWriteNoRuns() {
    let label = UILabel(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
    label.text = "Bagel Times"
    #expect(!snapshot(label).json().contains("\"runs\""))
  }

  /// A number as snapshots write it: at most three decimals, no trailing zeros.
  private func format(_ value: CGFloat) -> String {
    var text = String(Double((value * 1000).rounded() / 1000))
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
  }
}
