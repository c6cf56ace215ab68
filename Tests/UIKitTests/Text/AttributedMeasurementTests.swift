import Foundation
import Testing

@testable import UIKit

/// Attributed text measured with the plain-text model (`SystemFontTextModel`): the line height
/// of the system font is 2444 units of a 2048-unit em, 20.287109375 at 17 pt, its ascender 1950
/// units, 16.1865234375 at 17 pt.
@MainActor @Suite struct AttributedMeasurementTests {
  let model = SystemFontTextModel()
  let body = UIFont.systemFont(ofSize: 17)
  let line17: CGFloat = 2444 * 17 / 2048
  let options: NSStringDrawingOptions = [.usesLineFragmentOrigin, .usesFontLeading]

  func measured(_ text: NSAttributedString, width: CGFloat = .greatestFiniteMagnitude) -> CGRect {
    TextMeasurement.withModel(model) {
      text.boundingRect(
        with: CGSize(width: width, height: .greatestFiniteMagnitude), options: options,
        context: nil)
    }
  }

  func width(_ text: String, _ font: UIFont) -> CGFloat {
    model.width(of: text, in: font)
  }

  nonisolated static let plainSamples: [(String, CGFloat)] = [
    ("Hello", 1000), ("This is a test string", 100), ("Close one eye.\nStare at the dot.", 80),
    ("supercalifragilistic", 50), ("a  b   c", 12),
  ]

  @Test(arguments: plainSamples)
  func textInOneFontMeasuresAsPlainText(_ sample: (String, CGFloat)) {
    let text = NSAttributedString(string: sample.0, attributes: [.font: body])
    let plain = model.size(of: sample.0, font: body, numberOfLines: 0, maxWidth: sample.1)
    #expect(measured(text, width: sample.1) == CGRect(origin: .zero, size: plain))
  }

  @Test(arguments: plainSamples)
  func runsInOneFontLaidOutByCharacterMeasureAsPlainText(_ sample: (String, CGFloat)) {
    // A zero tracking forces the character-by-character layout, which must agree with the plain
    // model, kerning included (a zero kern would turn the font's kerning off).
    let text = NSAttributedString(string: sample.0, attributes: [.font: body, .tracking: 0])
    let plain = model.size(of: sample.0, font: body, numberOfLines: 0, maxWidth: sample.1)
    let rect = measured(text, width: sample.1)
    #expect(abs(rect.width - plain.width) < 1e-9)
    #expect(abs(rect.height - plain.height) < 1e-9)
  }

  @Test func missingFontIsHelvetica12() {
    let text = NSAttributedString(string: "Hello")
    let helvetica = UIFont(name: "Helvetica", size: 12)!
    #expect(
      measured(text).size
        == model.size(of: "Hello", font: helvetica, numberOfLines: 0, maxWidth: nil))
  }

  @Test func runsInTwoFontsTakeTheTallerLineHeight() {
    // "Hello" at 17 pt then " World" at 34 pt on one line: the line is as tall as the 34 pt
    // font's, 2444 × 34 / 2048 = 40.57421875; the width is the sum of the runs' widths.
    let text = NSMutableAttributedString(string: "Hello", attributes: [.font: body])
    let large = UIFont.systemFont(ofSize: 34)
    text.append(NSAttributedString(string: " World", attributes: [.font: large]))
    let rect = measured(text)
    #expect(abs(rect.height - 40.57421875) < 1e-9)
    #expect(abs(rect.width - (width("Hello", body) + width(" World", large))) < 1e-9)
  }

  @Test func kernWidensEachCharacter() {
    // Five characters, each 2 points wider.
    let text = NSAttributedString(string: "Hello", attributes: [.font: body, .kern: 2])
    #expect(abs(measured(text).width - (width("Hello", body) + 5 * 2)) < 1e-9)
  }

  @Test func lineSpacingFollowsEveryLine() {
    // Two paragraphs, each one line: 2 × (20.287109375 + 10).
    let style = NSMutableParagraphStyle()
    style.lineSpacing = 10
    let text = NSAttributedString(
      string: "One\nTwo", attributes: [.font: body, .paragraphStyle: style])
    #expect(abs(measured(text).height - 2 * (line17 + 10)) < 1e-9)
  }

  @Test func paragraphSpacingSitsBetweenParagraphs() {
    // After the first paragraph 7, before the second 5, nothing before the first or after the
    // last: 20.287109375 + 7 + 5 + 20.287109375.
    let style = NSMutableParagraphStyle()
    style.paragraphSpacing = 7
    style.paragraphSpacingBefore = 5
    let text = NSAttributedString(
      string: "One\nTwo", attributes: [.font: body, .paragraphStyle: style])
    #expect(abs(measured(text).height - (line17 + 7 + 5 + line17)) < 1e-9)
  }

  nonisolated static let lineHeights:
    [(multiple: CGFloat, minimum: CGFloat, maximum: CGFloat, height: CGFloat)] = [
      // 1.5 × 20.287109375
      (1.5, 0, 0, 30.4306640625),
      // raised to the minimum
      (0, 30, 0, 30),
      // lowered to the maximum
      (0, 0, 15, 15),
      // the multiple first (40.57421875), then the maximum
      (2, 0, 35, 35),
      // the minimum wins over a smaller multiple: 0.5 × 20.29 = 10.14 → 12
      (0.5, 12, 0, 12),
    ]

  @Test(arguments: lineHeights)
  func lineHeightMultipleThenLimits(
    _ sample: (multiple: CGFloat, minimum: CGFloat, maximum: CGFloat, height: CGFloat)
  ) {
    let style = NSMutableParagraphStyle()
    style.lineHeightMultiple = sample.multiple
    style.minimumLineHeight = sample.minimum
    style.maximumLineHeight = sample.maximum
    let text = NSAttributedString(
      string: "Hello", attributes: [.font: body, .paragraphStyle: style])
    #expect(abs(measured(text).height - sample.height) < 1e-9)
  }

  @Test func firstLineHeadIndentShiftsTheFirstLine() {
    let style = NSMutableParagraphStyle()
    style.firstLineHeadIndent = 20
    let text = NSAttributedString(
      string: "Hello", attributes: [.font: body, .paragraphStyle: style])
    #expect(abs(measured(text).width - (20 + width("Hello", body))) < 1e-9)
  }

  @Test func indentsNarrowTheLinesThatWrap() {
    // In 100 points with a first-line indent of 10 and a tail indent of −20, the first line has
    // 100 − 20 − 10 = 70 points and the others 100 − 20 = 80. "This is a test" is 95.64 wide,
    // "This is a" 64.31 (≤ 70), so the first line is "This is a", at 10; "test string" is 74.80
    // (≤ 80) and makes the second line, at 0. Two lines; the rectangle reaches the farther end.
    let style = NSMutableParagraphStyle()
    style.firstLineHeadIndent = 10
    style.tailIndent = -20
    let text = NSAttributedString(
      string: "This is a test string", attributes: [.font: body, .paragraphStyle: style])
    #expect(width("This is a", body) <= 70 && width("This is a test", body) > 70)
    #expect(width("test string", body) <= 80)
    let rect = measured(text, width: 100)
    #expect(abs(rect.height - 2 * line17) < 1e-9)
    let expectedWidth = max(10 + width("This is a", body), width("test string", body))
    #expect(abs(rect.width - expectedWidth) < 1e-9)
  }

  @Test func positiveTailIndentIsMeasuredFromTheLeadingEdge() {
    // A tail indent of 70 ends every line 70 points from the leading edge, whatever the width:
    // "This is a" (64.31) fits, "test string" (74.80) does not, so "test" and "string" take a
    // line each: three lines.
    let style = NSMutableParagraphStyle()
    style.tailIndent = 70
    let text = NSAttributedString(
      string: "This is a test string", attributes: [.font: body, .paragraphStyle: style])
    let rect = measured(text, width: 500)
    #expect(abs(rect.height - 3 * line17) < 1e-9)
  }

  @Test func baselineOffsetRaisesTheLine() {
    // The ascent grows by 5 and the descent shrinks by 5 for the raised run; the line takes the
    // largest of each: 16.1865234375 + 5 above and 4.1005859375 below (the unraised run).
    let text = NSMutableAttributedString(string: "A", attributes: [.font: body])
    text.append(NSAttributedString(string: "2", attributes: [.font: body, .baselineOffset: 5]))
    #expect(abs(measured(text).height - (line17 + 5)) < 1e-9)
  }

  @Test func attachmentTakesItsBounds() {
    // 20 × 20 hanging 4 below the baseline: 20 wide; above the baseline max(16.19, 16) and below
    // max(4.10, 4), so the line stays 20.287109375 tall. At 30 tall, 26 above: 26 + 4.10.
    let attachment = NSTextAttachment()
    attachment.bounds = CGRect(x: 0, y: -4, width: 20, height: 20)
    let text = NSMutableAttributedString(string: "A", attributes: [.font: body])
    text.append(NSAttributedString(attachment: attachment))
    text.addAttribute(.font, value: body, range: NSRange(location: 1, length: 1))
    #expect(abs(measured(text).width - (width("A", body) + 20)) < 1e-9)
    #expect(abs(measured(text).height - line17) < 1e-9)
    attachment.bounds = CGRect(x: 0, y: -4, width: 20, height: 30)
    #expect(abs(measured(text).height - (26 + 4.1005859375)) < 1e-9)
  }

  @Test func withoutLineFragmentOriginTheBaselineIsAtTheOrigin() {
    let text = NSAttributedString(string: "Hello", attributes: [.font: body])
    let rect = TextMeasurement.withModel(model) {
      text.boundingRect(
        with: CGSize(width: 10, height: 10), options: [], context: nil)
    }
    #expect(abs(rect.minY + 16.1865234375) < 1e-9)
    #expect(abs(rect.height - line17) < 1e-9)
    #expect(abs(rect.width - width("Hello", body)) < 1e-9)
  }

  @Test func heightLimitDropsLinesThatDoNotFit() {
    // Three lines of 20.29 in 45 points: two fit.
    let text = NSAttributedString(string: "One\nTwo\nThree", attributes: [.font: body])
    let rect = TextMeasurement.withModel(model) {
      text.boundingRect(
        with: CGSize(width: 200, height: 45), options: .usesLineFragmentOrigin, context: nil)
    }
    #expect(abs(rect.height - 2 * line17) < 1e-9)
  }

  @Test func stringsMeasureAsAttributedStrings() {
    let attributes: [NSAttributedString.Key: Any] = [.font: body]
    let expected = model.size(of: "Hello World", font: body, numberOfLines: 0, maxWidth: nil)
    TextMeasurement.withModel(model) {
      #expect("Hello World".size(withAttributes: attributes) == expected)
      #expect(NSString(string: "Hello World").size(withAttributes: attributes) == expected)
      #expect(
        "Hello World".boundingRect(
          with: CGSize(width: 50, height: 1000), options: .usesLineFragmentOrigin,
          attributes: attributes, context: nil
        ).size == model.size(of: "Hello World", font: body, numberOfLines: 0, maxWidth: 50))
    }
  }

  @Test func contextReportsTheBounds() {
    let context = NSStringDrawingContext()
    let text = NSAttributedString(string: "Hello", attributes: [.font: body])
    let rect = TextMeasurement.withModel(model) {
      text.boundingRect(
        with: CGSize(width: 100, height: 100), options: .usesLineFragmentOrigin, context: context)
    }
    #expect(context.totalBounds == rect)
    #expect(context.actualScaleFactor == 1)
  }
}
